// A money action on a booking: runs the request, toasts the outcome and refreshes bookings and extras.
import { useMutation } from "@tanstack/react-query";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/api";
import { invalidateRoots, queryRoots } from "@/lib/query-roots";

export function useExtrasAction<T>(run: (input: T) => Promise<unknown>, success: string) {
  return useMutation({
    mutationFn: run,
    onSuccess: () => {
      toast({ title: success, variant: "success" });
      void invalidateRoots(queryRoots.bookings);
    },
    onError: (e) => toast({ title: "That did not work", description: errorMessage(e), variant: "destructive" }),
  });
}
