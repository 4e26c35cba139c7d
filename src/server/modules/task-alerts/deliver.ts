// The one way a task alert reaches a tasker: every e-mail and every bell item of the alerts goes
// through `deliverAlerts`, in the transaction that claimed the matches (so a delivery exists exactly
// when its match does, and a run again finds its matches claimed and delivers nothing). The tasker's
// cells of the preference grid's "Task alerts" row decide the bell, push and e-mail.
import { sql } from "drizzle-orm";
import { TASK_ALERTED_BATCH, type EventOf } from "../../../contract/events";
import type { Db } from "../../db/connect";
import { queryRows } from "../../db/query";
import { recordEvents } from "../../events/record";
import { defaultEnabled } from "../../../contract/notification-preferences";
import { queueMails } from "../../lib/mailer";
import { digestEmail, instantAlertEmail, type AlertedTask } from "./emails";

export interface AlertRecipient {
  taskerId: string;
  email: string;
  firstName: string;
}

export type AlertDeliveries =
  /** One task, told at once: a bell item (merged with their other unread alerts) and an e-mail each. */
  | { delivery: "instant"; task: { id: string; title: string }; recipients: (AlertRecipient & { reason: string })[] }
  /** The day's tasks of each tasker, in one digest e-mail each. */
  | { delivery: "daily"; digests: (AlertRecipient & { tasks: AlertedTask[] })[] };

/** Where the bell item of an alert leads: Find Work, where the tasker sends an offer. */
const ALERT_LINK = "/browse-tasks";

export async function deliverAlerts(tx: Db, origin: string, deliveries: AlertDeliveries): Promise<void> {
  if (deliveries.delivery === "daily") {
    const mails = deliveries.digests
      .filter((d) => d.tasks.length > 0)
      .map((d) => ({ to: d.email, userId: d.taskerId, origin, ...digestEmail(d.firstName, d.tasks, origin) }));
    await queueMails(tx, mails);
    return;
  }
  const { task } = deliveries;
  if (deliveries.recipients.length === 0) return;
  // In one order everywhere: fan-outs running at once lock the taskers' unread items in the same
  // order, so they wait for each other rather than deadlock.
  const recipients = [...deliveries.recipients].sort((a, b) => (a.taskerId < b.taskerId ? -1 : 1));
  // Bells update in real time from these events; batches keep each row and message small.
  const events: EventOf<"task.alerted">[] = [];
  for (let i = 0; i < recipients.length; i += TASK_ALERTED_BATCH)
    events.push({
      type: "task.alerted",
      taskId: task.id,
      taskerIds: recipients.slice(i, i + TASK_ALERTED_BATCH).map((r) => r.taskerId),
    });
  await recordEvents(tx, ...events);
  // One statement for every item and push: unread alerts of a tasker merge ("3 new tasks near you, the
  // latest …"), by the tasker's cells of the "Task alerts" row (in the app, push); a push only to
  // taskers with a device (push-deliveries.ts sends it).
  const rows = JSON.stringify(recipients.map((r) => ({ id: r.taskerId, reason: r.reason })));
  const cell = (channel: "inApp" | "push") =>
    sql`coalesce((select p.enabled from notification_preferences p where p.user_id = r.id and p.category = 'alerts'
      and p.channel = ${channel}), ${defaultEnabled("alerts", channel)})`;
  await queryRows(
    tx,
    sql`with r as (select * from jsonb_to_recordset(${rows}::jsonb) as r(id uuid, reason text)),
    items as (
      insert into notifications (user_id, category, kind, group_key, subject_type, subject_id, link, data, last_event_id)
      select r.id, 'tasks', 'task.alert', 'task.alert', 'task', ${task.id}::uuid, ${ALERT_LINK},
        jsonb_build_object('taskTitle', ${task.title}::text, 'reason', r.reason),
        currval(pg_get_serial_sequence('events', 'id'))
      from r where ${cell("inApp")}
      on conflict (user_id, group_key) where read_at is null do update set
        count = notifications.count + 1, data = excluded.data, link = excluded.link,
        subject_id = excluded.subject_id, last_event_id = excluded.last_event_id, updated_at = now()
      returning 1
    )
    insert into push_deliveries (user_id, event_id, kind, preference, topic, link, data)
    select r.id, currval(pg_get_serial_sequence('events', 'id')), 'task.alert', 'alerts', 'task.alert:' || ${task.id},
      ${ALERT_LINK}, jsonb_build_object('taskTitle', ${task.title}::text, 'reason', r.reason)
    from r where exists (select 1 from push_subscriptions ps where ps.user_id = r.id) and ${cell("push")}`,
  );
  await queueMails(
    tx,
    recipients.map((r) => ({
      to: r.email,
      userId: r.taskerId,
      origin,
      ...instantAlertEmail(r.firstName, { taskId: task.id, title: task.title, reason: r.reason }, origin),
    })),
  );
}
