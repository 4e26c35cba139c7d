// config → open the database → migrate → seed an empty demo database → listen → start the background jobs.
import { buildApp } from "./app";
import { loadConfig } from "./config";
import { DataDirError } from "./db/data-dir";
import { runMigrations } from "./db/migrate";
import { openConfiguredDatabase } from "./db/open";
import { seedIfEmpty } from "./db/seed";
import { seedDemoPortfolio } from "./db/seed/portfolio";
import { createStorage } from "./lib/storage";
import { moveLegacyAvatars } from "./modules/photos/legacy-avatars";
import { keepStartingBackgroundJobs, type BackgroundJobs } from "./jobs/background-jobs";

async function main(): Promise<void> {
  const started = Date.now();
  const config = loadConfig();
  const opened = await openConfiguredDatabase(config);
  // Assigned once the app is built; the signal handlers below may run before that.
  // eslint-disable-next-line prefer-const
  let app: Awaited<ReturnType<typeof buildApp>> | undefined;
  let closing = false;
  // eslint-disable-next-line prefer-const -- assigned once the server listens, read by shutdown
  let jobs: BackgroundJobs | undefined;
  const shutdown = async (reason: string) => {
    if (closing) return;
    closing = true;
    console.log(`${reason}: closing the database and stopping.`);
    await app?.close().catch(() => undefined);
    // Running jobs finish (or, past the runner's wait, are retried by another start) before the database closes.
    await jobs?.stop().catch(() => undefined);
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
  const storage = createStorage(config);
  if (config.seedDemoData) {
    const seeded = await seedIfEmpty(opened.database.db);
    if (seeded) {
      // The demo tasker's portfolio: pictures stored through the storage driver, after the rows.
      const photos = await seedDemoPortfolio(opened.database.db, storage);
      console.log(`Seeded demo data: ${seeded}, a portfolio of ${photos} photos.`);
    }
  }
  // Avatars from before the photo pipeline move into the storage driver (once; safe to repeat).
  const movedAvatars = await moveLegacyAvatars(opened.database.db, storage, config.uploadsDir);
  if (movedAvatars) console.log(`Moved ${movedAvatars} avatars into storage.`);
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
  // The background jobs (jobs/background-jobs.ts): mail, money, dispute escalation, calendar imports.
  const log = app.log;
  jobs = await keepStartingBackgroundJobs(
    opened.database,
    { config, payments: app.payments, log: { warn: (m) => log.warn(m) } },
    () => closing,
  );
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
