// Tasks: posting, reading, the customer's list, cancelling, the open-task board for taskers and
// invitations (Get Matched: matches.ts). Permissions are decided here from the session user only.
import { sql } from "drizzle-orm";
import {
  parseBudget,
  parseTaskDate,
  type CreateTaskInput,
  type Invitation,
  type MyTask,
  type Task,
  type EditTaskInput,
  type UpdateTaskInput,
} from "../../../contract/tasks";
import type { PhotoView } from "../../../contract/photos";
import type { TaskStatus } from "../../../contract/constants";
import { initialsFor } from "../../../contract/tasker-display";
import { shortName } from "../../../contract/names";
import type { Db } from "../../db/connect";
import { recordEvents } from "../../events/record";
import { EVENT_TASK_COLUMNS, toEventTask, type EventTaskRow } from "../../events/task-ref";
import { queryRows } from "../../db/query";
import { toIso } from "../../lib/dates";
import { badRequest, conflict, forbidden, notFound, tooManyRequests } from "../../lib/http-error";
import { isTaskerType } from "../../../contract/constants";
import { type UserRow } from "../../plugins/auth";
import { notifyInvitation } from "../notifications/notify";
import { alertTaskOpened } from "../task-alerts/alert-job";
import { findHireableTasker } from "../tasker-profile/hireable";
import { isUuid } from "../../lib/sql-text";
import { blockedBetween } from "../blocks/rule";
import { assertNotLimited } from "../moderation/limits";
import { attachedPhotoViews, setAttachedPhotos } from "../photo-attachments/attach";
import type { ProcessContext } from "../bookings/process";
import { setTaskStatusAsAdmin } from "./admin-status";
import { closeOpenTasks, TASK_NOT_FOUND } from "./task-status";
import { ownerReader, shownPlace, TASK_PLACE, taskReaderOf, type TaskPlace, type TaskReader } from "./task-place";

/** Invitations a customer may send in a rolling window (each one e-mails a tasker). */
export const INVITATION_LIMIT = { count: 20, hours: 1 };
const INVITATION_LIMIT_MESSAGE = `You can send at most ${INVITATION_LIMIT.count} invitations an hour. Try again later.`;

export const TASK_COLUMNS = sql`t.id, t.customer_id, t.category_id, sc.name as category_name, t.title, t.description,
  t.location, t.budget, t.scheduled_date, t.status, t.tasker_id, t.created_at, t.lat, t.lng, t.hidden_at,
  c.first_name as c_first, c.last_name as c_last, c.customer_rating::text as c_rating, c.customer_review_count as c_reviews, ${TASK_PLACE},
  (select count(*)::int from task_offers o where o.task_id = t.id and o.status = 'pending') as offer_count`;
/** What TASK_COLUMNS reads beside a task row `t`: its category and its customer. */
const TASK_JOINS = sql`join service_categories sc on sc.id = t.category_id join users c on c.id = t.customer_id`;
export const TASK_FROM = sql`tasks t ${TASK_JOINS}`;

/** One row of `select ${TASK_COLUMNS} from ${TASK_FROM}`. */
export type TaskRow = {
  id: string;
  customer_id: string;
  category_id: string;
  category_name: string;
  title: string;
  description: string;
  location: string;
  /** numeric: a string from both drivers */
  budget: string | null;
  /** timestamptz: an ISO-like string from both drivers through db.execute */
  scheduled_date: string | null;
  status: Task["status"];
  tasker_id: string | null;
  created_at: string;
  c_first: string;
  c_last: string;
  /** The customer's rating from taskers' published reviews ("4.90"; "0.00" without any) and their count. */
  c_rating: string;
  c_reviews: number;
  offer_count: number;
  /** The gazetteer coordinates of the location, when it names a known place. */
  lat: number | null;
  lng: number | null;
  /** Hidden by an admin (moderation): only admins read it. */
  hidden_at: string | null;
  task_place: TaskPlace;
};

/**
 * The one presenter of a task: where it is depends on who reads it (task-place.ts). `photos` are
 * its photos (`taskPhotos`), given only to a reader who may read the task.
 */
