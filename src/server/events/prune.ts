// Events are kept a week: long enough for any instance to replay what it missed and to look back at
// what happened recently, short enough that the table stays small. Deleted in batches so a backlog
// never holds a long transaction.
import { sql } from "drizzle-orm";
import type { Db } from "../db/connect";
import { queryRows } from "../db/query";

export const EVENT_RETENTION_DAYS = 7;
const BATCH = 5_000;

/** Deletes events older than the retention; resolves with how many went. */
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
    if (deleted.length < BATCH) return total;
  }
}
