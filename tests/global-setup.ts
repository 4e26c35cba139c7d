// With DATABASE_URL, migrate a template database once; each test file clones it (see harness.ts).
import pg from "pg";
import { openPostgres } from "../src/server/db/connect";
import { runMigrations } from "../src/server/db/migrate";
import { TEMPLATE_DB } from "../src/server/test/harness";

export default async function setup(): Promise<void> {
  const url = process.env.DATABASE_URL;
  if (!url) return;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DB} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${TEMPLATE_DB}`);
  const leftovers = await admin.query(`select datname from pg_database where datname like 'taskly\\_t\\_%'`);
  for (const row of leftovers.rows) await admin.query(`DROP DATABASE IF EXISTS ${row.datname} WITH (FORCE)`);
  await admin.end();
  const u = new URL(url);
  u.pathname = `/${TEMPLATE_DB}`;
  const database = await openPostgres(u.toString(), 1);
  await runMigrations(database);
  await database.close();
}
