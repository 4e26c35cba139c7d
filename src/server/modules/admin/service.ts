// Admin reads and changes. Every change and its audit entry are written in one transaction.
import { and, eq, isNull, sql, type SQL } from "drizzle-orm";
import type { AdminStats, AdminTask, AdminTasker, AdminUser, AuditEntry } from "../../../contract/admin";
import type { BookingStatus, PaymentStatus, TaskStatus, UserType } from "../../../contract/constants";
import type { Db } from "../../db/connect";
import { queryRows, type Row } from "../../db/query";
import { taskerProfiles, users } from "../../db/schema";
import { toIso } from "../../lib/dates";
import { conflict, notFound } from "../../lib/http-error";
import { deleteUserSessions } from "../../lib/sessions";
import { writeAudit } from "../../lib/audit";
import { containsPattern, isUuid } from "../../lib/sql-text";
import { setTaskStatusAsAdmin } from "../tasks/service";

function toAdminUser(r: Row): AdminUser {
  return {
    id: String(r.id),
    username: (r.username as string | null) ?? null,
    email: String(r.email),
    firstName: String(r.first_name),
    lastName: String(r.last_name),
    phone: (r.phone as string | null) ?? null,
    userType: r.user_type as AdminUser["userType"],
    location: (r.location as string | null) ?? null,
    createdAt: toIso(r.created_at as Date),
    suspendedAt: toIso(r.suspended_at as Date | null),
  };
}

const USER_COLUMNS = sql`u.id, u.username, u.email, u.first_name, u.last_name, u.phone, u.user_type, u.location, u.created_at, u.suspended_at`;

export interface Page<T> {
  items: T[];
  total: number;
}

export async function listUsers(
  db: Db,
  f: { q?: string; userType?: UserType; status?: "active" | "suspended"; limit: number; offset: number },
): Promise<Page<AdminUser>> {
  const where: SQL[] = [sql`u.deleted_at is null`];
  if (f.q)
    where.push(
      sql`(lower(u.email) like ${containsPattern(f.q)} or lower(u.first_name || ' ' || u.last_name) like ${containsPattern(f.q)})`,
    );
  if (f.userType) where.push(sql`u.user_type = ${f.userType}`);
  if (f.status) where.push(f.status === "suspended" ? sql`u.suspended_at is not null` : sql`u.suspended_at is null`);
  const w = sql.join(where, sql` and `);
  const [rows, count] = await Promise.all([
    queryRows<Row>(
      db,
      sql`select ${USER_COLUMNS} from users u where ${w} order by u.created_at desc, u.id limit ${f.limit} offset ${f.offset}`,
    ),
    queryRows<Row>(db, sql`select count(*)::int as total from users u where ${w}`),
  ]);
  return { items: rows.map(toAdminUser), total: Number(count[0].total) };
}

const TASK_SELECT = sql`select t.id, t.title, t.description, t.location, t.budget, t.scheduled_date, t.status, t.created_at,
  c.id as customer_id, c.first_name as c_first, c.last_name as c_last, c.email as c_email,
  sc.id as category_id, sc.name as category_name,
  tk.id as tasker_id, tk.first_name as t_first, tk.last_name as t_last,
  bk.id as booking_id, bk.status as booking_status, bk.payment_status as booking_payment_status
  from tasks t join users c on c.id = t.customer_id join service_categories sc on sc.id = t.category_id
  left join users tk on tk.id = t.tasker_id
  left join lateral (select b.id, b.status, b.payment_status from bookings b where b.task_id = t.id
    order by (b.status <> 'cancelled') desc, b.created_at desc limit 1) bk on true`;

