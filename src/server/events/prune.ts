// Events are kept a week: long enough for any instance to replay what it missed and to look back at
// what happened recently, short enough that the table stays small. Deleted in batches so a backlog
// never holds a long transaction.
import { sql } from "drizzle-orm";
import type { Db } from "../db/connect";
import { queryRows } from "../db/query";

export const EVENT_RETENTION_DAYS = 7;
const BATCH = 5_000;

/**
 * Deletes events older than the retention, and the notification centre's keys of those events (an
 * event is told once in its own transaction: its key guards nothing after that); resolves with how
 * many events went.
 */
export async function pruneEvents(db: Db, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - EVENT_RETENTION_DAYS * 86_400_000).toISOString();
  let total = 0;
  for (;;) {
    const deleted = await queryRows<{ id: string }>(
      db,
      sql`delete from events where id in
        (select id from events where created_at < ${before}::timestamptz order by id limit ${BATCH}) returning id`,
    );
    total += deleted.length;
    if (deleted.length < BATCH) break;
  }
  for (;;) {
    const deleted = await queryRows<{ event_id: string }>(
      db,
      sql`delete from notification_events where (event_id, user_id) in
        (select event_id, user_id from notification_events where created_at < ${before}::timestamptz limit ${BATCH})
      returning event_id`,
    );
    if (deleted.length < BATCH) return total;
  }
}
