// The one rule of blocking: two people are apart when either blocked the other. Every path that
// keeps a blocked pair apart (messages, offers, invitations, bookings, search, Get Matched, Find Work,
// task alerts, a tasker's profile) reads it from here.
import { sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/connect";
import { queryRows } from "../../db/query";
import { isUuid } from "../../lib/sql-text";

/** True when the users `a` and `b` (uuid expressions) are a blocked pair, in either direction. */
export function blockedBetween(a: SQL, b: SQL): SQL {
  return sql`exists (select 1 from user_blocks ub
    where (ub.blocker_id = ${a} and ub.blocked_id = ${b}) or (ub.blocker_id = ${b} and ub.blocked_id = ${a}))`;
}

/** The condition that the user `viewerId` and the user in `otherColumn` are not a blocked pair. */
export function notBlocked(viewerId: string, otherColumn: SQL): SQL {
  return sql`not ${blockedBetween(sql`${viewerId}::uuid`, otherColumn)}`;
}

/** Everyone `userId` is apart from (blocked by them or blocking them), as user ids in order. */
function pairedWith(userId: string): SQL {
  return sql`select ub.blocked_id as other_id from user_blocks ub where ub.blocker_id = ${userId}::uuid
    union select ub.blocker_id from user_blocks ub where ub.blocked_id = ${userId}::uuid`;
}

/** The tasker profile ids of the people `userId` is apart from, sorted (search leaves them out). */
export async function blockedTaskerProfileIds(db: Db, userId: string): Promise<string[]> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`select tp.id from (${pairedWith(userId)}) p join tasker_profiles tp on tp.user_id = p.other_id order by tp.id`,
  );
  return rows.map((r) => r.id);
}

/** Whether the tasker with profile `profileId` blocked the user `viewerId` (their profile is then not found). */
export async function taskerBlocked(db: Db, profileId: string, viewerId: string): Promise<boolean> {
  if (!isUuid(profileId)) return false;
  const [row] = await queryRows<{ blocked: boolean }>(
    db,
    sql`select exists (select 1 from tasker_profiles tp join user_blocks ub on ub.blocker_id = tp.user_id
      where tp.id = ${profileId}::uuid and ub.blocked_id = ${viewerId}::uuid) as blocked`,
  );
  return row.blocked;
}

/** `column` (a uuid) is none of `ids`; no condition at all when there are none. */
export function noneOf(column: SQL, ids: readonly string[]): SQL[] {
  return ids.length ? [sql`${column} <> all(${`{${ids.join(",")}}`}::uuid[])`] : [];
}
