// GET /api/admin/disputes: disputes of one status (or all) with the booking's title, the two
// parties and what could still be refunded, oldest first.
import { sql } from "drizzle-orm";
import type { AdminDispute } from "../../../contract/booking-extras";
import { fromCents } from "../../../contract/money";
import type { Db } from "../../db/connect";
import { queryRows } from "../../db/query";
import { bookingFigures, refundableCents } from "../booking-extras/figures";
import { DISPUTE_COLUMNS, toDispute, type DisputeRow } from "./present";

type ListRow = DisputeRow & { title: string; customer_name: string; tasker_name: string; total_amount: string };

export async function listDisputes(db: Db, status: AdminDispute["status"] | "all"): Promise<AdminDispute[]> {
  const where = status === "all" ? sql`true` : sql`d.status = ${status}`;
  const rows = await queryRows<ListRow>(
    db,
    sql`select ${DISPUTE_COLUMNS}, k.title, b.total_amount::text,
      c.first_name || ' ' || c.last_name as customer_name, t.first_name || ' ' || t.last_name as tasker_name
    from disputes d join bookings b on b.id = d.booking_id join tasks k on k.id = b.task_id
    join users c on c.id = d.customer_id join users t on t.id = d.tasker_id
    where ${where} order by d.created_at limit 200`,
  );
  const list: AdminDispute[] = [];
  for (const r of rows) {
    const refundable = refundableCents(await bookingFigures(db, r.booking_id));
    list.push({
      ...toDispute(r),
      taskTitle: r.title,
      customerName: r.customer_name,
      taskerName: r.tasker_name,
      bookingTotal: r.total_amount,
      refundable: fromCents(refundable),
    });
  }
  return list;
}
