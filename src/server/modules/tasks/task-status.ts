// A task's status outside a booking's life: a customer (or the deletion of their account) closes open
// tasks, and an admin sets any status (admin-status.ts). A task with a booking changes with it, through
// the booking process (bookings/transitions.ts and close.ts); nothing else writes a task's status.
import { sql, type SQL } from "drizzle-orm";
import type { TaskStatus } from "../../../contract/constants";
import type { Db } from "../../db/connect";
import { queryRows } from "../../db/query";
import { recordEvents } from "../../events/record";
import { EVENT_TASK_COLUMNS, toEventTask, type EventTaskRow } from "../../events/task-ref";

export const TASK_NOT_FOUND = "Task not found";

const declineOffersOf = (tx: Db, tasks: SQL) =>
  tx.execute(sql`update task_offers set status = 'declined' where status = 'pending' and task_id in (${tasks})`);

/** Closes the open tasks of one task id or one customer: their pending offers are declined. */
export async function closeOpenTasks(tx: Db, which: { taskId: string } | { customerId: string }): Promise<number> {
  const filter = "taskId" in which ? sql`id = ${which.taskId}::uuid` : sql`customer_id = ${which.customerId}::uuid`;
  await declineOffersOf(tx, sql`select id from tasks where ${filter} and status = 'open'`);
  const closed = await queryRows<EventTaskRow>(
    tx,
    sql`update tasks set status = 'cancelled' where ${filter} and status = 'open' returning ${EVENT_TASK_COLUMNS}`,
  );
  if (closed.length)
    await recordEvents(tx, ...closed.map((task) => ({ type: "task.cancelled" as const, task: toEventTask(task) })));
  return closed.length;
}

/** An admin's change of the task itself (the booking process has done its part); answers the task's tasker. */
export async function setTaskStatus(
  tx: Db,
  taskId: string,
  status: TaskStatus,
  taskerId: string | null | undefined,
): Promise<{ taskerId: string | null }> {
  const [changed] = await queryRows<EventTaskRow & { tasker_id: string | null }>(
    tx,
    taskerId === undefined
      ? sql`update tasks set status = ${status} where id = ${taskId}::uuid returning ${EVENT_TASK_COLUMNS}, tasker_id`
      : sql`update tasks set status = ${status}, tasker_id = ${taskerId}::uuid where id = ${taskId}::uuid
        returning ${EVENT_TASK_COLUMNS}, tasker_id`,
  );
  await recordEvents(tx, { type: "task.status-set", task: toEventTask(changed) });
  if (status === "cancelled") await declineOffersOf(tx, sql`select ${taskId}::uuid`);
  return { taskerId: changed.tasker_id };
}
