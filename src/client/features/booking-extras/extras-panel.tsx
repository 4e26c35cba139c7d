// Money after booking on a booking card: price changes (tasker proposes, customer answers), the
// tip form, the dispute form and the dispute's status with deadlines, for in-progress and
// completed bookings.
import { useQuery } from "@tanstack/react-query";
import type { Booking } from "@contract/bookings";
import { AdjustmentList, ProposeAdjustmentForm } from "./adjustments-section";
import { useCurrency } from "@/features/currency";
import { bookingExtrasQuery } from "./api/extras";
import { DisputeStatus, OpenDisputeForm } from "./dispute-section";
import { TipForm } from "./tip-form";

export function BookingExtrasPanel({ booking, role }: { booking: Booking; role: "customer" | "tasker" }) {
  const active = booking.status === "in_progress" || booking.status === "completed";
  const { format } = useCurrency();
  const query = useQuery({ ...bookingExtrasQuery(booking.id), enabled: active });
  const x = query.data;
  if (!active || !x) return null;
  const customer = role === "customer";
  const tipOpen = customer && x.savedCard && x.tipUntil && Date.now() < Date.parse(x.tipUntil);
  const disputable = customer && !x.dispute && x.fundsStatus === "held";
  // One price change at a time: the form comes back once the customer has answered.
  const canPropose =
    !customer && booking.status === "in_progress" && x.savedCard && !x.adjustments.some((a) => a.status === "pending");
  return (
    // Not a landmark: a page lists many bookings, and one region per card would only add noise.
    <div className="mt-4 grid gap-3 border-t border-slate-100 pt-4" data-testid="booking-extras">
      {x.adjustments.length > 0 && <AdjustmentList items={x.adjustments} canDecide={customer} />}
      {canPropose && <ProposeAdjustmentForm bookingId={booking.id} />}
      {x.tips.length > 0 && (
        <p className="text-sm text-slate-600" data-testid="booking-tips">
          Tips: {x.tips.map((t) => format(t.amount)).join(", ")}
        </p>
      )}
      {tipOpen && booking.status === "completed" && <TipForm bookingId={booking.id} until={x.tipUntil!} />}
      {x.dispute && <DisputeStatus dispute={x.dispute} role={role} />}
      {disputable && (
        <details className="rounded-xl border border-slate-200 p-3">
          <summary className="cursor-pointer text-sm font-medium text-slate-900">Report a problem</summary>
          <div className="mt-3">
            <OpenDisputeForm bookingId={booking.id} refundable={x.refundable} />
          </div>
        </details>
      )}
    </div>
  );
}
