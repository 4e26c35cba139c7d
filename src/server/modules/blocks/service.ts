// Blocking another person: the list, block (idempotent) and unblock. Silent by design: no
// notification or e-mail goes out and no screen hears of it, so the blocked person cannot tell
// (docs/decisions/0058); the one event it records reaches only the caches (decision 0066).
import { sql } from "drizzle-orm";
import {
  BLOCK_ADMIN,
  BLOCK_NOT_FOUND,
  BLOCK_SELF,
  BLOCK_USER_NOT_FOUND,
  type BlockedPerson,
} from "../../../contract/blocks";
import { displayName } from "../../../contract/tasker-display";
import type { Db } from "../../db/connect";
import { queryRows, type PgTimestamp } from "../../db/query";
import { toIso } from "../../lib/dates";
import { badRequest, forbidden, notFound } from "../../lib/http-error";
import { isUuid } from "../../lib/sql-text";
import type { UserRow } from "../../plugins/auth";
import { countBlockChange } from "../auth/throttle";
import { recordEvents } from "../../events/record";

type BlockedRow = {
  user_id: string;
  first_name: string;
  last_name: string;
  profile_image: string | null;
  bio: string | null;
  created_at: PgTimestamp;
};

const BLOCKED_COLUMNS = sql`u.id as user_id, u.first_name, u.last_name, u.profile_image, tp.bio, b.created_at`;
const BLOCKED_FROM = sql`user_blocks b join users u on u.id = b.blocked_id left join tasker_profiles tp on tp.user_id = u.id`;

function toBlockedPerson(r: BlockedRow): BlockedPerson {
  return {
    userId: r.user_id,
    // One name per person everywhere: a tasker's business name, else first name and last initial.
    name: displayName(r.bio, r.first_name, r.last_name, r.user_id),
    avatarUrl: r.profile_image,
    blockedAt: toIso(r.created_at),
  };
}

function requireBlocker(user: UserRow): void {
  if (user.userType === "admin") throw forbidden("Administrators do not block people.");
}

/** The people `user` blocked, most recent first. */
export async function listBlocked(db: Db, user: UserRow): Promise<BlockedPerson[]> {
  const rows = await queryRows<BlockedRow>(
    db,
    sql`select ${BLOCKED_COLUMNS} from ${BLOCKED_FROM} where b.blocker_id = ${user.id}::uuid
    order by b.created_at desc, u.id limit 500`,
  );
  return rows.map(toBlockedPerson);
}

/** Blocks `targetId`; `created` is false when they were already blocked (the same row answers). */
export async function blockUser(
  db: Db,
  user: UserRow,
  targetId: string,
): Promise<{ person: BlockedPerson; created: boolean }> {
  requireBlocker(user);
  if (targetId === user.id) throw badRequest(BLOCK_SELF, { userId: BLOCK_SELF });
  const [target] = await queryRows<{ user_type: string }>(
    db,
    sql`select user_type from users where id = ${targetId}::uuid and deleted_at is null`,
  );
  if (!target) throw notFound(BLOCK_USER_NOT_FOUND);
  if (target.user_type === "admin") throw forbidden(BLOCK_ADMIN);
  await countBlockChange(db, user.id);
  const inserted = await db.transaction(async (tx) => {
    const rows = await queryRows<{ blocked_id: string }>(
      tx,
      sql`insert into user_blocks (blocker_id, blocked_id) values (${user.id}::uuid, ${targetId}::uuid)
      on conflict do nothing returning blocked_id`,
    );
    if (rows.length) await recordEvents(tx, { type: "block.changed", blockerId: user.id, blockedId: targetId });
    return rows;
  });
  const [row] = await queryRows<BlockedRow>(
    db,
    sql`select ${BLOCKED_COLUMNS} from ${BLOCKED_FROM}
    where b.blocker_id = ${user.id}::uuid and b.blocked_id = ${targetId}::uuid`,
  );
  return { person: toBlockedPerson(row), created: inserted.length > 0 };
}

/** Unblocks `targetId`; 404 when they were not blocked. */
export async function unblockUser(db: Db, user: UserRow, targetId: string): Promise<void> {
  requireBlocker(user);
  if (!isUuid(targetId)) throw notFound(BLOCK_NOT_FOUND);
  await countBlockChange(db, user.id);
  await db.transaction(async (tx) => {
    const deleted = await queryRows<{ blocked_id: string }>(
      tx,
      sql`delete from user_blocks where blocker_id = ${user.id}::uuid and blocked_id = ${targetId}::uuid
      returning blocked_id`,
    );
    if (!deleted.length) throw notFound(BLOCK_NOT_FOUND);
    await recordEvents(tx, { type: "block.changed", blockerId: user.id, blockedId: targetId });
  });
}
