// Cancel a confirmed booking: the dialog previews the fee and the refund before confirming (in another
// currency the refund shown is what was paid less the fee, as shown).
import { useMutation, useQuery } from "@tanstack/react-query";
import { format as formatDate } from "date-fns";
import { useState } from "react";
import type { Booking } from "@contract/bookings";
import { formatLines } from "@contract/money-lines";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogFooter, DialogHeader } from "@/components/ui/dialog";
import { Skeleton } from "@/components/ui/skeleton";
import { useCurrency } from "@/features/currency";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/api";
import { queryClient } from "@/lib/query-client";
import { invalidateRoots, queryRoots } from "@/lib/query-roots";
import { cancelBooking } from "./api/cancel";
import { cancellationPreviewQuery } from "./api/cancellation";
import { bookingKeys } from "./api/keys";

function Preview({ booking }: { booking: Booking }) {
  const { currency, rates } = useCurrency();
  const preview = useQuery(cancellationPreviewQuery(booking.id));
  if (preview.isLoading)
    return (
      <div className="grid gap-2" aria-busy="true" aria-label="Loading refund">
        <Skeleton className="h-5 w-2/3" />
        <Skeleton className="h-5 w-1/2" />
      </div>
    );
  if (preview.isError || !preview.data)
    return (
      <p role="alert" className="text-sm text-red-700">
        {errorMessage(preview.error)}
      </p>
    );
  const p = preview.data;
  // Paid less the fee is the refund, on screen too: the refund shown is the difference of the two shown.
  const shown = formatLines([{ amountUsd: p.total }, { amountUsd: `-${p.fee}` }], currency, rates);
  return (
    <div className="grid gap-3">
      <p className="text-sm text-slate-700">
        {p.free
          ? `Free cancellation until ${formatDate(new Date(p.freeUntil), "MMM d, h:mm a")}: you get a full refund.`
          : p.cancelledBy === "tasker"
            ? "The customer gets a full refund when you cancel."
            : "It is less than 24 hours before the start, so one hour of the rate goes to the tasker."}
      </p>
      <dl className="grid gap-2 rounded-xl bg-slate-50 p-4 text-sm">
        <div className="flex justify-between">
          <dt className="text-slate-600">Paid</dt>
          <dd>{shown.lines[0]}</dd>
        </div>
        <div className="flex justify-between">
          <dt className="text-slate-600">Cancellation fee</dt>
          <dd data-testid="cancel-fee">{shown.lines[1].replace(/^-/, "")}</dd>
        </div>
        <div className="flex justify-between border-t border-slate-200 pt-2 font-semibold">
          <dt>Refund</dt>
          <dd data-testid="cancel-refund">{shown.total}</dd>
        </div>
      </dl>
    </div>
  );
}

export function CancelBookingButton({ booking }: { booking: Booking }) {
  const [open, setOpen] = useState(false);
  const cancel = useMutation({
    mutationFn: () => cancelBooking(booking.id),
    onSuccess: (b) => {
      const { refundAmount } = b;
      toast({
        title: "Booking cancelled",
        description: refundAmount ? "The refund is on its way to the card." : undefined,
        variant: "success",
      });
      setOpen(false);
      // The preview is of a booking that could still be cancelled: asked again now, it would be a 409.
      queryClient.removeQueries({ queryKey: bookingKeys.cancellation(booking.id) });
      void invalidateRoots(queryRoots.bookings, queryRoots.tasks, queryRoots.money);
    },
    onError: (e) => toast({ title: "Cancellation failed", description: errorMessage(e), variant: "destructive" }),
  });
  return (
    <>
      <Button size="sm" variant="outline" onClick={() => setOpen(true)}>
        Cancel
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent>
          <DialogHeader title="Cancel this booking?" description={booking.taskTitle} />
          {open && <Preview booking={booking} />}
          <DialogFooter>
            <Button variant="outline" onClick={() => setOpen(false)}>
              Keep booking
            </Button>
            <Button variant="destructive" onClick={() => cancel.mutate()} disabled={cancel.isPending}>
              {cancel.isPending ? "Cancelling..." : "Cancel booking"}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </>
  );
}
