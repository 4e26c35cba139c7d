// One booking on My Bookings: task, the other party, when, status, amount and the actions that
// fit the viewer (customer: cancel, review; tasker: start, complete, cancel).
import { useMutation } from "@tanstack/react-query";
import { format as formatDate } from "date-fns";
import { CalendarClock, CreditCard, MapPin, MessageSquare, Play, ReceiptText } from "lucide-react";
import { Link } from "wouter";
import type { Booking } from "@contract/bookings";
import { formatLines } from "@contract/money-lines";
import { Avatar } from "@/components/ui/avatar";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { BookingExtrasPanel } from "@/features/booking-extras";
import { useCurrency } from "@/features/currency";
import { ReleasePaymentButton } from "@/features/money";
import { PortfolioConsentPanel } from "@/features/portfolio";
import { errorMessage } from "@/lib/api";
import { invalidateRoots, queryRoots } from "@/lib/query-roots";
import { advanceBooking } from "./api/lifecycle";
import { CancelBookingButton } from "./cancel-dialog";
import { CompleteJobButton } from "./complete-button";
import { PendingReschedule, RescheduleButton } from "./reschedule-dialog";
import { ReviewButton } from "./review-dialog";
import { dateTimeLabel } from "./schedule";
import { useStartWindow } from "./start-window";
import { PhotoGallery } from "@/components/photos";

const STATUS: Record<Booking["status"], { label: string; variant: "info" | "warning" | "success" | "secondary" }> = {
  confirmed: { label: "Confirmed", variant: "info" },
  in_progress: { label: "In progress", variant: "warning" },
  completed: { label: "Completed", variant: "success" },
  cancelled: { label: "Cancelled", variant: "secondary" },
};
const PAYMENT: Record<Booking["paymentStatus"], string> = {
  pending: "Payment pending",
  authorized: "Card authorized",
  captured: "Paid",
  refunded: "Refunded",
  partially_refunded: "Partly refunded",
};

function LifecycleButton({ booking, action }: { booking: Booking; action: "start" | "complete" }) {
  const run = useMutation({
    mutationFn: () => advanceBooking(booking.id, action),
    onSuccess: () => {
      toast({
        title: action === "start" ? "Job started" : "Job completed",
        description: action === "complete" ? "The payment has been captured." : undefined,
        variant: "success",
      });
      void invalidateRoots(queryRoots.bookings, queryRoots.tasks, queryRoots.taskers, queryRoots.money);
    },
    onError: (e) => toast({ title: "Something went wrong", description: errorMessage(e), variant: "destructive" }),
  });
  if (action === "start")
    return <StartJobButton booking={booking} pending={run.isPending} onStart={() => run.mutate()} />;
  return (
    <CompleteJobButton
      size="sm"
      amountUsd={booking.totals.onHold}
      customerName={booking.customer.name}
      pending={run.isPending}
      onComplete={() => run.mutateAsync()}
    />
  );
}

function StartJobButton({ booking, pending, onStart }: { booking: Booking; pending: boolean; onStart: () => void }) {
  const startWindow = useStartWindow(booking.scheduledDate);
  return (
    <Button
      size="sm"
      onClick={onStart}
      disabled={pending || !startWindow.open}
      title={startWindow.open ? undefined : startWindow.hint}
    >
      <Play /> {startWindow.open ? "Start job" : startWindow.label}
    </Button>
  );
}

/**
 * The booking's total from the server's `totals`: the booked price alone, or with the price changes,
 * tips and refunds that make it up, each converted once and the total their sum as shown.
 */
function BookingTotal({ booking }: { booking: Booking }) {
  const { format, currency, rates } = useCurrency();
  const t = booking.totals;
  const parts = [
    { label: "Booked", amountUsd: booking.totalAmount },
    { label: "Price changes", amountUsd: t.priceChanges },
    { label: "Tips", amountUsd: t.tips },
    { label: "Refunded", amountUsd: booking.refundAmount ? `-${booking.refundAmount}` : "0" },
  ].filter((part, i) => i === 0 || Number(part.amountUsd) !== 0);
  const shown = formatLines(parts, currency, rates);
  const breakdown = parts.length > 1;
  return (
    <div className="text-left sm:text-right">
      <p className="whitespace-nowrap text-lg font-bold text-slate-900" data-testid="booking-total">
        {breakdown ? shown.total : format(t.total)}
      </p>
      <p className="text-xs text-slate-600">
        {booking.duration ? `${booking.duration} h` : ""}
        {booking.hourlyRate ? ` at ${format(booking.hourlyRate)}/hr` : ""}
      </p>
      {breakdown && (
        <dl className="mt-1 grid gap-0.5 text-xs text-slate-600" data-testid="booking-breakdown">
          {parts.map((part, i) => (
            <div key={part.label} className="flex justify-between gap-3 sm:justify-end">
              <dt>{part.label}</dt>
              <dd className="whitespace-nowrap text-slate-900">{shown.lines[i].replace(/^-/, "− ")}</dd>
            </div>
          ))}
        </dl>
      )}
    </div>
  );
}

