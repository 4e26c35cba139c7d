// The background work main.ts starts with the server: each job of the catalogue with its handler
// and period, on one job runner. Settings keep their meaning: SMTP_URL unset leaves mail in the
// outbox; MONEY_JOBS_INTERVAL_SECONDS and CALENDAR_IMPORT_INTERVAL_MINUTES at 0 turn those jobs off.
import type { Config } from "../config";
import type { Database } from "../db/connect";
import { pruneEvents } from "../events/prune";
import { mailOrigin } from "../lib/mailer";
import { createOutboxSender, type OutboxSender } from "../lib/outbox-worker";
import { createCalendarImportJob } from "../modules/availability/calendar-import/import-job";
import { importOptionsOf } from "../modules/availability/calendar-import/sync";
import { escalateOverdueDisputes } from "../modules/disputes/escalate";
import type { PaymentProvider } from "../modules/payments/provider";
import { runMoneyJobs } from "../modules/payouts/jobs";
import { runTaskAlerts, TASK_ALERT_WORKERS } from "../modules/task-alerts/alert-job";
import { sendDailyDigests } from "../modules/task-alerts/digest";
import { onCommittedEvents } from "../events/record";
import { createJobRunner, type JobRunner } from "./runner";

/** How often due mail is looked for when SMTP_URL is set. */
export const MAIL_INTERVAL_SECONDS = 5;
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
    // Without SMTP_URL mail stays in the outbox (dev: /api/dev/outbox).
    const sender = createOutboxSender(db, { smtpUrl: config.SMTP_URL, from: config.SMTP_FROM, log });
    outbox = sender;
    await runner.every("send-mail", MAIL_INTERVAL_SECONDS, () => sender.sendDue());
  }
  await runner.every("escalate-disputes", MINUTE, () => escalateOverdueDisputes(db, mailOrigin(config)));
  await runner.every("prune-events", HOUR, () => pruneEvents(db));
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
  await runner.start();
  return {
    runner,
    async stop() {
      stopWaking();
      await runner.stop();
      outbox?.close();
    },
  };
}
