// Outgoing e-mail goes into the email_outbox table; a delivery worker (SMTP when SMTP_URL is
// configured) sends from there. In development the outbox is where you read the mail.
//
// Every mail names its recipient and its kind. A kind in the preference grid goes only when the
// person's e-mail cell for it is on, waits out their quiet hours unless urgent, and carries a
// one-click unsubscribe link (headers and footer). A locked kind (security, receipts, safety) always
// goes at once.
import { defaultEnabled, isPreferenceCategory, type MailCategory } from "../../contract/notification-preferences";
import type { Db } from "../db/connect";
import { emailOutbox } from "../db/schema";
import { sql } from "drizzle-orm";
import { queryRows } from "../db/query";
import { holdUntil, type QuietSettings } from "../modules/notification-preferences/delivery";
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

/**
 * Queues `mail` unless its recipient turned its kind off by e-mail; true when queued. One statement
 * decides and writes (it runs inside the transactions of bookings and offers); a second only for a
 * person inside their quiet hours.
 */
export async function queueMail(db: Db, mail: Mail): Promise<boolean> {
  if (!isPreferenceCategory(mail.category)) {
    await db
      .insert(emailOutbox)
      .values({ toAddress: mail.to, userId: mail.userId, category: mail.category, subject: mail.subject, body: mail.body });
    return true;
  }
  const link = `${mail.origin}/unsubscribe/${await unsubscribeToken(db, mail.userId, mail.category)}`;
  const footer = [
    "",
    "--",
    `Stop these e-mails: ${link}`,
    `Choose what taskly sends you: ${mail.origin}${PREFERENCES_PATH}`,
  ].join("\n");
  const headers = { "List-Unsubscribe": `<${link}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" };
  const user = sql`${mail.userId}::uuid`;
  const [queued] = await queryRows<QuietSettings & { id: string }>(
    db,
    sql`insert into email_outbox (to_address, user_id, category, subject, body, headers)
    select ${mail.to}, ${user}, ${mail.category}, ${mail.subject}, ${`${mail.body}\n${footer}`}, ${JSON.stringify(headers)}::jsonb
    where coalesce((select enabled from notification_preferences
      where user_id = ${user} and category = ${mail.category} and channel = 'email'), ${defaultEnabled(mail.category, "email")})
    returning id,
      (select time_zone from notification_settings where user_id = ${user}) as time_zone,
      (select quiet_start from notification_settings where user_id = ${user}) as quiet_start,
      (select quiet_end from notification_settings where user_id = ${user}) as quiet_end`,
  );
  if (!queued) return false;
  const until = holdUntil(queued, { urgent: mail.urgent, now: mail.now });
  if (until)
    await db.execute(sql`update email_outbox set held_until = ${until.toISOString()}::timestamptz where id = ${queued.id}::uuid`);
  return true;
}

/** The origin links in e-mails start with: the site's public origin, never the request's Host. */
export const mailOrigin = publicOrigin;
