// Writes the notification centre's items of recorded events (and the web pushes they make, for people
// with push on and a device: push-deliveries.ts sends them), in the transaction that records them
// (events/record.ts), so an item exists exactly when its event committed: no process can die between
// the two. The work is the database functions `record_event` and `write_notifications` (migrations
// 0036, 0039), planned once per connection. `notification_events` holds one key per event and recipient; an
// item is only written (or counted into a similar unread one) when its key is new, so running this
// again for an event (a retry, a replay) adds nothing.
import { sql } from "drizzle-orm";
import { defaultEnabled, KIND_PREFERENCE, URGENT_WHEN_SOON } from "../../../contract/notification-preferences";
import type { DomainEvent } from "../../../contract/events";
import type { Db } from "../../db/connect";
import { notificationsOf } from "./rules";

/** The JSON the functions read: `event`'s items, one per person, with the grid row each belongs to; null for none. */
export function notificationItems(event: DomainEvent): string | null {
  const specs = notificationsOf(event);
  if (specs.length === 0) return null;
  return JSON.stringify(
    specs.map((s) => ({
      user_id: s.userId,
      kind: s.kind,
      category: s.category,
      preference: KIND_PREFERENCE[s.kind],
      in_app_default: defaultEnabled(KIND_PREFERENCE[s.kind], "inApp"),
      push_default: defaultEnabled(KIND_PREFERENCE[s.kind], "push"),
      urgent_when_soon: URGENT_WHEN_SOON.includes(s.kind),
      group_key: s.groupKey,
      subject_type: s.subjectType,
      subject_id: s.subjectId,
      link: s.link,
      actor_id: s.actorId ?? null,
      actor_is_tasker: s.actorIsTasker ?? false,
      task_id: s.taskId ?? null,
      booking_id: s.bookingId ?? null,
    })),
  );
}

/** Writes the items of events already recorded (a replay): nothing for keys written before. */
export async function createNotifications(db: Db, stored: { id: number; event: DomainEvent }[]): Promise<void> {
  for (const { id, event } of stored) {
    const items = notificationItems(event);
    if (items) await db.execute(sql`select write_notifications(${id}::bigint, ${items}::jsonb)`);
  }
}
