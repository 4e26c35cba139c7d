// A photo an admin removed leaves every screen at once, cached ones included: whatever shows it
// hears of the change the way it hears of any other (a task's Find Work card, a tasker's profile
// and pages, a conversation), and an avatar stops pointing at it.
import { sql } from "drizzle-orm";
import type { DomainEvent } from "../../../contract/events";
import type { Db } from "../../db/connect";
import { queryRows } from "../../db/query";
import { recordEvents } from "../../events/record";
import { EVENT_TASK_COLUMNS, toEventTask, type EventTaskRow } from "../../events/task-ref";

/** Records the events of the photo's holders, in the removal's transaction. */
export async function announceRemoval(tx: Db, photoId: string): Promise<void> {
  const tasks = await queryRows<EventTaskRow>(
    tx,
    sql`select ${EVENT_TASK_COLUMNS} from tasks
    where id in (select task_id from task_photos where photo_id = ${photoId}::uuid)`,
  );
  const taskers = await queryRows<{ tasker_id: string }>(
    tx,
    sql`select distinct tasker_id from portfolio_photos where photo_id = ${photoId}::uuid`,
  );
  const messages = await queryRows<{ id: string; conversation_id: string; sender_id: string; receiver_id: string }>(
    tx,
    sql`select m.id, m.conversation_id, m.sender_id, m.receiver_id from messages m
    where m.id in (select message_id from message_photos where photo_id = ${photoId}::uuid)`,
  );
  // Avatars are stored under the photo's id (photos/avatars.ts).
  const avatars = await queryRows<{ id: string }>(
    tx,
    sql`update users set profile_image = null where profile_image like ${`/media/p/${photoId}/%`} returning id`,
  );
  const events: DomainEvent[] = [
    ...tasks.map((task) => ({ type: "task.edited" as const, task: toEventTask(task) })),
    ...taskers.map((t) => ({ type: "tasker.changed" as const, taskerId: t.tasker_id, what: "portfolio" as const })),
    ...avatars.map((u) => ({ type: "user.changed" as const, userId: u.id, what: "account" as const })),
    ...messages.map((m) => ({
      type: "message.changed" as const,
      messageId: m.id,
      conversationId: m.conversation_id,
      senderId: m.sender_id,
      receiverId: m.receiver_id,
      what: "photo-removed" as const,
    })),
  ];
  await recordEvents(tx, ...events);
}
