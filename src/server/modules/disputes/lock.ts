// Locks a dispute together with its booking (booking first, then the dispute: the one order every
// dispute change takes), for a participant or an admin.
import { sql } from "drizzle-orm";
import type { Db } from "../../db/connect";
import { queryRows } from "../../db/query";
import { notFound } from "../../lib/http-error";
import { isUuid } from "../../lib/sql-text";
import { lockBookingMoney, type BookingMoneyRow } from "../booking-extras/locate";
import { DISPUTE_COLUMNS, type DisputeRow } from "./present";

export async function lockDispute(
  tx: Db,
  disputeId: string,
  actor: { id: string; admin: boolean },
): Promise<{ dispute: DisputeRow; booking: BookingMoneyRow }> {
  if (!isUuid(disputeId)) throw notFound("Dispute not found");
  const [ref] = await queryRows<{ booking_id: string; customer_id: string; tasker_id: string }>(
    tx,
    sql`select booking_id::text, customer_id::text, tasker_id::text from disputes where id = ${disputeId}::uuid`,
  );
  if (!ref || (!actor.admin && ref.customer_id !== actor.id && ref.tasker_id !== actor.id))
    throw notFound("Dispute not found");
  const booking = await lockBookingMoney(tx, ref.booking_id, actor.admin ? ref.customer_id : actor.id);
  const [dispute] = await queryRows<DisputeRow>(
    tx,
    sql`select ${DISPUTE_COLUMNS} from disputes d where d.id = ${disputeId}::uuid for update`,
  );
  return { dispute, booking };
}
