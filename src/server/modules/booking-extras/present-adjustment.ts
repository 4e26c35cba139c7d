// A booking_adjustments row as the API shows it.
import type { Adjustment } from "../../../contract/booking-extras";
import { fromCents } from "../../../contract/money";

export interface AdjustmentRow extends Record<string, unknown> {
  id: string;
  booking_id: string;
  kind: Adjustment["kind"];
  hours: number | null;
  amount_cents: number;
  fee_cents: number;
  note: string;
  status: Adjustment["status"];
  created_at: Date;
  decided_at: Date | null;
}

export function toAdjustment(r: AdjustmentRow): Adjustment {
  return {
    id: r.id,
    bookingId: r.booking_id,
    kind: r.kind,
    hours: r.hours,
    amount: fromCents(r.amount_cents),
    serviceFee: fromCents(r.fee_cents),
    total: fromCents(r.amount_cents + r.fee_cents),
    note: r.note,
    status: r.status,
    createdAt: new Date(r.created_at).toISOString(),
    decidedAt: r.decided_at ? new Date(r.decided_at).toISOString() : null,
  };
}
