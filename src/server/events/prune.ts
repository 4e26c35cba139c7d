// Events are kept a week: long enough for any instance to replay what it missed and to look back at
// what happened recently, short enough that the table stays small. What only guards events against
// being told twice goes with them; read notifications go after 90 days (a person scrolls back weeks,
// not seasons; unread ones stay), pushes a week after they went, reminder claims after 14 days (a reminder is only due within 7 days
// of its cause). Deleted in batches so a backlog never holds a long transaction.
import { sql, type SQL } from "drizzle-orm";
import type { Db } from "../db/connect";
import { queryRows } from "../db/query";

export const EVENT_RETENTION_DAYS = 7;
export const READ_NOTIFICATION_RETENTION_DAYS = 90;
const REMINDER_CLAIM_RETENTION_DAYS = 14;
const BATCH = 5_000;

const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * 86_400_000).toISOString();

/** Runs `deleteBatch` (a delete of at most BATCH rows, returning one column) until it deletes fewer; the total. */
async function deleteInBatches(db: Db, deleteBatch: SQL): Promise<number> {
  let total = 0;
  for (;;) {
    const deleted = await queryRows<{ one: number }>(db, deleteBatch);
    total += deleted.length;
    if (deleted.length < BATCH) return total;
  }
}

/** Deletes what is past its retention; resolves with how many events went. */
export async function pruneEvents(db: Db, now = new Date()): Promise<number> {
  const events = daysBefore(now, EVENT_RETENTION_DAYS);
  const total = await deleteInBatches(
    db,
    sql`delete from events where id in
      (select id from events where created_at < ${events}::timestamptz order by id limit ${BATCH}) returning 1 as one`,
  );
  await deleteInBatches(
    db,
    sql`delete from notification_events where (event_id, user_id) in
      (select event_id, user_id from notification_events where created_at < ${events}::timestamptz limit ${BATCH})
    returning 1 as one`,
  );
  const read = daysBefore(now, READ_NOTIFICATION_RETENTION_DAYS);
  await deleteInBatches(
    db,
    sql`delete from notifications where id in
      (select id from notifications where read_at < ${read}::timestamptz limit ${BATCH}) returning 1 as one`,
  );
  await deleteInBatches(
    db,
    sql`delete from push_deliveries where id in
      (select id from push_deliveries where done_at < ${events}::timestamptz limit ${BATCH}) returning 1 as one`,
  );
  const claims = daysBefore(now, REMINDER_CLAIM_RETENTION_DAYS);
  await deleteInBatches(
    db,
    sql`delete from reminders_sent where (subject, reminder) in
      (select subject, reminder from reminders_sent where created_at < ${claims}::timestamptz limit ${BATCH})
    returning 1 as one`,
  );
  return total;
}