export function BookingItem({ booking, role }: { booking: Booking; role: "customer" | "tasker" }) {
  const { format } = useCurrency();
  const other = role === "customer" ? booking.tasker : booking.customer;
  const status = STATUS[booking.status];
  const start = new Date(booking.scheduledDate);
  const end = booking.endsAt ? new Date(booking.endsAt) : null;
  return (
    <li className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5" data-testid="booking-item">
      <div className="flex gap-4">
        <Avatar
          initials={other.initials}
          image={other.profileImage}
          seed={other.id}
          className="hidden sm:inline-flex"
        />
        {/* The details take the card's width; the actions and the money forms wrap below them, so
            neither squeezes the other however many buttons a state has. */}
        <div className="min-w-0 flex-1">
          <div className="flex flex-col gap-x-4 gap-y-2 sm:flex-row sm:items-start sm:justify-between">
            <div className="min-w-0">
              <div className="flex flex-wrap items-center gap-2">
                <h2 className="min-w-0 break-words font-semibold text-slate-900">{booking.taskTitle}</h2>
                <Badge variant={status.variant}>{status.label}</Badge>
              </div>
              <p className="mt-0.5 text-sm text-slate-600">
                {role === "customer" ? "Tasker" : "Customer"}:{" "}
                {role === "customer" && booking.taskerProfileId ? (
                  <Link
                    className="rounded font-medium text-slate-900 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
                    href={`/taskers/${booking.taskerProfileId}`}
                  >
                    {other.name}
                  </Link>
                ) : (
                  <span className="font-medium text-slate-900">{other.name}</span>
                )}
              </p>
            </div>
            <div className="shrink-0">
              <BookingTotal booking={booking} />
            </div>
          </div>
          <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600">
            <li className="flex items-center gap-1">
              <CalendarClock className="size-4 shrink-0" aria-hidden="true" />
              {dateTimeLabel(start)}
              {end ? `–${formatDate(end, "h:mm a")}` : ""}
            </li>
            <li className="flex items-center gap-1">
              <MapPin className="size-4 shrink-0" aria-hidden="true" />
              {booking.taskLocation}
            </li>
            <li className="flex items-center gap-1">
              <CreditCard className="size-4 shrink-0" aria-hidden="true" />
              {PAYMENT[booking.paymentStatus]}
              {booking.card?.last4 ? ` · •••• ${booking.card.last4}` : ""}
            </li>
          </ul>
          <PhotoGallery
            photos={booking.taskPhotos}
            label={`Photos of ${booking.taskTitle}`}
            size="sm"
            className="mt-3"
          />
          {booking.status === "cancelled" && booking.refundAmount && (
            <p className="mt-2 text-sm text-slate-600">
              Refunded {format(booking.refundAmount)}
              {booking.cancellationFee && Number(booking.cancellationFee) > 0
                ? ` · cancellation fee ${format(booking.cancellationFee)}`
                : ""}
            </p>
          )}
          {booking.status === "confirmed" && <PendingReschedule booking={booking} role={role} />}
          {/* A long label ('Available from Mon, Nov 30, 8:00 AM') wraps inside its button on a phone. */}
          <div
            className="mt-4 flex flex-wrap gap-2 [&_a]:max-w-full [&_a]:whitespace-normal [&_button]:max-w-full [&_button]:whitespace-normal"
            data-testid="booking-actions"
          >
            <Button size="sm" variant="outline" asChild>
              <Link
                href={`/messages?booking=${booking.id}`}
                aria-label={`Message ${other.name} about ${booking.taskTitle}`}
              >
                <MessageSquare /> Message
              </Link>
            </Button>
            {role === "tasker" && booking.status === "confirmed" && (
              <LifecycleButton booking={booking} action="start" />
            )}
            {role === "tasker" && booking.status === "in_progress" && (
              <LifecycleButton booking={booking} action="complete" />
            )}
            {booking.status === "confirmed" && !booking.pendingReschedule && <RescheduleButton booking={booking} />}
            {booking.status === "confirmed" && <CancelBookingButton booking={booking} />}
            {role === "customer" && booking.paymentStatus === "captured" && (
              <>
                <ReleasePaymentButton bookingId={booking.id} />
                <Button size="sm" variant="outline" asChild>
                  <Link href={`/bookings/${booking.id}/receipt`}>
                    <ReceiptText /> Receipt
                  </Link>
                </Button>
              </>
            )}
            {booking.status === "completed" && <ReviewButton booking={booking} />}
          </div>
          <BookingExtrasPanel booking={booking} role={role} />
          {booking.status === "completed" && <PortfolioConsentPanel booking={booking} role={role} />}
        </div>
      </div>
    </li>
  );
}
