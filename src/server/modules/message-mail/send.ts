// The message e-mails job ("message-mails", every 10 seconds): a person with unread messages in a
// conversation is e-mailed about the first at once (the next round), about later ones in one digest
// at most every DIGEST_MINUTES while earlier mailed ones are still unread, and about none they have
// read by then. `message_mail_state` remembers what each mail covered, updated in the mail's own
// transaction, so no message is mailed twice whatever runs the job again.
import { sql } from "drizzle-orm";
import { shortName } from "../../../contract/names";
import type { Db } from "../../db/connect";
import { queryRows, type PgTimestamp } from "../../db/query";
import { queueMail } from "../../lib/mailer";
import { messageMail } from "./emails";

export const DIGEST_MINUTES = 15;
/** Messages older than this are not mailed about any more (a job that was off does not mail stale news). */
const RECENT_HOURS = 24;
const BATCH = 200;

interface DueRow {
  receiver_id: string;
  conversation_id: string;
  sender_id: string;
  last_at: PgTimestamp;
  count: number;
  email: string;
  first_name: string;
  s_first: string;
  s_last: string;
  s_business: string | null;
  task_title: string | null;
}

/** Mails what is due at `now`; returns how many mails were queued. */
export async function sendMessageMails(db: Db, origin: string, now = new Date()): Promise<number> {
  let sent = 0;
  for (;;) {
    const count = await db.transaction((tx) => sendBatch(tx, origin, now));
    sent += count;
    if (count < BATCH) return sent;
  }
}

async function sendBatch(tx: Db, origin: string, now: Date): Promise<number> {
  const at = now.toISOString();
  const rows = await queryRows<DueRow>(
    tx,
    sql`with unread as (
      select m.receiver_id, m.conversation_id, min(m.created_at) as first_at, max(m.created_at) as last_at,
        (array_agg(m.sender_id order by m.created_at desc))[1] as sender_id
      from messages m
      where m.read_at is null and m.created_at > ${at}::timestamptz - make_interval(hours => ${RECENT_HOURS})
        and m.created_at <= ${at}::timestamptz
      group by m.receiver_id, m.conversation_id
    ),
    due as (
      select u.*, s.mailed_through from unread u
      left join message_mail_state s on s.user_id = u.receiver_id and s.conversation_id = u.conversation_id
      where s.user_id is null or (u.last_at > s.mailed_through and (
        -- The first unread since the last mail (the earlier ones were read): at once.
        u.first_at > s.mailed_through
        -- Mailed ones still unread: later messages wait for the digest.
        or s.mailed_at <= ${at}::timestamptz - make_interval(mins => ${DIGEST_MINUTES})))
      limit ${BATCH}
    ),
    counted as (
      select d.*, (select count(*)::int from messages m where m.receiver_id = d.receiver_id
        and m.conversation_id = d.conversation_id and m.read_at is null
        and m.created_at > coalesce(d.mailed_through, '-infinity') and m.created_at <= d.last_at) as count
      from due d
    ),
    marked as (
      insert into message_mail_state (user_id, conversation_id, mailed_through, mailed_at)
      select receiver_id, conversation_id, last_at, ${at}::timestamptz from counted
      on conflict (user_id, conversation_id) do update set
        mailed_through = excluded.mailed_through, mailed_at = excluded.mailed_at
      returning user_id, conversation_id
    )
    select c.receiver_id, c.conversation_id, c.sender_id, c.last_at, c.count,
      r.email, r.first_name, s.first_name as s_first, s.last_name as s_last, tp.display_name as s_business,
      k.title as task_title
    from counted c join marked using (conversation_id)
    join users r on r.id = c.receiver_id and r.deleted_at is null and r.suspended_at is null
    join users s on s.id = c.sender_id
    join conversations v on v.id = c.conversation_id
    left join tasks k on k.id = v.task_id
    left join tasker_profiles tp on tp.user_id = s.id
    where marked.user_id = c.receiver_id`,
  );
  for (const row of rows) {
    await queueMail(tx, {
      to: row.email.toLowerCase(),
      userId: row.receiver_id,
      origin,
      ...messageMail({
        firstName: row.first_name,
        senderName: row.s_business ?? shortName(row.s_first, row.s_last),
        senderId: row.sender_id,
        taskTitle: row.task_title,
        count: row.count,
        origin,
      }),
    });
  }
  return rows.length;
}