function toAdminTask(r: Row): AdminTask {
  return {
    id: String(r.id),
    title: String(r.title),
    description: String(r.description),
    location: String(r.location),
    budget: r.budget == null ? null : String(r.budget),
    scheduledDate: toIso(r.scheduled_date as Date | null),
    status: r.status as TaskStatus,
    createdAt: toIso(r.created_at as Date),
    customer: {
      id: String(r.customer_id),
      firstName: String(r.c_first),
      lastName: String(r.c_last),
      email: String(r.c_email),
    },
    category: { id: String(r.category_id), name: String(r.category_name) },
    tasker: r.tasker_id ? { id: String(r.tasker_id), name: `${r.t_first} ${r.t_last}` } : null,
    booking: r.booking_id
      ? {
          id: String(r.booking_id),
          status: r.booking_status as BookingStatus,
          paymentStatus: r.booking_payment_status as PaymentStatus,
        }
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
  const [rows, count] = await Promise.all([
    queryRows<Row>(
      db,
      sql`${TASK_SELECT} where ${w} order by t.created_at desc, t.id limit ${f.limit} offset ${f.offset}`,
    ),
    queryRows<Row>(db, sql`select count(*)::int as total from tasks t join users c on c.id = t.customer_id where ${w}`),
  ]);
  return { items: rows.map(toAdminTask), total: Number(count[0].total) };
}

function toAdminTasker(r: Row): AdminTasker {
  return {
    id: String(r.id),
    userId: String(r.user_id),
    bio: (r.bio as string | null) ?? null,
    skills: (r.skills as string[]) ?? [],
    hourlyRate: r.hourly_rate == null ? null : String(r.hourly_rate),
    experience: (r.experience as string | null) ?? null,
    isVerified: Boolean(r.is_verified),
    rating: Number(r.rating).toFixed(2),
    totalReviews: Number(r.total_reviews),
    completedTasks: Number(r.completed_tasks),
    name: String(r.display_name ?? `${r.first_name} ${r.last_name}`),
    createdAt: toIso(r.created_at as Date),
    user: {
      firstName: String(r.first_name),
      lastName: String(r.last_name),
      email: String(r.email),
      phone: (r.phone as string | null) ?? null,
      location: (r.user_location as string | null) ?? null,
      suspended: r.suspended_at != null,
    },
    payoutsPaused:
      r.paused_at == null ? null : { reason: String(r.pause_reason), pausedAt: toIso(r.paused_at as Date) },
  };
}

const TASKER_SELECT = sql`select tp.*, u.first_name, u.last_name, u.email, u.phone, u.location as user_location,
    u.suspended_at, h.reason as pause_reason, h.created_at as paused_at
  from tasker_profiles tp join users u on u.id = tp.user_id left join payout_holds h on h.tasker_id = tp.user_id`;

export async function listTaskers(
  db: Db,
  f: { q?: string; verified?: "true" | "false"; limit: number; offset: number },
): Promise<Page<AdminTasker>> {
  const where: SQL[] = [sql`u.deleted_at is null`];
  if (f.q)
    where.push(sql`(lower(u.email) like ${containsPattern(f.q)} or tp.search_text like ${containsPattern(f.q)})`);
  if (f.verified) where.push(sql`tp.is_verified = ${f.verified === "true"}`);
  const w = sql.join(where, sql` and `);
  const [rows, count] = await Promise.all([
    queryRows<Row>(
      db,
      sql`${TASKER_SELECT} where ${w} order by tp.created_at desc, tp.id limit ${f.limit} offset ${f.offset}`,
    ),
    queryRows<Row>(
      db,
      sql`select count(*)::int as total from tasker_profiles tp join users u on u.id = tp.user_id where ${w}`,
    ),
  ]);
  return { items: rows.map(toAdminTasker), total: Number(count[0].total) };
}

export async function getStats(db: Db): Promise<AdminStats> {
  const [counts] = await queryRows<Row>(
    db,
    sql`select
    (select count(*)::int from users where deleted_at is null) as total_users,
    (select count(*)::int from tasks) as total_tasks,
    (select count(*)::int from tasks where status = 'open') as pending_tasks,
    (select count(*)::int from tasks where status = 'completed') as completed_tasks`,
  );
  const [recentUsers, recentTasks] = await Promise.all([
    queryRows<Row>(
      db,
      sql`select ${USER_COLUMNS} from users u where u.deleted_at is null order by u.created_at desc limit 5`,
    ),
    queryRows<Row>(db, sql`${TASK_SELECT} order by t.created_at desc limit 5`),
  ]);
  return {
    totalUsers: Number(counts.total_users),
    totalTasks: Number(counts.total_tasks),
    pendingTasks: Number(counts.pending_tasks),
    completedTasks: Number(counts.completed_tasks),
    recentUsers: recentUsers.map(toAdminUser),
    recentTasks: recentTasks.map(toAdminTask),
  };
}

const audit = (
  db: Db,
  actorId: string,
  action: string,
  targetType: string,
  targetId: string,
  before: unknown,
  after: unknown,
) => writeAudit(db, { actorId, action, targetType, targetId, before, after });

export async function updateUser(
  db: Db,
  actorId: string,
  id: string,
  change: { userType?: UserType; suspended?: boolean },
): Promise<AdminUser> {
  if (!isUuid(id)) throw notFound("User not found");
  return db.transaction(async (tx) => {
    // Lock the admins while deciding, so two admins can't demote each other at once.
    await tx.execute(sql`select id from users where user_type = 'admin' for update`);
    const [user] = await tx
      .select()
      .from(users)
      .where(and(eq(users.id, id), isNull(users.deletedAt)));
    if (!user) throw notFound("User not found");
    const losesAdmin =
      user.userType === "admin" &&
      !user.suspendedAt &&
      ((change.userType && change.userType !== "admin") || change.suspended === true);
    if (losesAdmin) {
      const [{ others }] = await queryRows<Row>(
        tx,
        sql`select count(*)::int as others from users
        where user_type = 'admin' and suspended_at is null and deleted_at is null and id <> ${id}::uuid`,
      );
      if (Number(others) === 0) throw conflict("You are the last admin: promote another admin first.");
    }
    const before = { userType: user.userType, suspended: user.suspendedAt != null };
    const set: Partial<typeof users.$inferInsert> = {};
    if (change.userType) set.userType = change.userType;
    if (change.suspended !== undefined) set.suspendedAt = change.suspended ? (user.suspendedAt ?? new Date()) : null;
    const [updated] = await tx.update(users).set(set).where(eq(users.id, id)).returning();
    const after = { userType: updated.userType, suspended: updated.suspendedAt != null };
    if (change.suspended) await deleteUserSessions(tx, id);
    const action =
      change.suspended === true && !before.suspended
        ? "user.suspend"
        : change.suspended === false && before.suspended
          ? "user.restore"
          : "user.update";
    await audit(tx, actorId, action, "user", id, before, after);
    return toAdminUser({
      ...updated,
      first_name: updated.firstName,
      last_name: updated.lastName,
      user_type: updated.userType,
      created_at: updated.createdAt,
      suspended_at: updated.suspendedAt,
    });
  });
}

export async function updateTaskStatus(db: Db, actorId: string, id: string, status: TaskStatus): Promise<AdminTask> {
  await setTaskStatusAsAdmin(db, actorId, id, { status });
  const [row] = await queryRows<Row>(db, sql`${TASK_SELECT} where t.id = ${id}::uuid`);
  return toAdminTask(row);
}

export async function updateTaskerVerification(
  db: Db,
  actorId: string,
  id: string,
  isVerified: boolean,
): Promise<AdminTasker> {
  if (!isUuid(id)) throw notFound("Tasker not found");
  await db.transaction(async (tx) => {
    const [profile] = await tx.select().from(taskerProfiles).where(eq(taskerProfiles.id, id));
    if (!profile) throw notFound("Tasker not found");
    await tx.update(taskerProfiles).set({ isVerified }).where(eq(taskerProfiles.id, id));
    await audit(
      tx,
      actorId,
      isVerified ? "tasker.verify" : "tasker.unverify",
      "tasker",
      id,
      { isVerified: profile.isVerified },
      { isVerified },
    );
  });
  const [row] = await queryRows<Row>(db, sql`${TASKER_SELECT} where tp.id = ${id}::uuid`);
  return toAdminTasker(row);
}

export async function listAudit(db: Db, limit: number, offset: number): Promise<Page<AuditEntry>> {
  const [rows, count] = await Promise.all([
    queryRows<Row>(
      db,
      sql`select a.*, u.first_name, u.last_name, case a.target_type
          when 'user' then (select tu.first_name || ' ' || tu.last_name from users tu where tu.id = a.target_id)
          when 'task' then (select tt.title from tasks tt where tt.id = a.target_id)
          when 'tasker' then (select tu.first_name || ' ' || tu.last_name from tasker_profiles tp
            join users tu on tu.id = tp.user_id where tp.id = a.target_id or tp.user_id = a.target_id limit 1)
          when 'dispute' then (select dt.title from disputes d join bookings db on db.id = d.booking_id
            join tasks dt on dt.id = db.task_id where d.id = a.target_id)
        end as target_name
      from audit_log a left join users u on u.id = a.actor_id
      order by a.created_at desc, a.id limit ${limit} offset ${offset}`,
    ),
    queryRows<Row>(db, sql`select count(*)::int as total from audit_log`),
  ]);
  return {
    items: rows.map((r) => ({
      id: String(r.id),
      action: String(r.action),
      targetType: String(r.target_type),
      targetId: String(r.target_id),
      targetName: (r.target_name as string | null) ?? null,
      before: r.before ?? null,
      after: r.after ?? null,
      createdAt: toIso(r.created_at as Date),
      actor: r.actor_id ? { id: String(r.actor_id), name: `${r.first_name} ${r.last_name}` } : null,
    })),
    total: Number(count[0].total),
  };
}
