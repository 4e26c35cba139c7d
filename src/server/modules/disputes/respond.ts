// The tasker answers a dispute before its deadline: accepting refunds what the customer asked and
// releases the rest at once; a counter offer (less than asked) goes to admins with both amounts.
import { sql } from "drizzle-orm";
import type { Dispute, RespondDisputeInput } from "../../../contract/booking-extras";
import { fromCents, toCents } from "../../../contract/money";
import type { Db } from "../../db/connect";
import { queryRows } from "../../db/query";
import { recordEvents } from "../../events/record";
import { writeAudit } from "../../lib/audit";
import { badRequest, conflict, forbidden } from "../../lib/http-error";
import type { UserRow } from "../../plugins/auth";
import { disputeEscalated, disputeResolvedMails, type MoneyMail } from "../notifications/money-emails";
import { mailBookingParties } from "../notifications/money-notify";
import { moneyTransaction } from "../payments/money-transaction";
import type { PaymentProvider } from "../payments/provider";
import { lockDispute } from "./lock";
import { DISPUTE_COLUMNS, toDispute, type DisputeRow } from "./present";
import { settleDispute } from "./settle";

export async function respondToDispute(
  db: Db,
  payments: PaymentProvider,
  user: UserRow,
  disputeId: string,
  input: RespondDisputeInput,
  origin: string,
  now = new Date(),
): Promise<Dispute> {
  return moneyTransaction(db, async (m) => {
    const { tx } = m;
    const { dispute, booking } = await lockDispute(tx, disputeId, { id: user.id, admin: false });
    if (booking.tasker_id !== user.id) throw forbidden("Only the tasker can answer this dispute.");
    if (dispute.status !== "awaiting_tasker" || now.getTime() > new Date(dispute.respond_by).getTime())
      throw conflict("This dispute can no longer be answered: it went to taskly's team or is settled.");
    const before = toDispute(dispute);
    let row: DisputeRow;
    if (input.response === "accept") {
      const s = await settleDispute(m, payments, booking, dispute.requested_refund_cents, "Dispute: refund accepted");
      [row] = await queryRows<DisputeRow>(
        tx,
        sql`update disputes d set status = 'resolved', tasker_response = 'accepted', tasker_note = ${input.note?.trim() || null},
          responded_at = now(), refund_cents = ${s.refundCents}, released_cents = ${s.releasedCents}, resolved_at = now()
        where d.id = ${dispute.id}::uuid returning ${DISPUTE_COLUMNS}`,
      );
    } else {
      const counter = toCents(input.counterRefund.trim());
      if (counter >= dispute.requested_refund_cents)
        throw badRequest(
          `A counter offer is less than the ${fromCents(dispute.requested_refund_cents)} asked; to agree, accept.`,
          {
            counterRefund: "Offer less than asked, or accept",
          },
        );
      [row] = await queryRows<DisputeRow>(
        tx,
        sql`update disputes d set status = 'escalated', tasker_response = 'countered', counter_refund_cents = ${counter},
          tasker_note = ${input.note.trim()}, responded_at = now(), escalation_reason = 'countered', escalated_at = now()
        where d.id = ${dispute.id}::uuid returning ${DISPUTE_COLUMNS}`,
      );
    }
    const after = toDispute(row);
    await writeAudit(tx, {
      actorId: user.id,
      action: input.response === "accept" ? "dispute.accepted" : "dispute.countered",
      targetType: "dispute",
      targetId: after.id,
      before: { status: before.status },
      after: { status: after.status, refund: after.refund, counterRefund: after.counterRefund },
    });
    const escalated = (m: MoneyMail) => disputeEscalated(m, "countered", after.counterRefund);
    const mails =
      after.status === "resolved"
        ? disputeResolvedMails(after.refund ?? "0.00", after.released ?? "0.00", after.taskerNote)
        : { customer: escalated, tasker: escalated };
    await mailBookingParties(tx, booking.id, origin, mails);
    await recordEvents(tx, {
      type: after.status === "resolved" ? "dispute.settled" : "dispute.answered",
      disputeId: after.id,
      bookingId: booking.id,
      customerId: booking.customer_id,
      taskerId: booking.tasker_id,
      actorId: user.id,
    });
    return after;
  });
}
