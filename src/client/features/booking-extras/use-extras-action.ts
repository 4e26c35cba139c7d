// A money action on a booking: runs the request, toasts the outcome and refreshes every screen that
// shows the booking's money (its card, extras, receipt, the tasker's earnings). A form passes
// `onError` to show a refusal on its fields instead of in a toast.
import { useMutation } from "@tanstack/react-query";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/api";
import { refreshMoney } from "@/lib/query-roots";

export function useExtrasAction<T>(
  run: (input: T) => Promise<unknown>,
  success: string,
  onError: (error: unknown) => void = (e) =>
    toast({ title: "That did not work", description: errorMessage(e), variant: "destructive" }),
) {
  return useMutation({
    mutationFn: run,
    onSuccess: () => {
      toast({ title: success, variant: "success" });
      void refreshMoney();
    },
    onError,
  });
}
