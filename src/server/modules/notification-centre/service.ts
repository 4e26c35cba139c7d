// Reading and marking a person's notification centre items. Each change is one transaction that also
// records `notifications.read`, so the person's bells on every instance show the new count.
import { sql } from "drizzle-orm";
import {
  NOTIFICATION_NOT_FOUND,
  notificationTitle,
  type Notification,
  type NotificationCategory,
  type NotificationData,
  type NotificationKind,
} from "../../../contract/notifications";
import type { Db } from "../../db/connect";
import { queryRows, type PgTimestamp } from "../../db/query";
import { recordEvents } from "../../events/record";
import { toIso as iso } from "../../lib/dates";
import { notFound } from "../../lib/http-error";
import type { KeysetPosition } from "../../lib/page-cursor";
import { isUuid } from "../../lib/sql-text";

interface ItemRow {
  id: string;
  category: NotificationCategory;
  kind: NotificationKind;
  count: number;
  subject_type: Notification["subject"]["type"];
  subject_id: string;
  link: string;
  data: NotificationData;
  read_at: PgTimestamp | null;
  created_at: PgTimestamp;
  updated_at: PgTimestamp;
  /** `updated_at` to the microsecond, the page cursor's sort value. */
  position: string;
}

const COLUMNS = sql`id, category, kind, count, subject_type, subject_id, link, data, read_at, created_at, updated_at,
  to_char(updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as position`;

function toItem(r: ItemRow): Notification {
  const data: NotificationData = {};
  if (r.data.taskTitle) data.taskTitle = r.data.taskTitle;
  if (r.data.actorName) data.actorName = r.data.actorName;
  if (r.data.reason) data.reason = r.data.reason;
  if (r.data.until) data.until = r.data.until;
  return {
    id: r.id,
    category: r.category,
    kind: r.kind,
    count: r.count,
    title: notificationTitle(r.kind, r.count, data),
    link: r.link,
    subject: { type: r.subject_type, id: r.subject_id },
    data,
    read: r.read_at !== null,
    readAt: r.read_at === null ? null : iso(r.read_at),
    createdAt: iso(r.created_at),
    updatedAt: iso(r.updated_at),
  };
}

/** A page of `userId`'s items, newest first, after `after`; with the next page's position and the total. */
export async function listNotifications(
  db: Db,
  userId: string,
  limit: number,
  after: KeysetPosition | null,
): Promise<{ items: Notification[]; next: KeysetPosition | null; total: number }> {
  const rows = await queryRows<ItemRow>(
    db,
    sql`select ${COLUMNS} from notifications where user_id = ${userId}::uuid
    ${after ? sql`and (updated_at, id) < (${String(after.v)}::timestamptz, ${after.id}::uuid)` : sql``}
    order by updated_at desc, id desc limit ${limit + 1}`,
  );
  const [{ total }] = await queryRows<{ total: number }>(
    db,
    sql`select count(*)::int as total from notifications where user_id = ${userId}::uuid`,
  );
  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
  return {
    items: page.map(toItem),
    next: rows.length > limit && last ? { v: last.position, id: last.id } : null,
    total,
  };
}

export async function unreadNotifications(db: Db, userId: string): Promise<number> {
  const [row] = await queryRows<{ count: number }>(
    db,
    sql`select count(*)::int as count from notifications where user_id = ${userId}::uuid and read_at is null`,
  );
  return row.count;
}

/** Marks one of `userId`'s items read (another's, or none, is not found); answers the item. */
export async function markRead(db: Db, userId: string, id: string): Promise<Notification> {
  if (!isUuid(id)) throw notFound(NOTIFICATION_NOT_FOUND);
  return db.transaction(async (tx) => {
    const [changed] = await queryRows<ItemRow>(
      tx,
      sql`update notifications set read_at = now() where id = ${id}::uuid and user_id = ${userId}::uuid
      and read_at is null returning ${COLUMNS}`,
    );
    if (changed) {
      await recordEvents(tx, { type: "notifications.read", userId });
      return toItem(changed);
    }
    const [row] = await queryRows<ItemRow>(
      tx,
      sql`select ${COLUMNS} from notifications where id = ${id}::uuid and user_id = ${userId}::uuid`,
    );
    if (!row) throw notFound(NOTIFICATION_NOT_FOUND);
    return toItem(row);
  });
}

/** Marks every unread item of `userId` read; answers the unread count (0). */
export async function markAllRead(db: Db, userId: string): Promise<{ count: number }> {
  await db.transaction(async (tx) => {
    const changed = await queryRows<{ id: string }>(
      tx,
      sql`update notifications set read_at = now() where user_id = ${userId}::uuid and read_at is null returning id`,
    );
    if (changed.length) await recordEvents(tx, { type: "notifications.read", userId });
  });
  return { count: await unreadNotifications(db, userId) };
}
