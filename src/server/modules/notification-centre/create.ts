// Writes the notification centre's items of recorded events, in the transaction that records them
// (events/record.ts), so an item exists exactly when its event committed: no process can die between
// the two. `notification_events` holds one key per event and recipient; an item is only written (or
// counted into a similar unread one) when its key is new, so running this again for an event (a
// retry, a replay) adds nothing.
import { sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/connect";
import type { DomainEvent } from "../../../contract/events";
import { notificationsOf, type NotificationSpec } from "./rules";

const row = (s: NotificationSpec): SQL =>
  sql`(${s.userId}::uuid, ${s.kind}, ${s.category}, ${s.groupKey}, ${s.subjectType}, ${s.subjectId}::uuid, ${s.link},
    ${s.actorId ?? null}::uuid, ${s.actorIsTasker ?? false}::boolean, ${s.taskId ?? null}::uuid, ${s.bookingId ?? null}::uuid)`;

/** One statement per event that tells anyone anything; none for the others. */
export async function createNotifications(db: Db, stored: { id: number; event: DomainEvent }[]): Promise<void> {
  for (const { id, event } of stored) {
    const writes = notificationWrites(event, sql`${id}::bigint`);
    if (writes) await db.execute(sql`with ${writes} select 1`);
  }
}

/**
 * The common table expressions that write `event`'s items, its id given as SQL (a value, or a
 * subquery on the statement that inserts the event, so both go in one statement); null when the
 * event tells nobody anything.
 */
export function notificationWrites(event: DomainEvent, eventId: SQL): SQL | null {
  const specs = notificationsOf(event);
  if (specs.length === 0) return null;
  // The text's names are copied now: a person's display name is a tasker's business name, else
  // their first name and last initial (contract/names.ts); deleted accounts get nothing.
  return sql`
    source (user_id, kind, category, group_key, subject_type, subject_id, link, actor_id, actor_is_tasker, task_id, booking_id)
      as (values ${sql.join(specs.map(row), sql`, `)}),
    enriched as (
      select s.*, t.title as task_title,
        case when a.id is null then null
          when s.actor_is_tasker and tp.display_name is not null then tp.display_name
          else trim(a.first_name) || case when coalesce(trim(a.last_name), '') = '' then ''
            else ' ' || upper(left(trim(a.last_name), 1)) || '.' end
        end as actor_name
      from source s
      join users r on r.id = s.user_id and r.deleted_at is null
      left join bookings b on b.id = s.booking_id
      left join tasks t on t.id = coalesce(s.task_id, b.task_id)
      left join users a on a.id = s.actor_id
      left join tasker_profiles tp on tp.user_id = a.id
    ),
    claimed as (
      insert into notification_events (event_id, user_id) select ${eventId}, user_id from enriched
      on conflict do nothing returning user_id
    ),
    items as (
      insert into notifications (user_id, category, kind, group_key, subject_type, subject_id, link, data, last_event_id)
      select e.user_id, e.category, e.kind, e.group_key, e.subject_type, e.subject_id, e.link,
        jsonb_strip_nulls(jsonb_build_object('taskTitle', e.task_title, 'actorName', e.actor_name)), ${eventId}
      from enriched e join claimed c on c.user_id = e.user_id
      on conflict (user_id, group_key) where read_at is null do update set
        count = notifications.count + 1, data = excluded.data, link = excluded.link,
        subject_type = excluded.subject_type, subject_id = excluded.subject_id,
        last_event_id = excluded.last_event_id, updated_at = now()
      returning 1
    )`;
}
