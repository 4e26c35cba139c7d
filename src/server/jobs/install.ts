// The job queue's tables (the `pgboss` schema) and one queue per job of the catalogue, created or
// brought up to date by taskly's startup migrations (db/migrate.ts), so they are in every database
// the server migrates, the tests' templates included. pg-boss serializes its own schema changes
// with an advisory lock; the queues' retry settings are rewritten from the catalogue each time.
import PgBoss from "pg-boss";
import { jobCatalogue, jobNames } from "./catalogue";
import { JOB_SCHEMA } from "./runner";

export async function installJobQueue(executor: PgBoss.Db): Promise<void> {
  const boss = new PgBoss({ db: executor, schema: JOB_SCHEMA, migrate: true, supervise: false, schedule: false });
  await boss.start(); // creates or migrates the schema; runs no job
  try {
    for (const name of jobNames) {
      const { retryLimit, retryDelay, expireInSeconds } = jobCatalogue[name].queue;
      const settings = {
        name,
        policy: "standard" as const,
        retryLimit,
        retryDelay,
        retryBackoff: true,
        expireInSeconds,
      };
      await boss.createQueue(name, settings); // a no-op when the queue exists
      await boss.updateQueue(name, settings);
    }
  } finally {
    await boss.stop({ graceful: false, close: false });
  }
}
