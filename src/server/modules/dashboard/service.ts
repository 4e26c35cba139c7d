// The tasker dashboard: active bookings, pending offers, invitations, upcoming bookings and
// earnings per month. Amounts come from the bookings' stored breakdown (never float sums).
import { sql } from "drizzle-orm";
import type {
  ActiveTask,
  Invitation,
  MonthlyEarnings,
  PendingOffer,
  TaskerDashboard,
} from "../../../contract/dashboard";
import { initialsFor } from "../../../contract/tasker-display";
import type { Db } from "../../db/connect";
import { queryRows, type PgTimestamp } from "../../db/query";
import { toIso } from "../../lib/dates";
import { EARNED_SQL } from "../tasker-profile/service";
import { shortName } from "../../../contract/names";
import type { UserRow } from "../../plugins/auth";
import { shownPlace, TASK_PLACE, taskReaderOf, type TaskPlace, type TaskReader } from "../tasks/task-place";
import { attachedPhotoViews } from "../photo-attachments/attach";

export const EARNINGS_MONTHS = 6;

const BOOKING_SELECT = sql`select b.id, b.task_id, b.status, b.scheduled_date, b.ends_at, b.duration, b.hourly_rate,
    b.total_amount, coalesce(b.subtotal, b.total_amount - coalesce(b.service_fee, 0)) as amount,
    t.title, t.location, c.id as customer_id, c.first_name, c.last_name, c.profile_image
  from bookings b join tasks t on t.id = b.task_id join users c on c.id = b.customer_id`;

/** One row of BOOKING_SELECT (numeric columns arrive as strings with their two decimals). */
type BookingRow = {
  id: string;
  task_id: string;
  status: ActiveTask["status"];
  scheduled_date: PgTimestamp;
  ends_at: PgTimestamp | null;
  duration: number | null;
  hourly_rate: string | null;
  total_amount: string;
  amount: string;
  title: string;
  location: string;
  customer_id: string;
  first_name: string;
  last_name: string;
  profile_image: string | null;
};

function toActiveTask(r: BookingRow): ActiveTask {
  const name = shortName(r.first_name, r.last_name);
  return {
    id: r.id,
    taskId: r.task_id,
    taskTitle: r.title,
    location: r.location,
    status: r.status,
    scheduledDate: toIso(r.scheduled_date),
    endsAt: toIso(r.ends_at),
    duration: r.duration,
    hourlyRate: r.hourly_rate,
    amount: r.amount,
    totalAmount: r.total_amount,
    customer: {
      id: r.customer_id,
      name,
      initials: initialsFor(`${r.first_name} ${r.last_name}`, r.customer_id),
      profileImage: r.profile_image,
    },
  };
}

/** Confirmed and in-progress bookings of the tasker, running ones first, then by start time. */
export async function listActiveTasks(db: Db, taskerUserId: string): Promise<ActiveTask[]> {
  const rows = await queryRows<BookingRow>(
    db,
    sql`${BOOKING_SELECT}
    where b.tasker_id = ${taskerUserId}::uuid and b.status in ('confirmed', 'in_progress')
    order by (b.status = 'in_progress') desc, b.scheduled_date asc limit 100`,
  );
  return rows.map(toActiveTask);
}

async function upcomingBookings(db: Db, userId: string): Promise<ActiveTask[]> {
  const rows = await queryRows<BookingRow>(
    db,
    sql`${BOOKING_SELECT}
    where b.tasker_id = ${userId}::uuid and b.status = 'confirmed' and b.scheduled_date >= now()
    order by b.scheduled_date asc limit 5`,
  );
  return rows.map(toActiveTask);
}

