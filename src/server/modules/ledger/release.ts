// Releasing a booking's held share: its whole tasker_held balance moves to tasker_available in one
// 'release' journal and the booking_funds row becomes 'available'. The caller holds the row's lock.
import { sql } from "drizzle-orm";
import type { Db } from "../../db/connect";
import { queryRows } from "../../db/query";
import { releaseJournal } from "./extra-journals";
import { postJournal } from "./post";

/** Releases a locked 'held' booking_funds row at `now`; returns the cents released. */
export async function releaseLockedFunds(
  tx: Db,
  funds: { bookingId: string; taskerId: string },
  now: Date,
  memo: string,
): Promise<number> {
  const [{ held }] = await queryRows<{ held: number }>(
    tx,
    sql`select coalesce(sum(amount_cents), 0)::int as held from ledger_entries
    where booking_id = ${funds.bookingId}::uuid and account = 'tasker_held' and user_id = ${funds.taskerId}::uuid`,
  );
  if (held > 0) await postJournal(tx, releaseJournal(funds, held, memo));
  await tx.execute(sql`update booking_funds set status = 'available', released_at = ${now.toISOString()}::timestamptz
    where booking_id = ${funds.bookingId}::uuid`);
  return held;
}
