// An admin settles an escalated dispute: refund X to the customer, release the rest to the
// tasker, with a note. Audited and e-mailed to both sides.
import { sql } from "drizzle-orm";
import type { Dispute, ResolveDisputeInput } from "../../../contract/booking-extras";
import { toCents } from "../../../contract/money";
import type { Db } from "../../db/connect";
import { queryRows } from "../../db/query";
import { recordEvents } from "../../events/record";
import { writeAudit } from "../../lib/audit";
import { conflict } from "../../lib/http-error";
import type { UserRow } from "../../plugins/auth";
import { disputeResolvedMails } from "../notifications/money-emails";
import { mailBookingParties } from "../notifications/money-notify";
import { moneyTransaction } from "../payments/money-transaction";
import type { PaymentProvider } from "../payments/provider";
import { lockDispute } from "./lock";
import { DISPUTE_COLUMNS, toDispute, type DisputeRow } from "./present";
import { settleDispute } from "./settle";

export async function resolveDispute(
  db: Db,
  payments: PaymentProvider,
  admin: UserRow,
  disputeId: string,
  input: ResolveDisputeInput,
  origin: string,
): Promise<Dispute> {
  return moneyTransaction(db, async (m) => {
    const { tx } = m;
    const { dispute, booking } = await lockDispute(tx, disputeId, { id: admin.id, admin: true });
    if (dispute.status === "resolved") throw conflict("This dispute is already settled.");
    if (dispute.status !== "escalated")
      throw conflict(
        "The tasker can still answer this dispute; it comes to admins after the deadline or a counter offer.",
      );
    const note = input.note.trim();
    const s = await settleDispute(m, payments, booking, toCents(input.refund.trim()), "Dispute settled by taskly");
    const [row] = await queryRows<DisputeRow>(
      tx,
      sql`update disputes d set status = 'resolved', refund_cents = ${s.refundCents}, released_cents = ${s.releasedCents},
        resolution_note = ${note}, resolved_by = ${admin.id}::uuid, resolved_at = now()
      where d.id = ${dispute.id}::uuid returning ${DISPUTE_COLUMNS}`,
    );
    const after = toDispute(row);
    await writeAudit(tx, {
      actorId: admin.id,
      action: "dispute.resolved",
      targetType: "dispute",
      targetId: after.id,
      before: { status: dispute.status },
      after: { status: after.status, refund: after.refund, released: after.released, note },
    });
    const mails = disputeResolvedMails(after.refund ?? "0.00", after.released ?? "0.00", note);
    await mailBookingParties(tx, booking.id, origin, mails);
    await recordEvents(tx, {
      type: "dispute.settled",
      disputeId: after.id,
      bookingId: booking.id,
      customerId: booking.customer_id,
      taskerId: booking.tasker_id,
      actorId: admin.id,
    });
    return after;
  });
}
