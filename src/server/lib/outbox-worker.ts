// The outbox sender: the work of the "send-mail" job (jobs/background-jobs.ts), which runs every
// few seconds when SMTP_URL is set. It claims unsent mail with `select … for update skip locked` and
// leases the claimed rows (next_attempt_at moves into the future) in one short transaction, then
// sends outside the transaction, so no SMTP call ever holds a database transaction open (PGlite has
// one connection). Another run (another instance, or this job run again after its process died)
// skips locked rows and, after the claim commits, rows whose lease has not ended; a sent row is never
// claimed again: one mail is never sent twice. A failure stores last_error and retries with
// exponential backoff; after maxAttempts the row is left unsent (sent_at null) with its last error.
//
// Mail held for a person's quiet hours (held_until) is never sent on its own: once its hold ends,
// each person's held mail becomes one summary e-mail (its subjects with links), queued like any other.
import nodemailer, { type Transporter } from "nodemailer";
import { sql } from "drizzle-orm";
import type { Db } from "../db/connect";
import { queryRows } from "../db/query";
import { heldMailSummary } from "../modules/notifications/emails";
import { PREFERENCES_PATH } from "./mailer";

export interface OutboxSenderOptions {
  /** smtp://user:pass@host:587 (or smtps://…); any nodemailer connection URL. */
  smtpUrl: string;
  from: string;
  /** The site's public origin, the base of the summaries' links. */
  origin: string;
  batchSize?: number;
  maxAttempts?: number;
  /** Wait before retry number `attempt` (1 = after the first failure). */
  backoffMs?: (attempt: number) => number;
  /** How long a claimed row stays reserved for the run sending it (ms). */
  leaseMs?: number;
  /** How long an SMTP server may keep a send waiting at any step (ms); a quarter of the lease, at most 30 s. */
  stallMs?: number;
  log?: { warn: (message: string) => void };
}

export interface OutboxSender {
  /** Claims and sends one batch of due mail; resolves with the number of mails sent. */
  sendDue(): Promise<number>;
  /** Closes the SMTP connection. */
  close(): void;
}

/** A claimed mail. */
type OutboxRow = {
  id: string;
  to_address: string;
  subject: string;
  body: string;
  headers: Record<string, string>;
  attempts: number;
};

/** The outbox category of a summary: it tells of mail of several categories, each one the person allows. */
export const SUMMARY_CATEGORY = "summary";

type HeldRow = {
  id: string;
  user_id: string | null;
  to_address: string;
  subject: string;
  body: string;
  first_name: string | null;
};

