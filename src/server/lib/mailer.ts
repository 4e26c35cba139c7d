// Outgoing e-mail goes into the email_outbox table; a delivery worker (SMTP when SMTP_URL is
// configured) sends from there. In development the outbox is where you read the mail.
//
// Every mail names its recipient and its kind. A kind in the preference grid goes only when the
// person's e-mail cell for it is on, waits out their quiet hours unless urgent, and carries a
// one-click unsubscribe link (headers and footer). A locked kind (security, receipts, safety) always
// goes at once.
import { defaultEnabled, isPreferenceCategory, type MailCategory } from "../../contract/notification-preferences";
import type { Db } from "../db/connect";
import { sql } from "drizzle-orm";
import { queryRows } from "../db/query";
import { holdUntil } from "../modules/notification-preferences/delivery";
import { unsubscribeToken } from "../modules/notification-preferences/unsubscribe-token";
import { publicOrigin } from "./public-origin";

export interface Mail {
  to: string;
  /** The recipient's account. */
  userId: string;
  subject: string;
  body: string;
  category: MailCategory;
  /** The base of the unsubscribe and settings links. */
  origin: string;
  /** Goes through quiet hours: a change to a booking in the next 24 hours. */
  urgent?: boolean;
  /** The moment to decide quiet hours for; now by default. */
  now?: Date;
}

export const PREFERENCES_PATH = "/settings/notifications";

/** Rows per statement when many mails are queued at once (a fan-out to thousands stays a few round trips). */
const MAIL_BATCH = 2000;

/** An outbox row as the statement reads it: grid mail carries its unsubscribe footer and headers. */
export async function outboxRow(db: Db, mail: Mail) {
  const row = {
    to_address: mail.to,
    user_id: mail.userId,
    category: mail.category,
    subject: mail.subject,
    body: mail.body,
    headers: {} as Record<string, string>,
    enabled_by_default: true,
  };
  if (!isPreferenceCategory(mail.category)) return row;
  const link = `${mail.origin}/unsubscribe/${await unsubscribeToken(db, mail.userId, mail.category)}`;
  const footer = [
    "",
    "--",
    `Stop these e-mails: ${link}`,
    `Choose what taskly sends you: ${mail.origin}${PREFERENCES_PATH}`,
  ].join("\n");
  return {
    ...row,
    body: `${mail.body}\n${footer}`,
    headers: { "List-Unsubscribe": `<${link}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
    enabled_by_default: defaultEnabled(mail.category, "email"),
  };
}

/**
 * Queues each mail unless its recipient turned its kind off by e-mail; resolves with how many were
 * queued. One call per batch of the database function `queue_mails` (migration 0040) decides and
 * writes (it runs inside the transactions of bookings and offers, planned once per connection); one
 * statement more only for people inside their quiet hours (held, unless the mail is urgent). Locked
 * kinds always go.
 */
export async function queueMails(db: Db, mails: readonly Mail[]): Promise<number> {
  let queued = 0;
  for (let i = 0; i < mails.length; i += MAIL_BATCH) {
    const batch = mails.slice(i, i + MAIL_BATCH);
    const rows = await Promise.all(batch.map((mail) => outboxRow(db, mail)));
    const written = await queryRows<{
      mail_id: string;
      recipient: string;
      zone: string | null;
      quiet_from: number | null;
      quiet_to: number | null;
    }>(db, sql`select * from queue_mails(${JSON.stringify(rows)}::jsonb)`);
    queued += written.length;
    const byUser = new Map(batch.map((mail) => [mail.userId, mail]));
    const held = written.flatMap((row) => {
      const mail = byUser.get(row.recipient);
      const settings = { time_zone: row.zone, quiet_start: row.quiet_from, quiet_end: row.quiet_to };
      const until = holdUntil(settings, { urgent: mail?.urgent, now: mail?.now });
      return until ? [{ id: row.mail_id, until: until.toISOString() }] : [];
    });
    if (held.length)
      await db.execute(sql`update email_outbox o set held_until = h.until
        from jsonb_to_recordset(${JSON.stringify(held)}::jsonb) as h(id uuid, until timestamptz) where o.id = h.id`);
  }
  return queued;
}

/** Queues `mail` unless its recipient turned its kind off by e-mail; true when queued. */
export async function queueMail(db: Db, mail: Mail): Promise<boolean> {
  return (await queueMails(db, [mail])) === 1;
}

/** The origin links in e-mails start with: the site's public origin, never the request's Host. */
export const mailOrigin = publicOrigin;
