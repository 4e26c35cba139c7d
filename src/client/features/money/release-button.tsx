// 'Looks good, release payment': the customer releases the tasker's held share before the hold
// ends. Shown while the payment is held, with the date it would be released anyway; it asks first,
// with the amount and the tasker's name.
import { useMutation, useQuery } from "@tanstack/react-query";
import { format as formatDate } from "date-fns";
import { ThumbsUp } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { toast } from "@/components/ui/use-toast";
import { bookingQuery } from "@/features/bookings";
import { useCurrency } from "@/features/currency";
import { errorMessage } from "@/lib/api";
import { refreshMoney } from "@/lib/query-roots";
import { receiptQuery } from "./api/receipt";
import { releasePayment } from "./api/release";

export function ReleasePaymentButton({ bookingId, withHint = false }: { bookingId: string; withHint?: boolean }) {
  const { format } = useCurrency();
  const [open, setOpen] = useState(false);
  const receipt = useQuery(receiptQuery(bookingId));
  const booking = useQuery(bookingQuery(bookingId));
  const release = useMutation({
    mutationFn: () => releasePayment(bookingId),
    onSuccess: () =>
      toast({ title: "Payment released", description: "Thanks! Your tasker can now be paid out.", variant: "success" }),
    onError: (e) => toast({ title: "Not released", description: errorMessage(e), variant: "destructive" }),
    onSettled: () => {
      setOpen(false);
      return refreshMoney();
    },
  });
  const payment = receipt.data?.payment;
  const b = booking.data;
  if (!payment || payment.status !== "held" || !b) return null;
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Button size="sm" onClick={() => setOpen(true)} disabled={release.isPending}>
        <ThumbsUp /> Looks good, release payment
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={`Release ${format(b.totals.taskerHeld)} to ${b.tasker.name}?`}
        description={`${b.tasker.name} can be paid out at once, instead of on ${formatDate(new Date(payment.availableAt), "MMM d, h:mm a")}. After this you can no longer report a problem with this job.`}
        confirmLabel="Release payment"
        pendingLabel="Releasing..."
        cancelLabel="Not now"
        pending={release.isPending}
        onConfirm={() => release.mutate()}
      />
      {withHint && (
        <p className="text-sm text-slate-600">
          Otherwise it is released automatically on {formatDate(new Date(payment.availableAt), "MMM d, h:mm a")}.
        </p>
      )}
    </div>
  );
}
