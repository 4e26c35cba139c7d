// Offers on tasks: taskers send them (one pending per tasker per task, enforced by the
// task_offers_one_pending_idx unique index too), withdraw them, and read their own; the task's
// customer and admins read all of a task's offers.
import { sql } from "drizzle-orm";
import type { OfferStatus, TaskStatus } from "../../../contract/constants";
import type { MyOffer, Offer } from "../../../contract/tasks";
import { initialsFor } from "../../../contract/tasker-display";
import { shortName } from "../../../contract/names";
import type { Db } from "../../db/connect";
import { recordEvents } from "../../events/record";
import { EVENT_TASK_COLUMNS, eventTask, toEventTask, type EventTaskRow } from "../../events/task-ref";
import { queryRows, type PgTimestamp } from "../../db/query";
import { toIso } from "../../lib/dates";
import { conflict, forbidden, notFound } from "../../lib/http-error";
import { isTaskerType } from "../../../contract/constants";
import { type UserRow } from "../../plugins/auth";
import { isUuid } from "../../lib/sql-text";
import { hasTasklyBadge, liveBadgesSql, toBadges } from "../identity/badges";
import { notifyNewOffer } from "../notifications/notify";
import { findHireableTasker } from "../tasker-profile/hireable";
import { TASK_NOT_FOUND } from "../tasks/task-status";
import { pgCode } from "../../db/errors";
import { shownPlace, TASK_PLACE, taskReaderOf, type TaskPlace } from "../tasks/task-place";
import { notBlocked } from "../blocks/rule";
import { assertNotLimited } from "../moderation/limits";

export const OFFER_NOT_FOUND = "Offer not found";
export const DUPLICATE_OFFER = "You already have a pending offer on this task. Withdraw it to send a new one.";

const OFFER_COLUMNS = sql`o.id, o.task_id, o.tasker_id, o.message, o.proposed_rate, o.estimated_duration, o.status, o.created_at,
  tp.id as profile_id, tp.display_name, tp.rating, tp.total_reviews, tp.is_verified, tp.completed_tasks, tp.hourly_rate,
  u.first_name, u.last_name, u.profile_image, ${liveBadgesSql(sql`o.tasker_id`)} as badges`;
const OFFER_FROM = sql`task_offers o join users u on u.id = o.tasker_id left join tasker_profiles tp on tp.user_id = o.tasker_id`;

/** The task_offers columns both offer shapes read (numeric columns arrive as strings with two decimals). */
type OfferFieldsRow = {
  id: string;
  task_id: string;
  tasker_id: string;
  message: string | null;
  proposed_rate: string;
  estimated_duration: number | null;
  status: OfferStatus;
  created_at: PgTimestamp;
};

/** One row of `select ${OFFER_COLUMNS} from ${OFFER_FROM}`: the tasker's profile may be missing. */
type OfferRow = OfferFieldsRow & {
  profile_id: string | null;
  display_name: string | null;
  rating: string | null;
  total_reviews: number | null;
  is_verified: boolean | null;
  completed_tasks: number | null;
  hourly_rate: string | null;
  first_name: string;
  last_name: string;
  profile_image: string | null;
  /** The tasker's live badges as json (identity/badges.ts). */
  badges: unknown;
};

function offerFields(r: OfferFieldsRow): Omit<Offer, "tasker"> {
  return {
    id: r.id,
    taskId: r.task_id,
    taskerId: r.tasker_id,
    message: r.message,
    proposedRate: r.proposed_rate,
    estimatedDuration: r.estimated_duration,
    status: r.status,
    createdAt: toIso(r.created_at),
  };
}

function toOffer(r: OfferRow): Offer {
  const userId = r.tasker_id;
  const name = r.display_name ?? shortName(r.first_name, r.last_name);
  const badges = toBadges(r.badges);
  return {
    ...offerFields(r),
    tasker: {
      profileId: r.profile_id,
      userId,
      name,
      initials: initialsFor(name, userId),
      profileImage: r.profile_image,
      rating: r.rating ?? "0.00",
      totalReviews: r.total_reviews ?? 0,
      isVerified: hasTasklyBadge(badges),
      completedTasks: r.completed_tasks ?? 0,
      hourlyRate: r.hourly_rate,
      badges,
    },
  };
}

async function loadOffer(db: Db, offerId: string): Promise<Offer> {
  const [row] = await queryRows<OfferRow>(
    db,
    sql`select ${OFFER_COLUMNS} from ${OFFER_FROM} where o.id = ${offerId}::uuid`,
  );
  return toOffer(row);
}

const isUniqueViolation = (error: unknown) => pgCode(error) === "23505";

