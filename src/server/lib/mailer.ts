// Outgoing e-mail goes into the email_outbox table; a delivery worker (SMTP when SMTP_URL is
// configured) sends from there. In development the outbox is where you read the mail.
//
// Every mail names its recipient and its kind. A kind in the preference grid goes only when the
// person's e-mail cell for it is on, waits out their quiet hours unless urgent, and carries a
// one-click unsubscribe link (headers and footer). A locked kind (security, receipts, safety) always
// goes at once.
import { isPreferenceCategory, type MailCategory } from "../../contract/notification-preferences";
import type { Db } from "../db/connect";
import { emailOutbox } from "../db/schema";
import { deliveryPlans } from "../modules/notification-preferences/delivery";
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

/** Queues `mail` unless its recipient turned its kind off by e-mail; true when queued. */
export async function queueMail(db: Db, mail: Mail): Promise<boolean> {
  const row = { toAddress: mail.to, userId: mail.userId, category: mail.category, subject: mail.subject };
  if (!isPreferenceCategory(mail.category)) {
    await db.insert(emailOutbox).values({ ...row, body: mail.body });
    return true;
  }
  const plan = (await deliveryPlans(db, [mail.userId], mail.category, { urgent: mail.urgent, now: mail.now })).get(
    mail.userId,
  );
  if (!plan?.email) return false;
  const link = `${mail.origin}/unsubscribe/${await unsubscribeToken(db, mail.userId, mail.category)}`;
  const footer = [
    "",
    "--",
    `Stop these e-mails: ${link}`,
    `Choose what taskly sends you: ${mail.origin}${PREFERENCES_PATH}`,
  ].join("\n");
  await db.insert(emailOutbox).values({
    ...row,
    body: `${mail.body}\n${footer}`,
    headers: { "List-Unsubscribe": `<${link}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
    heldUntil: plan.holdUntil,
  });
  return true;
}

/** The origin links in e-mails start with: the site's public origin, never the request's Host. */
export const mailOrigin = publicOrigin;