export function toTask(r: TaskRow, reader: TaskReader, photos: PhotoView[]): Task {
  const name = shortName(r.c_first, r.c_last);
  return {
    id: r.id,
    customerId: r.customer_id,
    categoryId: r.category_id,
    categoryName: r.category_name,
    title: r.title,
    description: r.description,
    ...shownPlace(r.task_place, reader),
    budget: r.budget == null ? null : Number(r.budget).toFixed(2),
    scheduledDate: toIso(r.scheduled_date),
    status: r.status,
    taskerId: r.tasker_id,
    createdAt: toIso(r.created_at),
    offerCount: r.offer_count,
    customer: {
      id: r.customer_id,
      name,
      initials: initialsFor(`${r.c_first} ${r.c_last}`, r.customer_id),
    },
    customerRating: r.c_rating,
    customerReviewCount: r.c_reviews,
    photos,
  };
}

/** The photos of each task (by id), in order; a task without photos maps to none. */
export async function taskPhotos(db: Db, taskIds: readonly string[]): Promise<Map<string, PhotoView[]>> {
  return attachedPhotoViews(db, "task", taskIds);
}

/** One task as `reader` sees it, with its photos. */
async function presentTask(db: Db, row: TaskRow, reader: TaskReader): Promise<Task> {
  return toTask(row, reader, (await taskPhotos(db, [row.id])).get(row.id) ?? []);
}

/** A task row as `viewerId` reads it: `apart` when the viewer and its customer are a blocked pair
 *  (either side blocked the other) without a booking between them on this task. */
type ViewedTaskRow = TaskRow & { apart: boolean };

/** The task, read for `viewerId`. Whether the two are apart is part of the one statement, so a
 *  blocked viewer's read does the same work as anyone's (decision 0058). */
async function loadTask(db: Db, taskId: string, viewerId: string): Promise<ViewedTaskRow | undefined> {
  if (!isUuid(taskId)) return undefined;
  const viewer = sql`${viewerId}::uuid`;
  const [row] = await queryRows<ViewedTaskRow>(
    db,
    sql`select ${TASK_COLUMNS}, ${blockedBetween(viewer, sql`t.customer_id`)} and not exists (select 1 from bookings b
        where b.task_id = t.id and b.customer_id = t.customer_id and b.tasker_id = ${viewer}) as apart
      from ${TASK_FROM} where t.id = ${taskId}::uuid`,
  );
  return row;
}

/** Posts a task. One statement checks the category, inserts the task and answers it as the API shows it
 *  (the row after its place trigger, with its category and customer), so nothing is read again after
 *  the commit; a task posted without photos has none to read. */
export async function createTask(db: Db, customer: UserRow, input: CreateTaskInput): Promise<Task> {
  await assertNotLimited(db, customer.id);
  const scheduled = parseTaskDate(input.scheduledDate);
  const budget = input.budget == null || String(input.budget).trim() === "" ? null : parseBudget(input.budget);
  const row = await db.transaction(async (tx) => {
    const [inserted] = await queryRows<TaskRow>(
      tx,
      sql`with t as (insert into tasks (customer_id, category_id, title, description, location, budget, scheduled_date, status)
        select ${customer.id}::uuid, sc.id, ${input.title.trim()}, ${input.description.trim()}, ${input.location.trim()},
          ${budget}::numeric, ${scheduled?.toISOString() ?? null}::timestamptz, 'open'
        from service_categories sc where sc.id = ${input.categoryId}::uuid
        returning *)
      select ${TASK_COLUMNS} from t ${TASK_JOINS}`,
    );
    if (!inserted)
      throw badRequest("Please select a service category", { categoryId: "Please select a service category" });
    if (input.photoIds?.length)
      await setAttachedPhotos(tx, customer.id, { kind: "task", id: inserted.id }, input.photoIds);
    await recordEvents(tx, { type: "task.posted", task: toEventTask(inserted) });
    await alertTaskOpened(tx, inserted.id, "posted");
    return inserted;
  });
  if (input.photoIds?.length) return presentTask(db, row, ownerReader(customer));
  return toTask(row, ownerReader(customer), []);
}

/** Who may read a task: its customer, admins, and taskers when it is open or they are involved, unless
 *  they and its customer are apart (blocks/rule.ts). */
async function canRead(db: Db, user: UserRow, row: ViewedTaskRow): Promise<boolean> {
  if (user.userType === "admin") return true;
  // Hidden by an admin: gone for everyone else, its customer too.
  if (row.hidden_at) return false;
  if (row.customer_id === user.id) return true;
  // A blocked pair: the task is not there for the other side, as a task that does not exist (a
  // booking they already have on it still reads it).
  if (row.apart) return false;
  if (!isTaskerType(user.userType)) return false;
  if (row.status === "open" || row.tasker_id === user.id) return true;
  const [involved] = await queryRows<{ ok: boolean }>(
    db,
    sql`select
    exists (select 1 from task_offers where task_id = ${row.id}::uuid and tasker_id = ${user.id}::uuid)
    or exists (select 1 from task_invitations where task_id = ${row.id}::uuid and tasker_id = ${user.id}::uuid) as ok`,
  );
  return involved?.ok === true;
}

