// Photos attached to a task or a message, in order (tables task_photos and message_photos). Who may
// see them is decided by the caller (the task's readers, the message's participants); this file
// writes the lists and renders them through photos/views.ts.
import { sql, type SQL } from "drizzle-orm";
import type { PhotoUse, PhotoView } from "../../../contract/photos";
import type { Db } from "../../db/connect";
import { queryRows } from "../../db/query";
import { markAttached, ownPhotos, photoViews } from "../photos/views";

/** Where a list of photos hangs: a task's or a message's. */
export type PhotoHolder = { kind: "task"; id: string } | { kind: "message"; id: string };

const TABLES = {
  task: { table: sql.raw("task_photos"), column: sql.raw("task_id"), use: "task" },
  message: { table: sql.raw("message_photos"), column: sql.raw("message_id"), use: "message" },
} as const satisfies Record<PhotoHolder["kind"], { use: PhotoUse } & Record<string, unknown>>;

/**
 * A task's photos in order (removed ones left out) as a JSON array of photo rows, for a statement
 * that reads the task anyway: `photoViewsOf` renders them without another round trip.
 */
export const taskPhotoRowsJson = (taskId: SQL) =>
  sql`(select coalesce(json_agg(json_build_object('id', p.id, 'access', p.access, 'width', p.width,
      'height', p.height, 'variants', p.variants) order by tph.position), '[]')
    from task_photos tph join photos p on p.id = tph.photo_id and p.removed_at is null
    where tph.task_id = ${taskId})`;

const uuidArray = (ids: readonly string[]) => sql`${`{${ids.join(",")}}`}::uuid[]`;

/**
 * Makes `photoIds` the holder's photos, in that order (replacing any it had), after checking each
 * is a photo of `ownerId` for that use (4xx otherwise, nothing changed). Runs in the caller's
 * transaction, so the holder and its photos are written together.
 */
export async function setAttachedPhotos(
  tx: Db,
  ownerId: string,
  holder: PhotoHolder,
  photoIds: readonly string[],
): Promise<void> {
  const { table, column, use } = TABLES[holder.kind];
  if (photoIds.length) await ownPhotos(tx, ownerId, [...photoIds], use);
  const previous = await queryRows<{ photo_id: string }>(
    tx,
    sql`delete from ${table} where ${column} = ${holder.id}::uuid returning photo_id`,
  );
  if (photoIds.length) {
    await tx.execute(
      sql`insert into ${table} (${column}, photo_id, position)
      select ${holder.id}::uuid, p.id, p.n - 1 from unnest(${uuidArray(photoIds)}) with ordinality as p(id, n)`,
    );
    await markAttached(tx, [...photoIds]);
  }
  const kept = new Set(photoIds);
  const dropped = previous.map((row) => row.photo_id).filter((id) => !kept.has(id));
  if (dropped.length) await releaseUnheld(tx, dropped);
}

/**
 * Photos taken off their holder and held by no other become loose again, so the hourly prune
 * deletes them with their objects (a photo taken off a task is not kept forever).
 */
async function releaseUnheld(tx: Db, ids: readonly string[]): Promise<void> {
  await tx.execute(
    sql`update photos p set attached_at = null where p.id = any(${uuidArray(ids)})
    and not exists (select 1 from task_photos h where h.photo_id = p.id)
    and not exists (select 1 from message_photos h where h.photo_id = p.id)`,
  );
}

/**
 * The photos of each holder of one kind, in order, as views (removed photos left out): a map from
 * the holder's id; a holder without photos is absent. One query for the lists, one for the views.
 */
export async function attachedPhotoViews(
  db: Db,
  kind: PhotoHolder["kind"],
  holderIds: readonly string[],
): Promise<Map<string, PhotoView[]>> {
  const lists = new Map<string, PhotoView[]>();
  if (!holderIds.length) return lists;
  const { table, column } = TABLES[kind];
  const rows = await queryRows<{ holder_id: string; photo_id: string }>(
    db,
    sql`select ${column} as holder_id, photo_id from ${table}
    where ${column} = any(${uuidArray(holderIds)}) order by ${column}, position`,
  );
  if (!rows.length) return lists;
  const views = await photoViews(db, [...new Set(rows.map((r) => r.photo_id))]);
  for (const row of rows) {
    const view = views.get(row.photo_id);
    if (!view) continue;
    const list = lists.get(row.holder_id) ?? [];
    list.push(view);
    lists.set(row.holder_id, list);
  }
  return lists;
}
