// The bookings whose money moved last (from the newest journals), for the admin Finance page: each
// opens that booking's money view.
import { sql } from "drizzle-orm";
import type { AdminFinance } from "../../../contract/finance";
import type { Db } from "../../db/connect";
import { queryRows } from "../../db/query";
import { toIso } from "../../lib/dates";

type RecentRow = {
  booking_id: string;
  title: string;
  kind: AdminFinance["recentBookings"][number]["lastMovement"];
  created_at: Date;
};

/** Up to `limit` bookings, newest movement first; reads only the newest 200 journals. */
export async function recentBookingMovements(db: Db, limit = 20): Promise<AdminFinance["recentBookings"]> {
  const rows = await queryRows<RecentRow>(
    db,
    sql`with newest as (
      select booking_id, max(seq) as seq from (
        select booking_id, seq from ledger_journals where booking_id is not null order by seq desc limit 200
      ) r group by booking_id order by max(seq) desc limit ${limit}
    )
    select j.booking_id::text, k.title, j.kind, j.created_at
    from newest n join ledger_journals j on j.seq = n.seq join bookings b on b.id = j.booking_id
      join tasks k on k.id = b.task_id
    order by n.seq desc`,
  );
  return rows.map((r) => ({
    bookingId: r.booking_id,
    taskTitle: r.title,
    lastMovement: r.kind,
    movedAt: toIso(r.created_at),
  }));
}
