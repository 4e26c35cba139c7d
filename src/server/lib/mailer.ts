// Outgoing e-mail goes into the email_outbox table; a delivery worker (SMTP when SMTP_URL is
// configured) sends from there. In development the outbox is where you read the mail.
import type { Config } from "../config";
import type { Db } from "../db/connect";
import { emailOutbox } from "../db/schema";

export interface Mail {
  to: string;
  subject: string;
  body: string;
}

export async function queueMail(db: Db, mail: Mail): Promise<void> {
  await db.insert(emailOutbox).values({ toAddress: mail.to, subject: mail.subject, body: mail.body });
}

/**
 * The origin links in e-mails start with: PUBLIC_ORIGIN, else this server on localhost (right
 * for development; a deployment sets PUBLIC_ORIGIN). Never the request's Host header: a forged
 * Host must not turn a mailed link into someone else's site.
 */
export function mailOrigin(config: Pick<Config, "PUBLIC_ORIGIN" | "PORT">): string {
  return config.PUBLIC_ORIGIN ? new URL(config.PUBLIC_ORIGIN).origin : `http://localhost:${config.PORT}`;
}
