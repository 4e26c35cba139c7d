// 'Looks good, release payment': the customer releases the tasker's held share before the hold
// ends. Shown while the payment is held, with the date it would be released anyway.
import { useMutation, useQuery } from "@tanstack/react-query";
import { format as formatDate } from "date-fns";
import { ThumbsUp } from "lucide-react";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/api";
import { refreshMoney } from "@/lib/query-roots";
import { receiptQuery } from "./api/receipt";
import { releasePayment } from "./api/release";

export function ReleasePaymentButton({ bookingId, withHint = false }: { bookingId: string; withHint?: boolean }) {
  const receipt = useQuery(receiptQuery(bookingId));
  const release = useMutation({
    mutationFn: () => releasePayment(bookingId),
    onSuccess: () =>
      toast({ title: "Payment released", description: "Thanks! Your tasker can now be paid out.", variant: "success" }),
    onError: (e) => toast({ title: "Not released", description: errorMessage(e), variant: "destructive" }),
    onSettled: refreshMoney,
  });
  const payment = receipt.data?.payment;
  if (!payment || payment.status !== "held") return null;
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Button size="sm" onClick={() => release.mutate()} disabled={release.isPending}>
        <ThumbsUp /> Looks good, release payment
      </Button>
      {withHint && (
        <p className="text-sm text-slate-600">
          Otherwise it is released automatically on {formatDate(new Date(payment.availableAt), "MMM d, h:mm a")}.
        </p>
      )}
    </div>
  );
}
