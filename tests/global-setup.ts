// With DATABASE_URL, migrate a template database once per run; each test file clones it
// (see src/server/test/harness.ts). The name is unique per run, so concurrent runs on one
// server never touch each other's databases.
import pg from "pg";
import { openPostgres } from "../src/server/db/connect";
import { runMigrations } from "../src/server/db/migrate";

export default async function setup(): Promise<(() => Promise<void>) | void> {
  const url = process.env.DATABASE_URL;
  if (!url) return;
  const template = `taskly_tpl_${process.pid}_${Date.now().toString(36)}`;
  process.env.TASKLY_TEST_TEMPLATE = template; // inherited by the test workers
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${template}`);
  await admin.end();
  const u = new URL(url);
  u.pathname = `/${template}`;
  const database = await openPostgres(u.toString(), 1);
  await runMigrations(database);
  await database.close();

  return async () => {
    const c = new pg.Client({ connectionString: url });
    await c.connect();
    await c.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
    await c.end();
  };
}
