// A tasker's task alerts: list, create, replace, delete (at most MAX_TASK_ALERTS each), the preview of
// a draft, and a task's alerted count for its customer. Only a tasker with a profile keeps alerts, and
// only on their skills; another tasker's alert is 404.
import { sql } from "drizzle-orm";
import {
  ALERT_CATEGORY_NOT_A_SKILL,
  ALERT_LIMIT_REACHED,
  ALERT_NEEDS_AREA,
  ALERT_NEEDS_PROFILE,
  ALERT_PREVIEW_DAYS,
  ALERT_PREVIEW_EXAMPLES,
  alertSummary,
  MAX_TASK_ALERTS,
  TASK_ALERT_NOT_FOUND,
  type AlertDelivery,
  type TaskAlert,
  type TaskAlertList,
  type TaskAlertPreview,
  type TaskAlertValues,
} from "../../../contract/task-alerts";
import type { Db } from "../../db/connect";
import { queryRows, type PgTimestamp } from "../../db/query";
import { toIso } from "../../lib/dates";
import { badRequest, forbidden, notFound } from "../../lib/http-error";
import { isUuid } from "../../lib/sql-text";
import { TASK_NOT_FOUND } from "../tasks/task-status";
import { FITS, REASON, TASKER_SIDE } from "./match";

interface AlertRow {
  id: string;
  categories: { id: string; name: string }[];
  min_budget: string | null;
  weekdays: number[] | null;
  delivery: AlertDelivery;
  created_at: PgTimestamp;
}

const ALERT_COLUMNS = sql`a.id, a.min_budget, a.weekdays, a.delivery, a.created_at,
  (select coalesce(json_agg(json_build_object('id', c.id, 'name', c.name) order by c.name), '[]')
    from service_categories c where c.id = any(a.category_ids)) as categories`;

function toAlert(r: AlertRow): TaskAlert {
  const alert = {
    id: r.id,
    categories: r.categories,
    minBudget: r.min_budget == null ? null : Number(r.min_budget).toFixed(2),
    weekdays: [...(r.weekdays ?? [])].sort((x, y) => x - y),
    delivery: r.delivery,
    createdAt: toIso(r.created_at)!,
  };
  return { ...alert, summary: alertSummary(alert) };
}

interface TaskerRow {
  base_name: string | null;
  placed: boolean;
  radius_km: number;
  skills: { id: string; name: string }[];
}

/** The tasker's area and skills; 403 without a tasker profile. `lock`: holds their profile row (create). */
async function taskerOf(db: Db, userId: string, lock = false): Promise<TaskerRow> {
  const [row] = await queryRows<TaskerRow>(
    db,
    sql`select bp.name as base_name, tp.base_lat is not null as placed, tp.travel_radius_km as radius_km,
      (select coalesce(json_agg(json_build_object('id', c.id, 'name', c.name) order by c.name), '[]')
        from service_categories c where c.name = any(tp.skills)) as skills
    from tasker_profiles tp left join places bp on bp.id = tp.base_place_id
    where tp.user_id = ${userId}::uuid ${lock ? sql`for update of tp` : sql``}`,
  );
  if (!row) throw forbidden(ALERT_NEEDS_PROFILE);
  return row;
}

/** The values as stored: categories among the tasker's skills, days and categories once each, sorted. */
function checked(tasker: TaskerRow, input: TaskAlertValues) {
  if (!tasker.placed && !tasker.base_name) throw badRequest(ALERT_NEEDS_AREA);
  const categoryIds = [...new Set(input.categoryIds.map((id) => id.toLowerCase()))].sort();
  if (categoryIds.some((id) => !tasker.skills.some((k) => k.id === id)))
    throw badRequest(ALERT_CATEGORY_NOT_A_SKILL, { categoryIds: ALERT_CATEGORY_NOT_A_SKILL });
  const weekdays = [...new Set(input.weekdays)].sort((x, y) => x - y);
  return {
    categories: sql`${`{${categoryIds.join(",")}}`}::uuid[]`,
    minBudget: input.minBudget == null ? null : input.minBudget.toFixed(2),
    weekdays: sql`${`{${weekdays.join(",")}}`}::smallint[]`,
  };
}

export async function listAlerts(db: Db, userId: string): Promise<TaskAlertList> {
  const tasker = await taskerOf(db, userId);
  const rows = await queryRows<AlertRow>(
    db,
    sql`select ${ALERT_COLUMNS} from task_alerts a where a.tasker_id = ${userId}::uuid order by a.created_at, a.id`,
  );
  return {
    alerts: rows.map(toAlert),
    area: tasker.placed || tasker.base_name ? { baseName: tasker.base_name, radiusKm: tasker.radius_km } : null,
    skills: tasker.skills,
    max: MAX_TASK_ALERTS,
  };
}

async function readAlert(db: Db, userId: string, id: string): Promise<TaskAlert> {
  const [row] = await queryRows<AlertRow>(
    db,
    sql`select ${ALERT_COLUMNS} from task_alerts a where a.id = ${id}::uuid and a.tasker_id = ${userId}::uuid`,
  );
  if (!row) throw notFound(TASK_ALERT_NOT_FOUND);
  return toAlert(row);
}