export async function getTask(db: Db, user: UserRow, taskId: string): Promise<Task> {
  const row = await loadTask(db, taskId, user.id);
  if (!row || !(await canRead(db, user, row))) throw notFound(TASK_NOT_FOUND);
  return presentTask(db, row, await taskReaderOf(db, user));
}

/**
 * The owner may cancel an open task or replace its photos; admins may set any status (and tasker),
 * audited.
 */
export async function updateTask(
  db: Db,
  process: ProcessContext,
  user: UserRow,
  taskId: string,
  edit: EditTaskInput,
): Promise<Task> {
  const row = await loadTask(db, taskId, user.id);
  if (!row) throw notFound(TASK_NOT_FOUND);
  const { photoIds, ...statusChange } = edit;
  if (photoIds !== undefined) {
    if (row.customer_id !== user.id) {
      if (await canRead(db, user, row)) throw forbidden("Only the task's customer can change its photos.");
      throw notFound(TASK_NOT_FOUND);
    }
    await setTaskPhotos(db, user, taskId, photoIds);
    if (statusChange.status === undefined)
      return presentTask(db, (await loadTask(db, taskId, user.id))!, ownerReader(user));
  }
  if (statusChange.status === undefined) throw badRequest("Nothing to change.");
  const change = { ...statusChange, status: statusChange.status };
  if (user.userType === "admin") {
    await setTaskStatusAsAdmin(db, process, user.id, taskId, change);
    return presentTask(db, (await loadTask(db, taskId, user.id))!, await taskReaderOf(db, user));
  }
  if (row.customer_id !== user.id) throw forbidden("You can only change your own tasks.");
  if (await alreadySays(db, row, change)) return presentTask(db, row, ownerReader(user));
  if (change.status !== "cancelled")
    throw badRequest("You can only cancel your task. It becomes assigned when you book a tasker.", {
      status: "Only cancelled is allowed",
    });
  return cancelTask(db, user, taskId);
}

/** The customer replaces an open task's photos (reorder and remove by sending the new list). */
async function setTaskPhotos(db: Db, customer: UserRow, taskId: string, photoIds: readonly string[]): Promise<void> {
  await db.transaction(async (tx) => {
    const [task] = await queryRows<EventTaskRow & Pick<TaskRow, "status">>(
      tx,
      sql`select ${EVENT_TASK_COLUMNS}, status from tasks where id = ${taskId}::uuid for update`,
    );
    if (!task) throw notFound(TASK_NOT_FOUND);
    if (task.status !== "open")
      throw conflict(`Only an open task's photos can be changed; this one is ${task.status.replace("_", " ")}.`);
    await setAttachedPhotos(tx, customer.id, { kind: "task", id: taskId }, photoIds);
    await recordEvents(tx, { type: "task.edited", task: toEventTask(task) });
  });
}

/**
 * Whether the task already has this status (and tasker): the seed client's booking screen sets the task
 * assigned to the booked tasker right after booking, which the booking itself already did, so that
 * call is acknowledged as it is. `taskerId` may name the tasker's account or their tasker profile.
 */
async function alreadySays(db: Db, row: TaskRow, change: UpdateTaskInput): Promise<boolean> {
  if (change.status !== row.status) return false;
  if (change.taskerId === undefined || change.taskerId === row.tasker_id) return true;
  if (change.taskerId === null || row.tasker_id === null) return false;
  const [profile] = await queryRows<{ id: string }>(
    db,
    sql`select id from tasker_profiles where id = ${change.taskerId}::uuid and user_id = ${row.tasker_id}::uuid`,
  );
  return profile !== undefined;
}

export async function cancelTask(db: Db, user: UserRow, taskId: string): Promise<Task> {
  if (!isUuid(taskId)) throw notFound(TASK_NOT_FOUND);
  await db.transaction(async (tx) => {
    const [row] = await queryRows<Pick<TaskRow, "customer_id" | "status">>(
      tx,
      sql`select customer_id, status from tasks where id = ${taskId}::uuid for update`,
    );
    if (!row) throw notFound(TASK_NOT_FOUND);
    if (row.customer_id !== user.id && user.userType !== "admin") {
      if (isTaskerType(user.userType) && row.status === "open") throw forbidden("You can only cancel your own tasks.");
      throw notFound(TASK_NOT_FOUND);
    }
    if (row.status !== "open")
      throw conflict(`Only an open task can be cancelled; this one is ${row.status.replace("_", " ")}.`);
    await closeOpenTasks(tx, { taskId });
  });
  return presentTask(db, (await loadTask(db, taskId, user.id))!, ownerReader(user));
}

