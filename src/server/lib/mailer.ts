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

export async function queueMail(db: Db, mail: Mail): Promise<void> {
  await db.insert(emailOutbox).values({ toAddress: mail.to, subject: mail.subject, body: mail.body });
}

/** The origin links in e-mails start with: the site's public origin, never the request's Host. */
export const mailOrigin = publicOrigin;