export async function createAlert(db: Db, userId: string, input: TaskAlertValues): Promise<TaskAlert> {
  const id = await db.transaction(async (tx) => {
    // The profile row's lock makes the count and the insert one step for this tasker.
    const values = checked(await taskerOf(tx, userId, true), input);
    const [{ count }] = await queryRows<{ count: number }>(
      tx,
      sql`select count(*)::int as count from task_alerts where tasker_id = ${userId}::uuid`,
    );
    if (count >= MAX_TASK_ALERTS) throw badRequest(ALERT_LIMIT_REACHED);
    const [row] = await queryRows<{ id: string }>(
      tx,
      sql`insert into task_alerts (tasker_id, category_ids, min_budget, weekdays, delivery)
      values (${userId}::uuid, ${values.categories}, ${values.minBudget}::numeric, ${values.weekdays}, ${input.delivery})
      returning id`,
    );
    return row.id;
  });
  return readAlert(db, userId, id);
}

export async function updateAlert(db: Db, userId: string, id: string, input: TaskAlertValues): Promise<TaskAlert> {
  const values = checked(await taskerOf(db, userId), input);
  if (!isUuid(id)) throw notFound(TASK_ALERT_NOT_FOUND);
  const rows = await queryRows<{ id: string }>(
    db,
    sql`update task_alerts set category_ids = ${values.categories}, min_budget = ${values.minBudget}::numeric,
      weekdays = ${values.weekdays}, delivery = ${input.delivery}, updated_at = now()
    where id = ${id}::uuid and tasker_id = ${userId}::uuid returning id`,
  );
  if (!rows.length) throw notFound(TASK_ALERT_NOT_FOUND);
  return readAlert(db, userId, id);
}

export async function deleteAlert(db: Db, userId: string, id: string): Promise<void> {
  await taskerOf(db, userId);
  if (!isUuid(id)) throw notFound(TASK_ALERT_NOT_FOUND);
  const rows = await queryRows<{ id: string }>(
    db,
    sql`delete from task_alerts where id = ${id}::uuid and tasker_id = ${userId}::uuid returning id`,
  );
  if (!rows.length) throw notFound(TASK_ALERT_NOT_FOUND);
}

interface PreviewRow {
  total: number;
  id: string | null;
  title: string | null;
  reason: string | null;
  budget: string | null;
  created_at: PgTimestamp | null;
}

/**
 * The tasks of the last ALERT_PREVIEW_DAYS days the draft would have alerted the tasker of (whatever
 * became of them since; their own tasks aside), by the same rule as the fan-out; the newest as examples.
 */
export async function previewAlert(
  db: Db,
  userId: string,
  input: Omit<TaskAlertValues, "delivery">,
): Promise<TaskAlertPreview> {
  const values = checked(await taskerOf(db, userId), { ...input, delivery: "instant" });
  const rows = await queryRows<PreviewRow>(
    db,
    sql`with a as (
      select ${userId}::uuid as tasker_id, ${values.categories} as category_ids,
        ${values.minBudget}::numeric as min_budget, ${values.weekdays} as weekdays
    ),
    fit as (
      select t.id, t.title, t.budget, t.created_at, ${REASON} as reason
      from a ${TASKER_SIDE}
      join tasks t on t.category_id = any(a.category_ids)
        and t.created_at > now() - make_interval(days => ${ALERT_PREVIEW_DAYS})
        and t.customer_id <> a.tasker_id
      join service_categories sc on sc.id = t.category_id
      where ${FITS}
    )
    select (select count(*)::int from fit) as total, f.id, f.title, f.reason, f.budget::text as budget, f.created_at
    from (select 1) one
    left join lateral (select * from fit order by created_at desc, id limit ${ALERT_PREVIEW_EXAMPLES}) f on true`,
  );
  return {
    count: rows[0]?.total ?? 0,
    days: ALERT_PREVIEW_DAYS,
    examples: rows
      .filter((r) => r.id != null)
      .map((r) => ({
        id: r.id!,
        title: r.title!,
        reason: r.reason!,
        budget: r.budget == null ? null : Number(r.budget).toFixed(2),
        createdAt: toIso(r.created_at)!,
      })),
  };
}

/** How many taskers a task's alerts told of it: for its customer only (403 for anyone else). */
export async function alertedCount(db: Db, userId: string, taskId: string): Promise<{ count: number }> {
  if (!isUuid(taskId)) throw notFound(TASK_NOT_FOUND);
  const [row] = await queryRows<{ customer_id: string; count: number }>(
    db,
    sql`select t.customer_id, (select count(*)::int from task_alert_matches m where m.task_id = t.id) as count
    from tasks t where t.id = ${taskId}::uuid`,
  );
  if (!row) throw notFound(TASK_NOT_FOUND);
  if (row.customer_id !== userId) throw forbidden("Only the task's customer can see how many taskers were alerted");
  return { count: row.count };
}