export async function listMyTasks(db: Db, user: UserRow, status?: TaskStatus): Promise<MyTask[]> {
  const filter = status ? sql`and t.status = ${status}` : sql``;
  const rows = await queryRows<
    TaskRow & { booking_id: string | null; booking_status: string | null; invited_count: number }
  >(
    db,
    sql`select ${TASK_COLUMNS}, b.id as booking_id, b.status as booking_status,
      (select count(*)::int from task_invitations i where i.task_id = t.id) as invited_count
    from ${TASK_FROM}
    left join lateral (select id, status from bookings where task_id = t.id order by (status <> 'cancelled') desc, created_at desc limit 1) b on true
    where t.customer_id = ${user.id}::uuid ${filter}
    order by t.created_at desc, t.id limit 200`,
  );
  const reader = ownerReader(user);
  const photos = await taskPhotos(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({
    ...toTask(r, reader, photos.get(r.id) ?? []),
    booking: r.booking_id && r.booking_status ? { id: r.booking_id, status: r.booking_status } : null,
    invitedCount: r.invited_count,
  }));
}

/** The task, when the user is its customer: 403 for another reader, else 404. */
export async function requireOwnedTask(db: Db, user: UserRow, taskId: string): Promise<TaskRow> {
  const row = await loadTask(db, taskId, user.id);
  if (!row) throw notFound(TASK_NOT_FOUND);
  if (row.customer_id !== user.id) {
    if (await canRead(db, user, row)) throw forbidden("Only the task's customer can do that.");
    throw notFound(TASK_NOT_FOUND);
  }
  return row;
}

/** The owner invites a tasker (by profile id) to send an offer; inviting twice changes nothing. */
export async function inviteTasker(
  db: Db,
  user: UserRow,
  taskId: string,
  profileId: string,
  origin = "",
): Promise<{ invitation: Invitation; created: boolean }> {
  const task = await requireOwnedTask(db, user, taskId);
  if (task.status !== "open") throw conflict("You can only invite taskers to an open task.");
  // A tasker the customer is a blocked pair with is not found, like an unknown one (decision 0058).
  const profile = isUuid(profileId) ? await findHireableTasker(db, { profileId }, user.id) : null;
  if (!profile) throw notFound("Tasker not found");
  if (profile.userId === user.id) throw badRequest("You cannot invite yourself to your own task.");
  const inserted = await db.transaction(async (tx) => {
    // One customer's invitations are counted and written one at a time: concurrent ones cannot pass the limit together.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`invitations:${user.id}`}))`);
    const [recent] = await queryRows<{ n: number; again: boolean | null }>(
      tx,
      sql`select count(*)::int as n,
        bool_or(i.task_id = ${taskId}::uuid and i.tasker_id = ${profile.userId}::uuid) as again
      from task_invitations i join tasks t on t.id = i.task_id
      where t.customer_id = ${user.id}::uuid
        and i.created_at > now() - make_interval(hours => ${INVITATION_LIMIT.hours})`,
    );
    if (!recent.again && recent.n >= INVITATION_LIMIT.count) throw tooManyRequests(INVITATION_LIMIT_MESSAGE);
    const rows = await queryRows<{ created_at: string }>(
      tx,
      sql`insert into task_invitations (task_id, tasker_id)
      values (${taskId}::uuid, ${profile.userId}::uuid) on conflict do nothing returning created_at`,
    );
    if (rows.length) {
      await notifyInvitation(tx, taskId, profile.userId, origin);
      await recordEvents(tx, { type: "invitation.sent", task: toEventTask(task), taskerId: profile.userId });
    }
    return rows;
  });
  const [row] = inserted.length
    ? inserted
    : await queryRows<{ created_at: string }>(
        db,
        sql`select created_at from task_invitations
    where task_id = ${taskId}::uuid and tasker_id = ${profile.userId}::uuid`,
      );
  return {
    invitation: { taskId, taskerId: profileId, invited: true, createdAt: toIso(row.created_at) },
    created: inserted.length > 0,
  };
}
