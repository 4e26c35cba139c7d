// Outgoing e-mail goes into the email_outbox table; a delivery worker (SMTP when SMTP_URL is
// configured) sends from there. In development the outbox is where you read the mail.
import type { Db } from "../db/connect";
import { emailOutbox } from "../db/schema";
import { publicOrigin } from "./public-origin";

export interface Mail {
  to: string;
  subject: string;
  body: string;
}

/** Rows per insert when many mails are queued at once (3 parameters each, well under PostgreSQL's 65,535). */
const MAIL_BATCH = 2000;

/** Queues one mail, or many in a few statements (a fan-out to thousands stays a few round trips). */
export async function queueMail(db: Db, mail: Mail | readonly Mail[]): Promise<void> {
  const list = Array.isArray(mail) ? (mail as readonly Mail[]) : [mail as Mail];
  for (let i = 0; i < list.length; i += MAIL_BATCH) {
    const batch = list.slice(i, i + MAIL_BATCH);
    await db.insert(emailOutbox).values(batch.map((m) => ({ toAddress: m.to, subject: m.subject, body: m.body })));
  }
}

/** The origin links in e-mails start with: the site's public origin, never the request's Host. */
export const mailOrigin = publicOrigin;
