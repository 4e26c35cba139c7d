// The background work main.ts starts with the server: each job of the catalogue with its handler
// and period, on one job runner. Settings keep their meaning: SMTP_URL unset leaves mail in the
// outbox (held mail still becomes its summary there); MONEY_JOBS_INTERVAL_SECONDS and CALENDAR_IMPORT_INTERVAL_MINUTES at 0 turn those jobs off.
import type { Config } from "../config";
import type { Database } from "../db/connect";
import { pruneEvents } from "../events/prune";
import { onCommittedEvents } from "../events/record";
import { mailOrigin } from "../lib/mailer";
import { createStorage } from "../lib/storage";
import { prunePhotos } from "../modules/photos/prune";
import { createOutboxSender, summarizeHeldMail, type OutboxSender } from "../lib/outbox-worker";
import { createCalendarImportJob } from "../modules/availability/calendar-import/import-job";
import { importOptionsOf } from "../modules/availability/calendar-import/sync";
import { escalateOverdueDisputes } from "../modules/disputes/escalate";
import { runBadgeRenewals } from "../modules/identity/renewals";
import { runReviewWindows } from "../modules/reviews/publish";
import { sendMessageMails } from "../modules/message-mail/send";
import { createPushDrain } from "../modules/notification-centre/push-deliveries";
import { notificationRecipients } from "../modules/notification-centre/rules";
import { pushOptionsOf } from "../modules/push/send";
import { sendDueReminders } from "../modules/reminders/due";
import type { PaymentProvider } from "../modules/payments/provider";
import { runMoneyJobs } from "../modules/payouts/jobs";
import { runTaskAlerts, TASK_ALERT_WORKERS } from "../modules/task-alerts/alert-job";
import { sendDailyDigests } from "../modules/task-alerts/digest";
import { createJobRunner, describeFailure, type JobRunner } from "./runner";

/** How often due mail is looked for when SMTP_URL is set. */
export const MAIL_INTERVAL_SECONDS = 5;
/** How often unread messages are looked at for e-mail: the first one's mail goes within this. */
const MESSAGE_MAIL_INTERVAL_SECONDS = 10;
/** How often waiting web pushes are looked for (the instance that wrote one nudges at once). */
const PUSH_INTERVAL_SECONDS = 5;
/** How often overdue disputes and due calendar imports are looked for. */
export const MINUTE = 60;
const HOUR = 3600;

export interface BackgroundJobs {
  runner: JobRunner;
  /** Stops the runner (waiting for running jobs), then closes the SMTP connection. */
  stop(): Promise<void>;
}

export async function startBackgroundJobs(
  database: Database,
  deps: { config: Config; payments: PaymentProvider; log: { warn(message: string): void } },
): Promise<BackgroundJobs> {
  const { config, payments, log } = deps;
  const db = database.db;
  const runner = createJobRunner(database, { log });
  let outbox: OutboxSender | undefined;
  if (config.SMTP_URL) {
    const sender = createOutboxSender(db, {
      smtpUrl: config.SMTP_URL,
      from: config.SMTP_FROM,
      origin: mailOrigin(config),
      log,
    });
    outbox = sender;
    await runner.every("send-mail", MAIL_INTERVAL_SECONDS, () => sender.sendDue());
  } else {
    // Without SMTP_URL mail stays in the outbox (dev: /api/dev/outbox); mail held for quiet hours
    // still turns into its summary there when they end.
    await runner.every("send-mail", MINUTE, () => summarizeHeldMail(db, mailOrigin(config)));
  }
  const pushes = createPushDrain(db, pushOptionsOf(config), log);
  await runner.every("send-push", PUSH_INTERVAL_SECONDS, () => pushes.drain());
  // An event that gave someone an item may have written a push: send it now, not at the next round.
  const stopNudging = onCommittedEvents(db, (stored) => {
    if (stored.some(({ event }) => notificationRecipients(event).length > 0)) pushes.nudge();
  });
  await runner.every("escalate-disputes", MINUTE, () => escalateOverdueDisputes(db, mailOrigin(config)));
  await runner.every("prune-events", HOUR, () => pruneEvents(db));
  await runner.every("badge-renewals", HOUR, () => runBadgeRenewals(db, mailOrigin(config)));
  await runner.every("review-windows", 5 * MINUTE, () => runReviewWindows(db));
  const storage = createStorage(config);
  await runner.every("prune-photos", HOUR, () => prunePhotos(db, storage));
  await runner.every("reminders", 5 * MINUTE, () => sendDueReminders(db, mailOrigin(config)));
  await runner.every("message-mails", MESSAGE_MAIL_INTERVAL_SECONDS, () => sendMessageMails(db, mailOrigin(config)));
  await runner.work("task-alerts", ({ taskId }) => runTaskAlerts(db, taskId, mailOrigin(config)), {
    concurrency: TASK_ALERT_WORKERS,
  });
  await runner.every("task-alert-digest", HOUR, () => sendDailyDigests(db, mailOrigin(config)));
  // A task posted or reopened here has its alerts' job committed with it: run it now rather than at
  // the next poll (other instances' postings are found by the poll).
  const stopWaking = onCommittedEvents(db, (stored) => {
    if (stored.some(({ event }) => event.type === "task.posted" || event.type === "task.reopened"))
      runner.wake("task-alerts");
  });
  if (config.CALENDAR_IMPORT_INTERVAL_MINUTES > 0) {
    const imports = createCalendarImportJob(db, { ...importOptionsOf(config), log });
    await runner.every("import-calendars", MINUTE, () => imports.runOnce());
  }
  if (config.MONEY_JOBS_INTERVAL_SECONDS > 0) {
    // Each round runs at the time it runs: `now` is only a parameter for tests and the test-only route.
    await runner.every("money", config.MONEY_JOBS_INTERVAL_SECONDS, () => runMoneyJobs(db, payments, new Date()));
  }
  const stop = async () => {
    stopNudging();
    stopWaking();
    await pushes.idle();
    await runner.stop();
    outbox?.close();
  };
  try {
    await runner.start();
  } catch (error) {
    await stop();
    throw error;
  }
  return { runner, stop };
}

/** The longest wait between two tries of starting the background jobs. */
const MAX_START_RETRY_MS = 30_000;

/**
 * startBackgroundJobs, tried again with a growing wait while it fails: the server already serves
 * when the jobs start, and a database connection lost meanwhile (PostgreSQL restarting, an
 * administrator ending connections) must not end it. Resolves undefined if `stopping()` turns true first.
 */
export async function keepStartingBackgroundJobs(
  database: Database,
  deps: Parameters<typeof startBackgroundJobs>[1],
  stopping: () => boolean,
): Promise<BackgroundJobs | undefined> {
  for (let attempt = 0; !stopping(); attempt += 1) {
    try {
      return await startBackgroundJobs(database, deps);
    } catch (error) {
      const wait = Math.min(MAX_START_RETRY_MS, 500 * 2 ** attempt);
      deps.log.warn(`The background jobs could not start (${describeFailure(error)}); trying again in ${wait} ms`);
      await new Promise((resolve) => setTimeout(resolve, wait));
    }
  }
  return undefined;
}