export async function createOffer(
  db: Db,
  user: UserRow,
  taskId: string,
  input: { message: string; proposedRate: string; estimatedDuration: number },
  origin = "",
): Promise<Offer> {
  if (!isUuid(taskId)) throw notFound(TASK_NOT_FOUND);
  if (!isTaskerType(user.userType) || !(await findHireableTasker(db, { userId: user.id }))) {
    throw forbidden("Only taskers with a listed profile can send offers. Create your tasker profile first.");
  }
  await assertNotLimited(db, user.id);
  let offerId: string;
  try {
    offerId = await db.transaction(async (tx) => {
      // Lock the task so a booking or cancellation cannot slip between the check and the insert. A
      // task whose customer and this tasker are a blocked pair is not found (decision 0058).
      const [task] = await queryRows<EventTaskRow & { status: string; past: boolean }>(
        tx,
        sql`select ${EVENT_TASK_COLUMNS}, status,
        scheduled_date is not null and scheduled_date < now() - interval '24 hours' as past from tasks
        where id = ${taskId}::uuid and ${notBlocked(user.id, sql`customer_id`)} for update`,
      );
      if (!task) throw notFound(TASK_NOT_FOUND);
      if (task.customer_id === user.id) throw forbidden("You cannot send an offer on your own task.");
      if (task.status !== "open") throw conflict("This task is no longer open for offers.");
      if (task.past) throw conflict("This task's date has passed, so it no longer takes offers.");
      const [row] = await queryRows<{ id: string }>(
        tx,
        sql`insert into task_offers (task_id, tasker_id, message, proposed_rate, estimated_duration, status)
        values (${taskId}::uuid, ${user.id}::uuid, ${input.message}, ${input.proposedRate}::numeric, ${input.estimatedDuration}, 'pending') returning id`,
      );
      await notifyNewOffer(tx, row.id, origin);
      await recordEvents(tx, { type: "offer.made", offerId: row.id, task: toEventTask(task), taskerId: user.id });
      return row.id;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(DUPLICATE_OFFER);
    throw error;
  }
  return loadOffer(db, offerId);
}

/** All offers to the task's customer (and admins); a tasker sees only their own; others 403. */
export async function listTaskOffers(db: Db, user: UserRow, taskId: string): Promise<Offer[]> {
  if (!isUuid(taskId)) throw notFound(TASK_NOT_FOUND);
  const [task] = await queryRows<{ customer_id: string }>(
    db,
    sql`select customer_id from tasks where id = ${taskId}::uuid`,
  );
  if (!task) throw notFound(TASK_NOT_FOUND);
  const everyone = task.customer_id === user.id || user.userType === "admin";
  if (!everyone && !isTaskerType(user.userType)) throw forbidden("Only the task's customer can see its offers.");
  // The customer does not see the offers of taskers they are a blocked pair with; admins see all.
  const mine =
    user.userType === "admin"
      ? sql``
      : everyone
        ? sql`and ${notBlocked(user.id, sql`o.tasker_id`)}`
        : sql`and o.tasker_id = ${user.id}::uuid`;
  const shown = user.userType === "admin" ? sql`` : sql`and o.hidden_at is null`;
  const rows = await queryRows<OfferRow>(
    db,
    sql`select ${OFFER_COLUMNS} from ${OFFER_FROM} where o.task_id = ${taskId}::uuid ${mine} ${shown}
    order by (o.status = 'pending') desc, o.created_at asc, o.id`,
  );
  return rows.map(toOffer);
}

export async function withdrawOffer(db: Db, user: UserRow, offerId: string): Promise<Offer> {
  if (!isUuid(offerId)) throw notFound(OFFER_NOT_FOUND);
  const [row] = await queryRows<{ tasker_id: string; status: OfferStatus }>(
    db,
    sql`select tasker_id, status from task_offers where id = ${offerId}::uuid`,
  );
  if (!row || row.tasker_id !== user.id) throw notFound(OFFER_NOT_FOUND);
  const withdrawn = await db.transaction(async (tx) => {
    const [updated] = await queryRows<{ task_id: string }>(
      tx,
      sql`update task_offers set status = 'withdrawn' where id = ${offerId}::uuid and status = 'pending' returning task_id`,
    );
    if (updated) {
      const task = await eventTask(tx, updated.task_id);
      await recordEvents(tx, { type: "offer.withdrawn", offerId, task, taskerId: user.id });
    }
    return updated !== undefined;
  });
  if (!withdrawn) throw conflict(`Only a pending offer can be withdrawn; this one is ${row.status}.`);
  return loadOffer(db, offerId);
}

export async function listMyOffers(db: Db, user: UserRow): Promise<MyOffer[]> {
  if (!isTaskerType(user.userType)) throw forbidden("Only taskers have offers.");
  const rows = await queryRows<
    OfferFieldsRow & {
      title: string;
      task_status: TaskStatus;
      scheduled_date: PgTimestamp | null;
      task_place: TaskPlace;
      c_rating: string;
      c_reviews: number;
    }
  >(
    db,
    sql`select o.id, o.task_id, o.tasker_id, o.message, o.proposed_rate, o.estimated_duration, o.status, o.created_at,
      t.title, t.status as task_status, t.scheduled_date, ${TASK_PLACE},
      c.customer_rating::text as c_rating, c.customer_review_count as c_reviews
    from task_offers o join tasks t on t.id = o.task_id join users c on c.id = t.customer_id
    where o.tasker_id = ${user.id}::uuid order by o.created_at desc, o.id limit 200`,
  );
  const reader = await taskReaderOf(db, user);
  return rows.map((r) => ({
    ...offerFields(r),
    task: {
      id: r.task_id,
      title: r.title,
      status: r.task_status,
      scheduledDate: toIso(r.scheduled_date),
      ...shownPlace(r.task_place, reader),
      customerRating: r.c_rating,
      customerReviewCount: r.c_reviews,
    },
  }));
}
