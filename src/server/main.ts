// config → open the database → migrate → seed an empty demo database → listen.
import { buildApp } from "./app";
import { loadConfig } from "./config";
import { DataDirError } from "./db/data-dir";
import { runMigrations } from "./db/migrate";
import { openConfiguredDatabase } from "./db/open";
import { seedIfEmpty } from "./db/seed";
import { createOutboxWorker, type OutboxWorker } from "./lib/outbox-worker";
import { mailOrigin } from "./lib/mailer";
import { startDisputeEscalation, type EscalationWorker } from "./modules/disputes/escalate";
import { createCalendarImportJob, type CalendarImportJob } from "./modules/availability/calendar-import/import-job";
import { importOptionsOf } from "./modules/availability/calendar-import/sync";
import { startMoneyJobs, type MoneyJobsWorker } from "./modules/payouts/jobs";

async function main(): Promise<void> {
  const started = Date.now();
  const config = loadConfig();
  const opened = await openConfiguredDatabase(config);
  // Assigned once the app is built; the signal handlers below may run before that.
  // eslint-disable-next-line prefer-const
  let app: Awaited<ReturnType<typeof buildApp>> | undefined;
  let closing = false;
  let outbox: OutboxWorker | undefined;
  // eslint-disable-next-line prefer-const -- assigned once the server listens, read by shutdown
  let escalation: EscalationWorker | undefined;
  let calendarImports: CalendarImportJob | undefined;
  let moneyJobs: MoneyJobsWorker | undefined;
  const shutdown = async (reason: string) => {
    if (closing) return;
    closing = true;
    console.log(`${reason}: closing the database and stopping.`);
    await app?.close().catch(() => undefined);
    await outbox?.stop().catch(() => undefined);
    await escalation?.stop().catch(() => undefined);
    await calendarImports?.stop().catch(() => undefined);
    await moneyJobs?.stop().catch(() => undefined);
    await opened.close().catch((error) => console.error("Error while closing the database:", error));
    process.exit(0);
  };
  const stop = (reason: string) => shutdown(reason).catch(() => process.exit(1));
  process.on("SIGTERM", () => stop("SIGTERM received"));
  process.on("SIGINT", () => stop("SIGINT received"));
  // Started by npm start (an IPC channel to the parent): when the parent dies, even by SIGKILL, the
  // channel closes and the server stops rather than living on as an orphan holding port and data.
  if (process.send) {
    process.on("disconnect", () => stop("The parent process exited"));
    if (!process.connected) await stop("The parent process exited");
  }

  await runMigrations(opened.database);
  if (config.seedDemoData) {
    const seeded = await seedIfEmpty(opened.database.db);
    if (seeded) console.log(`Seeded demo data: ${seeded}.`);
  }
  opened.markReady();
  // `npm run dev` sets TASKLY_DEV_VITE: Vite serves the client from the sources, with hot reload.
  app = await buildApp(config, opened.database, { devVite: process.env.TASKLY_DEV_VITE === "true" });
  await app.listen({
    port: config.PORT,
    host: config.HOST,
    // Not a clickable LAN address: over plain http a login there fails (Secure cookies), so point at localhost.
    listenTextResolver: (address) =>
      `Listening on ${address.replace(/^https?:\/\//, "")}; open http://localhost:${config.PORT} in a browser here`,
  });
  if (config.SMTP_URL) {
    // Delivers the email_outbox over SMTP; without SMTP_URL mail stays in the outbox (dev: /api/dev/outbox).
    const log = app.log;
    outbox = createOutboxWorker(opened.database.db, {
      smtpUrl: config.SMTP_URL,
      from: config.SMTP_FROM,
      log: { warn: (m) => log.warn(m) },
    });
    outbox.start();
  }
  // Disputes the tasker left unanswered past their deadline go to admins (safe on every instance at once).
  const appLog = app.log;
  escalation = startDisputeEscalation(opened.database.db, mailOrigin(config), { warn: (m) => appLog.warn(m) });
  if (config.CALENDAR_IMPORT_INTERVAL_MINUTES > 0) {
    // Imports taskers' busy times from their own iCalendar URLs; several instances share the work.
    const log = app.log;
    calendarImports = createCalendarImportJob(opened.database.db, {
      ...importOptionsOf(config),
      log: { warn: (m) => log.warn(m) },
    });
    calendarImports.start();
  }
  if (config.MONEY_JOBS_INTERVAL_SECONDS > 0) {
    // Releases held shares when their hold ends and runs the weekly payouts (modules/payouts/jobs.ts).
    const log = app.log;
    const interval = config.MONEY_JOBS_INTERVAL_SECONDS * 1000;
    moneyJobs = startMoneyJobs(opened.database.db, app.payments, interval, { warn: (m) => log.warn(m) });
  }
  const where = opened.database.kind === "pglite" ? `PGlite in ${config.dataDir}` : "PostgreSQL";
  console.log(`taskly is running at http://localhost:${config.PORT} (${where}), ready in ${Date.now() - started} ms.`);
}

main().catch((error) => {
  if (error instanceof DataDirError || (error instanceof Error && error.message.startsWith("Invalid configuration"))) {
    console.error(`\ntaskly could not start: ${error.message}\n`);
  } else {
    console.error("taskly could not start:", error);
  }
  process.exit(1);
});
