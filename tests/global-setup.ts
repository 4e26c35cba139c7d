// Migrates a template database once per run; each test file starts from a copy of it instead of
// running every migration again (see src/server/test/harness.ts and docs/decisions/0002).
// - PostgreSQL (DATABASE_URL): a template database; each file runs CREATE DATABASE … TEMPLATE. The
//   name is unique per run, so concurrent runs on one server never touch each other's databases.
// - PGlite: a migrated data directory dumped to a tar file; each file's in-memory PGlite loads it.
// With TEST_STORAGE_DRIVER=s3 it also starts one local S3-compatible server (s3rver) for the run, and
// every test app stores its photos there instead of in a local directory (src/server/test/harness.ts).
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { btree_gist } from "@electric-sql/pglite/contrib/btree_gist";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import pg from "pg";
import { openPglite, openPostgres } from "../src/server/db/connect";
import { runMigrations } from "../src/server/db/migrate";
import { startLocalS3 } from "../src/server/test/s3-server";

export default async function setup(): Promise<() => Promise<void>> {
  const url = process.env.DATABASE_URL;
  const dropTemplate = url ? await postgresTemplate(url) : await pgliteTemplate();
  const stopStorage = await testStorage();
  return async () => {
    await stopStorage();
    await dropTemplate();
  };
}

/** TEST_STORAGE_DRIVER: "local" (the default) or "s3" (one s3rver for the whole run). */
async function testStorage(): Promise<() => Promise<void>> {
  const driver = process.env.TEST_STORAGE_DRIVER ?? "local";
  if (driver === "local") return async () => undefined;
  if (driver !== "s3") throw new Error(`TEST_STORAGE_DRIVER must be local or s3, not ${driver}`);
  const s3 = await startLocalS3();
  process.env.TASKLY_TEST_STORAGE = JSON.stringify(s3.env); // inherited by the test workers
  return () => s3.close();
}

async function postgresTemplate(url: string): Promise<() => Promise<void>> {
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

async function pgliteTemplate(): Promise<() => Promise<void>> {
  const folder = mkdtempSync(path.join(os.tmpdir(), "taskly-pglite-template-"));
  const dataDir = path.join(folder, "pgdata");
  // Migrated the way the server migrates, then dumped by PGlite itself.
  const database = await openPglite(dataDir);
  await runMigrations(database);
  await database.close();
  const pglite = await PGlite.create({ dataDir, extensions: { pg_trgm, btree_gist } });
  const dump = await pglite.dumpDataDir("none");
  await pglite.close();
  const file = path.join(folder, "template.tar");
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  rmSync(dataDir, { recursive: true, force: true });
  process.env.TASKLY_TEST_PGLITE_TEMPLATE = file; // inherited by the test workers
  return async () => rmSync(folder, { recursive: true, force: true });
}
