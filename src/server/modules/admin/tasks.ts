// Admin: the tasks list (with each task's live or latest booking) and setting any task's status.
import { sql, type SQL } from "drizzle-orm";
import type { AdminTask } from "../../../contract/admin";
import type { BookingStatus, PaymentStatus, TaskStatus } from "../../../contract/constants";
import type { Db } from "../../db/connect";
import { queryRows, type PgTimestamp } from "../../db/query";
import { toIso } from "../../lib/dates";
import { containsPattern } from "../../lib/sql-text";
import type { ProcessContext } from "../bookings/process";
import { setTaskStatusAsAdmin } from "../tasks/admin-status";
import { countedPage, type Page } from "./page";

export const TASK_SELECT = sql`select t.id, t.title, t.description, t.location, t.budget, t.scheduled_date, t.status, t.created_at,
  c.id as customer_id, c.first_name as c_first, c.last_name as c_last, c.email as c_email,
  sc.id as category_id, sc.name as category_name,
  tk.id as tasker_id, tk.first_name as t_first, tk.last_name as t_last,
  bk.id as booking_id, bk.status as booking_status, bk.payment_status as booking_payment_status
  from tasks t join users c on c.id = t.customer_id join service_categories sc on sc.id = t.category_id
  left join users tk on tk.id = t.tasker_id
  left join lateral (select b.id, b.status, coalesce(p.status, 'pending') as payment_status
    from bookings b left join payments p on p.booking_id = b.id where b.task_id = t.id
    order by (b.status <> 'cancelled') desc, b.created_at desc limit 1) bk on true`;

/** One row of TASK_SELECT. */
export type AdminTaskRow = {
  id: string;
  title: string;
  description: string;
  location: string;
  budget: string | null;
  scheduled_date: PgTimestamp | null;
  status: TaskStatus;
  created_at: PgTimestamp;
  customer_id: string;
  c_first: string;
  c_last: string;
  c_email: string;
  category_id: string;
  category_name: string;
  tasker_id: string | null;
  t_first: string | null;
  t_last: string | null;
  booking_id: string | null;
  booking_status: BookingStatus | null;
  booking_payment_status: PaymentStatus | null;
};

export function toAdminTask(r: AdminTaskRow): AdminTask {
  return {
    id: r.id,
    title: r.title,
    description: r.description,
    location: r.location,
    budget: r.budget,
    scheduledDate: toIso(r.scheduled_date),
    status: r.status,
    createdAt: toIso(r.created_at),
    customer: { id: r.customer_id, firstName: r.c_first, lastName: r.c_last, email: r.c_email },
    category: { id: r.category_id, name: r.category_name },
    tasker: r.tasker_id ? { id: r.tasker_id, name: `${r.t_first} ${r.t_last}` } : null,
    booking:
      r.booking_id && r.booking_status && r.booking_payment_status
        ? { id: r.booking_id, status: r.booking_status, paymentStatus: r.booking_payment_status }
        : null,
  };
}

export async function listTasks(
  db: Db,
  f: { q?: string; status?: TaskStatus; limit: number; offset: number },
): Promise<Page<AdminTask>> {
  const where: SQL[] = [sql`true`];
  // Title, or the customer's email or name: each side is served by a trigram index (0008).
  if (f.q)
    where.push(sql`(lower(t.title) like ${containsPattern(f.q)} or t.customer_id in (select id from users
    where lower(email) like ${containsPattern(f.q)} or lower(first_name || ' ' || last_name) like ${containsPattern(f.q)}))`);
  if (f.status) where.push(sql`t.status = ${f.status}`);
  const w = sql.join(where, sql` and `);
  return countedPage(
    db,
    sql`${TASK_SELECT} where ${w} order by t.created_at desc, t.id limit ${f.limit} offset ${f.offset}`,
    sql`select 1 from tasks t join users c on c.id = t.customer_id where ${w}`,
    f.offset,
    toAdminTask,
  );
}

export async function updateTaskStatus(
  db: Db,
  process: ProcessContext,
  actorId: string,
  id: string,
  status: TaskStatus,
): Promise<AdminTask> {
  await setTaskStatusAsAdmin(db, process, actorId, id, { status });
  const [row] = await queryRows<AdminTaskRow>(db, sql`${TASK_SELECT} where t.id = ${id}::uuid`);
  return toAdminTask(row);
}
