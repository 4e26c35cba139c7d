// Sends the reminders that came due (the "reminders" job, every few minutes): both sides a day and
// two hours before a booking starts, the customer a day after completion to review the tasker and
// release the payment, a tasker an invitation left unanswered for a day. Each reminder is claimed in
// `reminders_sent` and told in the same transaction (a `reminder.due` event: the bell, push; and an
// e-mail where one helps), so it goes out once, whatever runs the job again or dies half-way.
import { sql } from "drizzle-orm";
import { shortName } from "../../../contract/names";
import type { Reminder } from "../../../contract/events";
import type { Db } from "../../db/connect";
import { queryRows, type PgTimestamp } from "../../db/query";
import { recordEvents } from "../../events/record";
import { queueMail } from "../../lib/mailer";
import * as emails from "./emails";

/** At most this many reminders per transaction; a round runs batches until none are left (or `MAX_BATCHES`). */
const BATCH = 200;
const MAX_BATCHES = 20;

interface DueRow {
  reminder: Reminder;
  subject: string;
  booking_id: string | null;
  task_id: string;
  title: string;
  category_id: string;
  lat: number | null;
  lng: number | null;
  customer_id: string;
  tasker_id: string;
  scheduled_date: PgTimestamp | null;
  c_email: string;
  c_first: string;
  c_last: string;
  c_ok: boolean;
  t_email: string;
  t_first: string;
  t_last: string;
  t_ok: boolean;
  display_name: string | null;
}

/** Sends every reminder due at `now`; returns how many. */
export async function sendDueReminders(db: Db, origin: string, now = new Date()): Promise<number> {
  let sent = 0;
  for (let batch = 0; batch < MAX_BATCHES; batch++) {
    const count = await db.transaction((tx) => sendBatch(tx, origin, now));
    sent += count;
    if (count < BATCH) break;
  }
  return sent;
}

async function sendBatch(tx: Db, origin: string, now: Date): Promise<number> {
  const at = now.toISOString();
  // A booking's subject carries its start, so a booking moved to another time is reminded again.
  const rows = await queryRows<DueRow>(
    tx,
    sql`with due as (
      (select 'booking-24h' as reminder, b.id || '@' || extract(epoch from b.scheduled_date)::bigint as subject,
        b.id as booking_id, b.task_id, b.customer_id, b.tasker_id, b.scheduled_date
      from bookings b
      where b.status = 'confirmed' and b.scheduled_date > ${at}::timestamptz + interval '2 hours'
        and b.scheduled_date <= ${at}::timestamptz + interval '24 hours'
        and b.created_at < b.scheduled_date - interval '24 hours'
      order by b.scheduled_date limit ${BATCH * 4})
      union all
      (select 'booking-2h', b.id || '@' || extract(epoch from b.scheduled_date)::bigint,
        b.id, b.task_id, b.customer_id, b.tasker_id, b.scheduled_date
      from bookings b
      where b.status = 'confirmed' and b.scheduled_date > ${at}::timestamptz
        and b.scheduled_date <= ${at}::timestamptz + interval '2 hours'
        and b.created_at < b.scheduled_date - interval '2 hours'
      order by b.scheduled_date limit ${BATCH * 4})
      union all
      (select 'review', b.id::text, b.id, b.task_id, b.customer_id, b.tasker_id, b.scheduled_date
      from bookings b
      where b.status = 'completed' and b.completed_at <= ${at}::timestamptz - interval '24 hours'
        and b.completed_at > ${at}::timestamptz - interval '7 days'
        and not exists (select 1 from reviews r where r.booking_id = b.id and r.reviewer_id = b.customer_id)
      order by b.completed_at limit ${BATCH * 4})
      union all
      (select 'invitation', i.task_id || ':' || i.tasker_id, null, i.task_id, k.customer_id, i.tasker_id, null
      from task_invitations i join tasks k on k.id = i.task_id
      where k.status = 'open' and i.created_at <= ${at}::timestamptz - interval '24 hours'
        and i.created_at > ${at}::timestamptz - interval '7 days'
        and not exists (select 1 from task_offers o where o.task_id = i.task_id and o.tasker_id = i.tasker_id)
      order by i.created_at limit ${BATCH * 4})
    ),
    unsent as (
      select d.* from due d
      where not exists (select 1 from reminders_sent s where s.subject = d.subject and s.reminder = d.reminder)
      limit ${BATCH}
    ),
    claimed as (
      insert into reminders_sent (subject, reminder) select subject, reminder from unsent
      on conflict do nothing returning subject, reminder
    )
    select u.reminder, u.subject, u.booking_id, u.task_id, u.customer_id, u.tasker_id, u.scheduled_date,
      k.title, k.category_id, k.lat, k.lng, tp.display_name,
      c.email as c_email, c.first_name as c_first, c.last_name as c_last,
      (c.deleted_at is null and c.suspended_at is null) as c_ok,
      t.email as t_email, t.first_name as t_first, t.last_name as t_last,
      (t.deleted_at is null and t.suspended_at is null) as t_ok
    from unsent u join claimed using (subject, reminder)
    join tasks k on k.id = u.task_id join users c on c.id = u.customer_id join users t on t.id = u.tasker_id
    left join tasker_profiles tp on tp.user_id = u.tasker_id`,
  );
  for (const row of rows) {
    // A suspended or deleted person is reminded of nothing; the claim stays, so never later either.
    if (!row.c_ok || !row.t_ok) continue;
    await recordEvents(tx, {
      type: "reminder.due",
      reminder: row.reminder,
      task: {
        id: row.task_id,
        customerId: row.customer_id,
        categoryId: row.category_id,
        lat: row.lat === null ? null : Number(row.lat),
        lng: row.lng === null ? null : Number(row.lng),
      },
      taskerId: row.tasker_id,
      ...(row.booking_id ? { bookingId: row.booking_id } : {}),
    });
    await mail(tx, row, origin);
  }
  return rows.length;
}

async function mail(tx: Db, row: DueRow, origin: string): Promise<void> {
  const taskerName = row.display_name ?? shortName(row.t_first, row.t_last);
  const customerName = shortName(row.c_first, row.c_last);
  switch (row.reminder) {
    case "booking-24h": {
      const start = new Date(row.scheduled_date!);
      const base = { taskTitle: row.title, start, origin };
      await queueMail(tx, {
        to: row.c_email.toLowerCase(),
        userId: row.customer_id,
        origin,
        ...emails.bookingTomorrow({ ...base, firstName: row.c_first, otherName: taskerName, to: "customer" }),
      });
      await queueMail(tx, {
        to: row.t_email.toLowerCase(),
        userId: row.tasker_id,
        origin,
        ...emails.bookingTomorrow({ ...base, firstName: row.t_first, otherName: customerName, to: "tasker" }),
      });
      return;
    }
    case "review":
      await queueMail(tx, {
        to: row.c_email.toLowerCase(),
        userId: row.customer_id,
        origin,
        ...emails.reviewWaiting({ firstName: row.c_first, taskerName, taskTitle: row.title, origin }),
      });
      return;
    case "invitation":
      await queueMail(tx, {
        to: row.t_email.toLowerCase(),
        userId: row.tasker_id,
        origin,
        ...emails.invitationWaiting({ firstName: row.t_first, customerName, taskTitle: row.title, origin }),
      });
      return;
    case "booking-2h":
      return;
  }
}