/** The mail's own link: the first address on the site in its body, other than the unsubscribe footer's. */
function linkIn(body: string, origin: string): string {
  for (const [url] of body.matchAll(/https?:\/\/[^\s"]+/g))
    if (url.startsWith(`${origin}/`) && !url.startsWith(`${origin}/unsubscribe/`) && !url.endsWith(PREFERENCES_PATH))
      return url;
  return `${origin}/notifications`;
}

/**
 * Turns the mail whose quiet-hours hold has ended by `now` into one summary per person, in one
 * transaction (held rows claimed with skip locked, so two runs never summarise a row twice).
 * Resolves with the number of summaries queued.
 */
export async function summarizeHeldMail(db: Db, origin: string, now = new Date()): Promise<number> {
  return db.transaction(async (tx) => {
    const rows = await queryRows<HeldRow>(
      tx,
      sql`select o.id, o.user_id, o.to_address, o.subject, o.body, u.first_name from email_outbox o
      left join users u on u.id = o.user_id
      where o.held_until is not null and o.held_until <= ${now.toISOString()}::timestamptz
        and o.summary_id is null and o.sent_at is null
      order by o.created_at for update of o skip locked`,
    );
    const byPerson = new Map<string, HeldRow[]>();
    for (const row of rows) {
      const key = row.user_id ?? row.to_address;
      byPerson.set(key, [...(byPerson.get(key) ?? []), row]);
    }
    for (const held of byPerson.values()) {
      const [first] = held;
      const text = heldMailSummary({
        firstName: first.first_name ?? "",
        items: held.map((row) => ({ subject: row.subject, link: linkIn(row.body, origin) })),
        origin,
      });
      const [summary] = await queryRows<{ id: string }>(
        tx,
        sql`insert into email_outbox (to_address, user_id, category, subject, body)
        values (${first.to_address}, ${first.user_id}::uuid, ${SUMMARY_CATEGORY}, ${text.subject}, ${text.body}) returning id`,
      );
      await tx.execute(
        sql`update email_outbox set summary_id = ${summary.id}::uuid where id in (${sql.join(
          held.map((r) => sql`${r.id}::uuid`),
          sql`, `,
        )})`,
      );
    }
    return byPerson.size;
  });
}

export const defaultBackoffMs = (attempt: number) => Math.min(30_000 * 2 ** (attempt - 1), 3_600_000);

export function createOutboxSender(db: Db, options: OutboxSenderOptions): OutboxSender {
  const batchSize = options.batchSize ?? 20;
  const maxAttempts = options.maxAttempts ?? 5;
  const backoffMs = options.backoffMs ?? defaultBackoffMs;
  const leaseMs = options.leaseMs ?? 120_000;
  // A send that stalls gives up long before its row's lease ends (nodemailer waits up to 10 minutes by
  // default), so no other run claims a row while it is still being sent.
  const stallMs = options.stallMs ?? Math.max(1000, Math.min(30_000, leaseMs / 4));
  const transport: Transporter = nodemailer.createTransport({
    url: options.smtpUrl,
    connectionTimeout: stallMs,
    greetingTimeout: stallMs,
    socketTimeout: stallMs,
  });
  async function claim() {
    return db.transaction(async (tx) => {
      const rows = await queryRows<OutboxRow>(
        tx,
        sql`select id, to_address, subject, body, headers, attempts from email_outbox
        where sent_at is null and held_until is null and attempts < ${maxAttempts} and (next_attempt_at is null or next_attempt_at <= now())
        order by created_at limit ${batchSize} for update skip locked`,
      );
      if (rows.length) {
        await tx.execute(
          sql`update email_outbox set attempts = attempts + 1,
          next_attempt_at = now() + make_interval(secs => ${leaseMs / 1000})
          where id in (${sql.join(
            rows.map((r) => sql`${r.id}::uuid`),
            sql`, `,
          )})`,
        );
      }
      return rows;
    });
  }

  async function sendDue(): Promise<number> {
    await summarizeHeldMail(db, options.origin);
    const rows = await claim();
    let sent = 0;
    for (const row of rows) {
      const attempt = row.attempts + 1;
      // The batch's later rows may be sent after their lease ended and another run claimed them (their
      // attempts moved on): those are that run's now. The others get a fresh lease for their send.
      const stillOurs = await queryRows<{ id: string }>(
        db,
        sql`update email_outbox set next_attempt_at = now() + make_interval(secs => ${leaseMs / 1000})
        where id = ${row.id}::uuid and sent_at is null and attempts = ${attempt} returning id`,
      );
      if (stillOurs.length === 0) continue;
      try {
        await transport.sendMail({
          from: options.from,
          to: row.to_address,
          subject: row.subject,
          text: row.body,
          headers: row.headers,
        });
        await db.execute(
          sql`update email_outbox set sent_at = now(), next_attempt_at = null, last_error = null where id = ${row.id}::uuid`,
        );
        sent += 1;
      } catch (error) {
        const message = (error instanceof Error ? error.message : String(error)).slice(0, 1000);
        const giveUp = attempt >= maxAttempts;
        const next = giveUp ? null : new Date(Date.now() + backoffMs(attempt)).toISOString();
        await db.execute(
          sql`update email_outbox set last_error = ${message}, next_attempt_at = ${next}::timestamptz
          where id = ${row.id}::uuid and sent_at is null and attempts = ${attempt}`,
        );
        options.log?.warn(
          `E-mail ${row.id} to ${row.to_address} failed (attempt ${attempt}/${maxAttempts}${giveUp ? ", giving up" : ""}): ${message}`,
        );
      }
    }
    return sent;
  }

  return {
    sendDue,
    close: () => transport.close(),
  };
}