async function pendingOffers(db: Db, userId: string, reader: TaskReader): Promise<PendingOffer[]> {
  const rows = await queryRows<{
    id: string;
    task_id: string;
    proposed_rate: string;
    estimated_duration: number | null;
    created_at: PgTimestamp;
    title: string;
    task_place: TaskPlace;
    scheduled_date: PgTimestamp | null;
    first_name: string;
    last_name: string;
  }>(
    db,
    sql`select o.id, o.task_id, o.proposed_rate, o.estimated_duration, o.created_at,
      t.title, ${TASK_PLACE}, t.scheduled_date, c.first_name, c.last_name
    from task_offers o join tasks t on t.id = o.task_id join users c on c.id = t.customer_id
    where o.tasker_id = ${userId}::uuid and o.status = 'pending'
    order by o.created_at desc limit 20`,
  );
  const photos = await attachedPhotoViews(
    db,
    "task",
    rows.map((r) => r.task_id),
  );
  return rows.map((r) => ({
    id: r.id,
    taskId: r.task_id,
    taskTitle: r.title,
    photos: photos.get(r.task_id) ?? [],
    ...shownPlace(r.task_place, reader),
    scheduledDate: toIso(r.scheduled_date),
    proposedRate: r.proposed_rate,
    estimatedDuration: r.estimated_duration,
    createdAt: toIso(r.created_at),
    customerName: shortName(r.first_name, r.last_name),
  }));
}

/** Invitations to tasks that are still open. */
async function invitations(db: Db, userId: string, reader: TaskReader): Promise<Invitation[]> {
  const rows = await queryRows<{
    task_id: string;
    created_at: PgTimestamp;
    title: string;
    task_place: TaskPlace;
    budget: string | null;
    scheduled_date: PgTimestamp | null;
    category_name: string;
    first_name: string;
    last_name: string;
    offered: boolean;
  }>(
    db,
    sql`select i.task_id, i.created_at, t.title, ${TASK_PLACE}, t.budget, t.scheduled_date,
      sc.name as category_name, c.first_name, c.last_name,
      exists (select 1 from task_offers o where o.task_id = t.id and o.tasker_id = ${userId}::uuid and o.status = 'pending') as offered
    from task_invitations i join tasks t on t.id = i.task_id join service_categories sc on sc.id = t.category_id
      join users c on c.id = t.customer_id
    where i.tasker_id = ${userId}::uuid and t.status = 'open'
    order by i.created_at desc limit 20`,
  );
  const photos = await attachedPhotoViews(
    db,
    "task",
    rows.map((r) => r.task_id),
  );
  return rows.map((r) => ({
    taskId: r.task_id,
    taskTitle: r.title,
    photos: photos.get(r.task_id) ?? [],
    categoryName: r.category_name,
    ...shownPlace(r.task_place, reader),
    budget: r.budget,
    scheduledDate: toIso(r.scheduled_date),
    invitedAt: toIso(r.created_at),
    customerName: shortName(r.first_name, r.last_name),
    offered: r.offered,
  }));
}

/** What the tasker earned in each of the last 6 UTC calendar months, counted when the money was
 *  settled (completion, else cancellation, else the payment's last update). */
export async function earningsByMonth(db: Db, userId: string): Promise<MonthlyEarnings[]> {
  const rows = await queryRows<MonthlyEarnings>(
    db,
    sql`with months as (
      select generate_series(date_trunc('month', now() at time zone 'utc') - make_interval(months => ${EARNINGS_MONTHS - 1}),
        date_trunc('month', now() at time zone 'utc'), interval '1 month') as month),
    earned as (
      select date_trunc('month', coalesce(b.completed_at, b.cancelled_at, p.updated_at, b.scheduled_date) at time zone 'utc') as month,
        ${EARNED_SQL} as amount
      from bookings b left join payments p on p.booking_id = b.id
      where b.tasker_id = ${userId}::uuid)
    select to_char(m.month, 'YYYY-MM') as month, coalesce(sum(e.amount), 0)::numeric(12,2)::text as amount
    from months m left join earned e on e.month = m.month
    group by m.month order by m.month`,
  );
  return rows;
}

export async function taskerDashboard(db: Db, user: UserRow): Promise<TaskerDashboard> {
  const userId = user.id;
  const reader = await taskReaderOf(db, user);
  const [offers, invited, upcoming, earnings] = await Promise.all([
    pendingOffers(db, userId, reader),
    invitations(db, userId, reader),
    upcomingBookings(db, userId),
    earningsByMonth(db, userId),
  ]);
  return { pendingOffers: offers, invitations: invited, upcomingBookings: upcoming, earningsByMonth: earnings };
}
