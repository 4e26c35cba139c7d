// A disputes row as the API shows it (amounts as "12.50" strings, dates as ISO).
import { sql } from "drizzle-orm";
import type { Dispute } from "../../../contract/booking-extras";
import { fromCents } from "../../../contract/money";

export interface DisputeRow extends Record<string, unknown> {
  id: string;
  booking_id: string;
  status: Dispute["status"];
  reason: Dispute["reason"];
  details: string;
  requested_refund_cents: number;
  respond_by: Date;
  tasker_response: Dispute["taskerResponse"];
  counter_refund_cents: number | null;
  tasker_note: string | null;
  escalation_reason: Dispute["escalationReason"];
  escalated_at: Date | null;
  refund_cents: number | null;
  released_cents: number | null;
  resolution_note: string | null;
  resolved_at: Date | null;
  created_at: Date;
}

/** The columns of DisputeRow, for `select ${DISPUTE_COLUMNS} from disputes d`. */
export const DISPUTE_COLUMNS = sql.raw(`d.id::text, d.booking_id::text, d.status, d.reason, d.details,
  d.requested_refund_cents, d.respond_by, d.tasker_response, d.counter_refund_cents, d.tasker_note,
  d.escalation_reason, d.escalated_at, d.refund_cents, d.released_cents, d.resolution_note, d.resolved_at, d.created_at`);

const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);
const money = (cents: number | null) => (cents === null ? null : fromCents(cents));

export function toDispute(r: DisputeRow): Dispute {
  return {
    id: r.id,
    bookingId: r.booking_id,
    status: r.status,
    reason: r.reason,
    details: r.details,
    requestedRefund: fromCents(r.requested_refund_cents),
    respondBy: new Date(r.respond_by).toISOString(),
    taskerResponse: r.tasker_response,
    counterRefund: money(r.counter_refund_cents),
    taskerNote: r.tasker_note,
    escalationReason: r.escalation_reason,
    escalatedAt: iso(r.escalated_at),
    refund: money(r.refund_cents),
    released: money(r.released_cents),
    resolutionNote: r.resolution_note,
    resolvedAt: iso(r.resolved_at),
    createdAt: new Date(r.created_at).toISOString(),
  };
}
