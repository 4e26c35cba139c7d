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
import { queryRows, type Row } from "../../db/query";
import { toIso } from "../../lib/dates";
import { EARNED_SQL } from "../tasker-profile/service";
import { shortName } from "../../../contract/names";

export const EARNINGS_MONTHS = 6;

const money = (v: unknown) => (v == null ? null : Number(v).toFixed(2));

const BOOKING_SELECT = sql`select b.id, b.task_id, b.status, b.scheduled_date, b.ends_at, b.duration, b.hourly_rate,
    b.total_amount, coalesce(b.subtotal, b.total_amount - coalesce(b.service_fee, 0)) as amount,
    t.title, t.location, c.id as customer_id, c.first_name, c.last_name, c.profile_image
  from bookings b join tasks t on t.id = b.task_id join users c on c.id = b.customer_id`;

function toActiveTask(r: Row): ActiveTask {
  const name = shortName(r.first_name, r.last_name);
  return {
    id: String(r.id),
    taskId: String(r.task_id),
    taskTitle: String(r.title),
    location: String(r.location),
    status: r.status as ActiveTask["status"],
    scheduledDate: toIso(r.scheduled_date as Date),
    endsAt: toIso(r.ends_at as Date | null),
    duration: r.duration == null ? null : Number(r.duration),
    hourlyRate: money(r.hourly_rate),
    amount: money(r.amount)!,
    totalAmount: money(r.total_amount)!,
    customer: {
      id: String(r.customer_id),
      name,
      initials: initialsFor(`${r.first_name} ${r.last_name}`, String(r.customer_id)),
      profileImage: (r.profile_image as string | null) ?? null,
    },
  };
}

/** Confirmed and in-progress bookings of the tasker, running ones first, then by start time. */
export async function listActiveTasks(db: Db, taskerUserId: string): Promise<ActiveTask[]> {
  const rows = await queryRows<Row>(
    db,
    sql`${BOOKING_SELECT}
    where b.tasker_id = ${taskerUserId}::uuid and b.status in ('confirmed', 'in_progress')
    order by (b.status = 'in_progress') desc, b.scheduled_date asc limit 100`,
  );
  return rows.map(toActiveTask);
}

async function upcomingBookings(db: Db, userId: string): Promise<ActiveTask[]> {
  const rows = await queryRows<Row>(
    db,
    sql`${BOOKING_SELECT}
    where b.tasker_id = ${userId}::uuid and b.status = 'confirmed' and b.scheduled_date >= now()
    order by b.scheduled_date asc limit 5`,
  );
  return rows.map(toActiveTask);
}

async function pendingOffers(db: Db, userId: string): Promise<PendingOffer[]> {
  const rows = await queryRows<Row>(
    db,
    sql`select o.id, o.task_id, o.proposed_rate, o.estimated_duration, o.created_at,
      t.title, t.location, t.scheduled_date, c.first_name, c.last_name
    from task_offers o join tasks t on t.id = o.task_id join users c on c.id = t.customer_id
    where o.tasker_id = ${userId}::uuid and o.status = 'pending'
    order by o.created_at desc limit 20`,
  );
  return rows.map((r) => ({
    id: String(r.id),
    taskId: String(r.task_id),
    taskTitle: String(r.title),
    location: String(r.location),
    scheduledDate: toIso(r.scheduled_date as Date | null),
    proposedRate: money(r.proposed_rate)!,
    estimatedDuration: r.estimated_duration == null ? null : Number(r.estimated_duration),
    createdAt: toIso(r.created_at as Date),
    customerName: shortName(r.first_name, r.last_name),
  }));
}

/** Invitations to tasks that are still open. */
async function invitations(db: Db, userId: string): Promise<Invitation[]> {
  const rows = await queryRows<Row>(
    db,
    sql`select i.task_id, i.created_at, t.title, t.location, t.budget, t.scheduled_date,
      sc.name as category_name, c.first_name, c.last_name,
      exists (select 1 from task_offers o where o.task_id = t.id and o.tasker_id = ${userId}::uuid and o.status = 'pending') as offered
    from task_invitations i join tasks t on t.id = i.task_id join service_categories sc on sc.id = t.category_id
      join users c on c.id = t.customer_id
    where i.tasker_id = ${userId}::uuid and t.status = 'open'
    order by i.created_at desc limit 20`,
  );
  return rows.map((r) => ({
    taskId: String(r.task_id),
    taskTitle: String(r.title),
    categoryName: String(r.category_name),
    location: String(r.location),
    budget: money(r.budget),
    scheduledDate: toIso(r.scheduled_date as Date | null),
    invitedAt: toIso(r.created_at as Date),
    customerName: shortName(r.first_name, r.last_name),
    offered: Boolean(r.offered),
  }));
}

/** What the tasker earned in each of the last 6 UTC calendar months, counted when the money was
 *  settled (completion, else cancellation, else the payment's last update). */
export async function earningsByMonth(db: Db, userId: string): Promise<MonthlyEarnings[]> {
  const rows = await queryRows<Row>(
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
  return rows.map((r) => ({ month: String(r.month), amount: String(r.amount) }));
}

export async function taskerDashboard(db: Db, userId: string): Promise<TaskerDashboard> {
  const [offers, invited, upcoming, earnings] = await Promise.all([
    pendingOffers(db, userId),
    invitations(db, userId),
    upcomingBookings(db, userId),
    earningsByMonth(db, userId),
  ]);
  return { pendingOffers: offers, invitations: invited, upcomingBookings: upcoming, earningsByMonth: earnings };
}
