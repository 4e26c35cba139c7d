// Find Work: the open tasks a tasker may send offers on (GET /api/tasks/open), a page at a time,
// held in this instance's memory between requests (availability/work-changes.ts).
import { sql, type SQL } from "drizzle-orm";
import type { OfferStatus } from "../../../contract/constants";
import { isTaskerType } from "../../../contract/constants";
import { openTaskPageSchema, type OpenTask, type OpenTaskPage } from "../../../contract/tasks";
import type { Database } from "../../db/connect";
import { queryPrepared } from "../../db/query";
import { forbidden } from "../../lib/http-error";
import { decodeOffset, encodeOffset } from "../../lib/page-cursor";
import { isUuid } from "../../lib/sql-text";
import type { UserRow } from "../../plugins/auth";
import type { JsonPage } from "../../lib/paged-reply";
import type { Cache } from "../../lib/cache";
import { taskTag, type OpenTaskPageEntry } from "../availability/work-changes";
import { TASK_COLUMNS, TASK_FROM, taskPhotos, toTask, type TaskRow } from "./service";
import { areaMayHold, areaTasks, locationFilter, workAreaOf, type WorkArea } from "./work-area";
import { notBlocked } from "../blocks/rule";

export interface OpenTasksFilter {
  category?: string;
  location?: string;
  date?: string;
  cursor?: string;
  limit: number;
}

/** A page of open tasks, and the tasker's area it was read for (null without a tasker profile). */
type OpenTasksRead = OpenTaskPage & { area: WorkArea | null };

/**
 * A page as the API sends it (schema-checked JSON), from this instance's memory while nothing it
 * shows has changed since it was read.
 */
export async function openTasksJson(
  database: Database,
  cache: Cache<OpenTaskPageEntry>,
  user: UserRow,
  query: OpenTasksFilter,
): Promise<JsonPage> {
  requireTasker(user);
  const key = JSON.stringify([
    user.id,
    query.category ?? "",
    query.location ?? "",
    query.date ?? "",
    query.cursor ?? "",
    query.limit,
  ]);
  const held = await cache.getOrRead(key, async () => {
    const { items, nextCursor, area } = await listOpenTasks(database, user, query);
    const page = { items: Buffer.from(JSON.stringify(openTaskPageSchema.parse(items))), nextCursor };
    return { value: { mayHold: areaMayHold(area), page }, tags: [user.id, ...items.map((t) => taskTag(t.id))] };
  });
  return held.page;
}

function requireTasker(user: UserRow): void {
  if (!isTaskerType(user.userType))
    throw forbidden("Only taskers can browse tasks. Create your tasker profile to send offers.");
}

/**
 * Open tasks for the tasker: invitations first, then newest; never their own, never long past; apart
 * from invitations only tasks of their skills inside their service area, dated on a day they have a
 * free time (work-area.ts).
 */
async function listOpenTasks(database: Database, user: UserRow, query: OpenTasksFilter): Promise<OpenTasksRead> {
  const db = database.db;
  const where: SQL[] = [
    sql`t.status = 'open'`,
    sql`t.hidden_at is null`,
    sql`t.customer_id <> ${user.id}::uuid`,
    sql`c.suspended_at is null and c.deleted_at is null`,
    notBlocked(user.id, sql`t.customer_id`),
    sql`(t.scheduled_date is null or t.scheduled_date >= now() - interval '24 hours')`,
  ];
  if (query.category) {
    where.push(
      isUuid(query.category)
        ? sql`t.category_id = ${query.category}::uuid`
        : sql`lower(sc.name) = lower(${query.category})`,
    );
  }
  const [location, area] = await Promise.all([
    query.location ? locationFilter(db, query.location) : null,
    workAreaOf(database, user.id),
  ]);
  if (location) where.push(location.where);
  if (query.date) where.push(sql`(t.scheduled_date at time zone 'UTC')::date = ${query.date}::date`);
  const offset = decodeOffset(query.cursor);
  // Invitations first, then newest: each part walks in (created_at desc, id) order and stops after
  // the rows this page can use, so the sort only ever sees two short lists.
  const walk = offset + query.limit + 1;
  const invitedTo = sql`exists (select 1 from task_invitations inv
    where inv.task_id = t.id and inv.tasker_id = ${user.id}::uuid)`;
  const invited = sql`select t.id, t.created_at from ${TASK_FROM} where ${sql.join([...where, invitedTo], sql` and `)}
    order by t.created_at desc, t.id limit ${walk}`;
  const others = areaTasks(area, {
    from: TASK_FROM,
    where: [...where, sql`not ${invitedTo}`],
    category: query.category,
    walk,
    places: location?.places.length ? location.places : undefined,
  });
  const rows = await queryPrepared<
    TaskRow & { invited: boolean; my_offer_id: string | null; my_offer_status: OfferStatus | null }
  >(
    database,
    sql`select ${TASK_COLUMNS}, page.invited,
      mo.id as my_offer_id, mo.status as my_offer_status
    from ${TASK_FROM}
    join (select id, created_at, true as invited from (${invited}) i
      union all select id, created_at, false from (${others}) o
      order by invited desc, created_at desc, id limit ${query.limit + 1} offset ${offset}) page on page.id = t.id
    left join lateral (select id, status from task_offers o where o.task_id = t.id and o.tasker_id = ${user.id}::uuid
      order by (o.status = 'pending') desc, o.created_at desc limit 1) mo on true
    order by page.invited desc, page.created_at desc, page.id`,
  );
  const reader = { id: user.id, isAdmin: false, base: area?.reach ?? null };
  const shown = rows.slice(0, query.limit);
  const photos = await taskPhotos(
    db,
    shown.map((r) => r.id),
  );
  const items: OpenTask[] = shown.map((r) => ({
    ...toTask(r, reader, photos.get(r.id) ?? []),
    invited: r.invited,
    myOffer: r.my_offer_id && r.my_offer_status ? { id: r.my_offer_id, status: r.my_offer_status } : null,
  }));
  const nextCursor = rows.length > query.limit ? encodeOffset(offset + query.limit) : null;
  return { items, nextCursor, area };
}
