// 'Mark complete' takes the booked total from the customer's card, so it asks first, with the amount.
// Used on My Bookings and the tasker dashboard's active tasks; the caller completes the booking.
import { CheckCircle2 } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { ChargedInUsd, useCurrency } from "@/features/currency";

export function CompleteJobButton({
  amountUsd,
  customerName,
  pending,
  onComplete,
  size,
}: {
  /** What completion captures: the booking's hold on the card. */
  amountUsd: string;
  customerName: string;
  pending: boolean;
  /** Completes the booking (errors are the caller's to show); the dialog closes once it settles. */
  onComplete(): Promise<unknown>;
  size?: "sm" | "default";
}) {
  const { format } = useCurrency();
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <>
      <Button size={size} onClick={() => setOpen(true)} disabled={pending}>
        <CheckCircle2 /> {pending ? "Completing..." : "Mark complete"}
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={`Charge ${format(amountUsd)} to the customer's card?`}
        description={`Marking the job complete takes the booked total from ${customerName}'s card. Your share is then held until they release it or the hold ends.`}
        confirmLabel="Charge and complete"
        pendingLabel="Completing..."
        cancelLabel="Not yet"
        pending={pending}
        onConfirm={() => void onComplete().then(close, close)}
      >
        <ChargedInUsd amountUsd={amountUsd} />
      </ConfirmDialog>
    </>
  );
}
