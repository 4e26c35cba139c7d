// The customer opens a dispute on a completed booking whose payment is still held: the tasker's
// share is frozen (booking_funds 'disputed', which the release job leaves alone) and the tasker
// has DISPUTE_RESPONSE_HOURS to accept or counter. Audited and e-mailed to both.
import { sql } from "drizzle-orm";
import { DISPUTE_RESPONSE_HOURS, type Dispute, type OpenDisputeInput } from "../../../contract/booking-extras";
import { fromCents, toCents } from "../../../contract/money";
import type { Db } from "../../db/connect";
import { queryRows } from "../../db/query";
import { recordEvents } from "../../events/record";
import { writeAudit } from "../../lib/audit";
import { badRequest, conflict, forbidden } from "../../lib/http-error";
import type { UserRow } from "../../plugins/auth";
import { bookingFigures, refundableCents } from "../booking-extras/figures";
import { lockBookingMoney } from "../booking-extras/locate";
import { disputeOpenedCustomer, disputeOpenedTasker } from "../notifications/money-emails";
import { mailBookingParties } from "../notifications/money-notify";
import { DISPUTE_COLUMNS, toDispute, type DisputeRow } from "./present";

const RELEASED: Record<string, string> = {
  available: "The payment was already released to the tasker, so a dispute can no longer be opened.",
  paid_out: "The payment was already released to the tasker, so a dispute can no longer be opened.",
  refunded: "This booking was already refunded.",
  disputed: "A dispute is already open for this booking.",
};

export async function openDispute(
  db: Db,
  user: UserRow,
  bookingId: string,
  input: OpenDisputeInput,
  origin: string,
  now = new Date(),
): Promise<Dispute> {
  return db.transaction(async (tx) => {
    const booking = await lockBookingMoney(tx, bookingId, user.id);
    if (booking.customer_id !== user.id) throw forbidden("Only the customer can open a dispute on this booking.");
    if (booking.status !== "completed" || booking.funds_status === null)
      throw conflict("A dispute can be opened once the job is completed and paid.");
    if (booking.funds_status !== "held") throw conflict(RELEASED[booking.funds_status] ?? "The payment is not held.");
    const [earlier] = await queryRows<{ status: string }>(
      tx,
      sql`select status from disputes where booking_id = ${booking.id}::uuid`,
    );
    if (earlier) throw conflict("This booking already had a dispute; it is settled.");
    const requested = toCents(input.requestedRefund.trim());
    const refundable = refundableCents(await bookingFigures(tx, booking.id));
    if (requested > refundable)
      throw badRequest(`You can ask for at most ${fromCents(refundable)} USD, what was paid for this booking.`, {
        requestedRefund: `At most ${fromCents(refundable)}`,
      });
    const respondBy = new Date(now.getTime() + DISPUTE_RESPONSE_HOURS * 3_600_000);
    const [row] = await queryRows<DisputeRow>(
      tx,
      sql`insert into disputes as d (booking_id, customer_id, tasker_id, reason, details, requested_refund_cents, respond_by)
      values (${booking.id}::uuid, ${booking.customer_id}::uuid, ${booking.tasker_id}::uuid, ${input.reason},
        ${input.details.trim()}, ${requested}, ${respondBy.toISOString()}::timestamptz)
      returning ${DISPUTE_COLUMNS}`,
    );
    await queryRows(tx, sql`update booking_funds set status = 'disputed' where booking_id = ${booking.id}::uuid`);
    const dispute = toDispute(row);
    await writeAudit(tx, {
      actorId: user.id,
      action: "dispute.opened",
      targetType: "dispute",
      targetId: dispute.id,
      before: null,
      after: { bookingId: booking.id, reason: dispute.reason, requestedRefund: dispute.requestedRefund },
    });
    await mailBookingParties(tx, booking.id, origin, {
      customer: (m) => disputeOpenedCustomer(m, dispute.requestedRefund, respondBy),
      tasker: (m) => disputeOpenedTasker(m, dispute.requestedRefund, respondBy),
    });
    const parties = { customerId: String(booking.customer_id), taskerId: String(booking.tasker_id) };
    await recordEvents(tx, { type: "dispute.opened", disputeId: dispute.id, bookingId: booking.id, ...parties });
    return dispute;
  });
}
