// Applies the drizzle-kit SQL migrations in db/migrations (copied next to the bundle in dist), then
// loads the gazetteer's data files (db/gazetteer.ts) when the database does not hold them yet, and
// creates or updates the job queue's schema (jobs/install.ts).
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import { installJobQueue } from "../jobs/install";
import { executorOf, executorOnClient } from "../jobs/sql-executor";
import type { Database } from "./connect";
import { ConnectionErrors } from "./connection-errors";
import { loadGazetteer } from "./gazetteer";

export function migrationsFolder(): string {
  const candidates = [
    fileURLToPath(new URL("./migrations", import.meta.url)), // src/server/db (tsx, tests)
    fileURLToPath(new URL("./db/migrations", import.meta.url)), // dist/server (bundle)
  ];
  const found = candidates.find((dir) => existsSync(dir));
  if (!found) throw new Error(`Migrations folder not found (looked in ${candidates.join(", ")})`);
  return found;
}

export async function runMigrations(database: Database): Promise<void> {
  const config = { migrationsFolder: migrationsFolder() };
  if (database.kind === "pglite") {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    await migratePglite(database.db as any, config);
    await database.pglite!.transaction((tx) => loadGazetteer(tx, config.migrationsFolder, { checkpoints: true }));
    await installJobQueue(executorOf(database));
  } else {
    // Serialize migrations across instances starting at once. Its own connection, without the
    // pools' statement timeouts: waiting for the lock or building an index may take long.
    const unlimited = { statement_timeout: 0, query_timeout: 0, idle_in_transaction_session_timeout: 0 };
    const client = new pg.Client({ ...database.pool!.options, ...unlimited });
    // A connection that ends fails the migration's statement in progress; the finally ends the client.
    (database.connectionErrors ?? new ConnectionErrors()).watch(client, "migrations");
    await client.connect();
    try {
      await client.query("select pg_advisory_lock(727274)");
      // Migrate on the locked connection itself, so a pool of one cannot deadlock.
      await migratePg(drizzle(client), config);
      await client.query("begin");
      try {
        await loadGazetteer(client, config.migrationsFolder);
        await client.query("commit");
      } catch (error) {
        await client.query("rollback").catch(() => undefined);
        throw error;
      }
      await installJobQueue(executorOnClient(client));
    } finally {
      await client.query("select pg_advisory_unlock(727274)").catch(() => undefined);
      await client.end();
    }
  }
}
