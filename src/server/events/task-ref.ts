// A task as its events carry it (contract/events.ts EventTask): read in the change's transaction,
// or returned by the statement that changes the task (`returning ${EVENT_TASK_COLUMNS}`).
import { sql } from "drizzle-orm";
import type { EventTask } from "../../contract/events";
import type { Db } from "../db/connect";
import { queryRows } from "../db/query";

export interface EventTaskRow {
  id: string;
  customer_id: string;
  category_id: string;
  lat: number | null;
  lng: number | null;
}

/** The columns an EventTask is made of, from `tasks` (unqualified, for `returning`). */
export const EVENT_TASK_COLUMNS = sql`id, customer_id, category_id, lat, lng`;

export function toEventTask(row: EventTaskRow): EventTask {
  return { id: row.id, customerId: row.customer_id, categoryId: row.category_id, lat: row.lat, lng: row.lng };
}

export async function eventTask(db: Db, taskId: string): Promise<EventTask> {
  const [row] = await queryRows<EventTaskRow>(
    db,
    sql`select ${EVENT_TASK_COLUMNS} from tasks where id = ${taskId}::uuid`,
  );
  if (!row) throw new Error("An event names a task that does not exist");
  return toEventTask(row);
}

/** A booking's task and tasker, as its events carry them. */
export async function bookingParties(db: Db, bookingId: string): Promise<{ task: EventTask; taskerId: string }> {
  const [row] = await queryRows<EventTaskRow & { tasker_id: string }>(
    db,
    sql`select t.id, t.customer_id, t.category_id, t.lat, t.lng, b.tasker_id
    from bookings b join tasks t on t.id = b.task_id where b.id = ${bookingId}::uuid`,
  );
  if (!row) throw new Error("An event names a booking that does not exist");
  return { task: toEventTask(row), taskerId: row.tasker_id };
}
