// What cancelling a booking now would cost and refund its customer or tasker, by the policy the
// booking process's cancel transition applies (transitions.ts).
import { sql } from "drizzle-orm";
import type { CancellationPreview } from "../../../contract/bookings";
import { fromCents } from "../../../contract/money";
import type { Db } from "../../db/connect";
import { queryRows, type Row } from "../../db/query";
import { notFound } from "../../lib/http-error";
import { isUuid } from "../../lib/sql-text";
import type { UserRow } from "../../plugins/auth";
import { partyRole, permit } from "./process";
import { cancellationOf } from "./transitions";

/** What cancelling now would cost the user, by the policy the cancellation applies. */
export async function cancellationPreview(db: Db, user: UserRow, id: string): Promise<CancellationPreview> {
  if (!isUuid(id)) throw notFound("Booking not found");
  const [row] = await queryRows<Row>(db, sql`select * from bookings where id = ${id}::uuid`);
  if (!row || (row.customer_id !== user.id && row.tasker_id !== user.id)) throw notFound("Booking not found");
  const actor = partyRole(row, user);
  permit("cancel", row.status, actor);
  const by = actor.role === "tasker" ? "tasker" : "customer";
  const a = cancellationOf(row, by, new Date());
  return {
    bookingId: String(row.id),
    cancelledBy: by,
    total: fromCents(a.totalCents),
    fee: fromCents(a.feeCents),
    refund: fromCents(a.refundCents),
    freeUntil: a.freeUntil.toISOString(),
    free: a.free,
  };
}
