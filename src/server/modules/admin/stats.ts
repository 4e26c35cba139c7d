// Admin: the dashboard's counts and its five newest users and tasks.
import { desc, isNull, sql } from "drizzle-orm";
import type { AdminStats } from "../../../contract/admin";
import type { Db } from "../../db/connect";
import { queryRows } from "../../db/query";
import { users } from "../../db/schema";
import { TASK_SELECT, toAdminTask, type AdminTaskRow } from "./tasks";
import { ADMIN_USER_COLUMNS, toAdminUser } from "./users";

type CountsRow = { total_users: number; total_tasks: number; pending_tasks: number; completed_tasks: number };

export async function getStats(db: Db): Promise<AdminStats> {
  const [counts] = await queryRows<CountsRow>(
    db,
    sql`select
    (select count(*)::int from users where deleted_at is null) as total_users,
    (select count(*)::int from tasks) as total_tasks,
    (select count(*)::int from tasks where status = 'open') as pending_tasks,
    (select count(*)::int from tasks where status = 'completed') as completed_tasks`,
  );
  const [recentUsers, recentTasks] = await Promise.all([
    db.select(ADMIN_USER_COLUMNS).from(users).where(isNull(users.deletedAt)).orderBy(desc(users.createdAt)).limit(5),
    queryRows<AdminTaskRow>(db, sql`${TASK_SELECT} order by t.created_at desc limit 5`),
  ]);
  return {
    totalUsers: counts.total_users,
    totalTasks: counts.total_tasks,
    pendingTasks: counts.pending_tasks,
    completedTasks: counts.completed_tasks,
    recentUsers: recentUsers.map(toAdminUser),
    recentTasks: recentTasks.map(toAdminTask),
  };
}
