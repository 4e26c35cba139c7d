// The one way moderation tells people something: a bell item (with the admin's reason where there is
// one) and an e-mail, in the transaction of the change. A reporter hears of their report's outcome by
// their "Your reports" row of the preference grid; a person an admin acted on always hears of it, with
// the reason (a safety message: LOCKED_MESSAGES). A `moderation.told` event updates their bells live.
import { sql } from "drizzle-orm";
import { defaultEnabled, type MailCategory } from "../../../contract/notification-preferences";
import type { NotificationKind } from "../../../contract/notifications";
import type { Db } from "../../db/connect";
import { queryRows } from "../../db/query";
import { recordEvents } from "../../events/record";
import { queueMails } from "../../lib/mailer";
import { letter } from "../notifications/emails";

export interface Telling {
  userId: string;
  kind: NotificationKind;
  subjectType: "report" | "account";
  subjectId: string;
  link: string;
  /** Unread items with one key merge into one with a count. */
  groupKey: string;
  data: { reason?: string; until?: string };
  mail: { subject: string; lines: string[]; category: MailCategory };
  /** Whether the person's "Your reports" cells decide (reporters), or it always goes (account notices). */
  byPreference: boolean;
}

export async function tell(tx: Db, origin: string, tellings: readonly Telling[]): Promise<void> {
  if (tellings.length === 0) return;
  // In one order everywhere, so two closings telling the same people lock their items alike.
  const sorted = [...tellings].sort((a, b) => (a.userId < b.userId ? -1 : a.userId > b.userId ? 1 : 0));
  await recordEvents(tx, { type: "moderation.told", userIds: [...new Set(sorted.map((t) => t.userId))] });
  const rows = JSON.stringify(
    sorted.map((t) => ({
      user_id: t.userId,
      kind: t.kind,
      subject_type: t.subjectType,
      subject_id: t.subjectId,
      link: t.link,
      group_key: t.groupKey,
      data: t.data,
      by_preference: t.byPreference,
    })),
  );
  await queryRows(
    tx,
    sql`with r as (select * from jsonb_to_recordset(${rows}::jsonb) as r(user_id uuid, kind text, subject_type text,
      subject_id uuid, link text, group_key text, data jsonb, by_preference boolean))
    insert into notifications (user_id, category, kind, group_key, subject_type, subject_id, link, data, last_event_id)
    select r.user_id, 'account', r.kind, r.group_key, r.subject_type, r.subject_id, r.link, r.data,
      currval(pg_get_serial_sequence('events', 'id'))
    from r join users u on u.id = r.user_id and u.deleted_at is null
    where not r.by_preference or coalesce((select p.enabled from notification_preferences p
      where p.user_id = r.user_id and p.category = 'reports' and p.channel = 'inApp'), ${defaultEnabled("reports", "inApp")})
    on conflict (user_id, group_key) where read_at is null do update set
      count = notifications.count + 1, data = excluded.data, link = excluded.link,
      subject_id = excluded.subject_id, last_event_id = excluded.last_event_id, updated_at = now()
    returning 1`,
  );
  const people = await queryRows<{ id: string; email: string; first_name: string }>(
    tx,
    sql`select id, email, first_name from users
    where id in (select value::uuid from jsonb_array_elements_text(${JSON.stringify(sorted.map((t) => t.userId))}::jsonb))
      and deleted_at is null`,
  );
  const byId = new Map(people.map((p) => [p.id, p]));
  await queueMails(
    tx,
    sorted.flatMap((t) => {
      const person = byId.get(t.userId);
      if (!person) return [];
      return [
        {
          to: person.email,
          userId: person.id,
          origin,
          subject: t.mail.subject,
          category: t.mail.category,
          body: letter(person.first_name, t.mail.lines),
        },
      ];
    }),
  );
}
