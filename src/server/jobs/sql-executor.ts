// pg-boss runs its SQL through an `executeSql(text, values)` adapter instead of its own pool, so the
// job queue lives on the database the server already has: embedded PGlite or PostgreSQL.
import type PgBoss from "pg-boss";
import type { Database, Db } from "../db/connect";

interface Queryable {
  query(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

/**
 * pg-boss's statements on the server's connections. Statements without values are its maintenance
 * and schema scripts: several statements, some inside their own BEGIN … COMMIT, sent in one round
 * trip. One that fails halfway would leave its connection inside an aborted transaction (PGlite has
 * only one connection: every request would then fail), so a failure is followed by a ROLLBACK on
 * that same connection before the error is passed on. Nothing else here opens a transaction, so no
 * transaction is ever held between two round trips.
 */
export function executorOf(database: Database): PgBoss.Db {
  const pglite = database.pglite;
  if (pglite) {
    return {
      async executeSql(text, values) {
        if (values !== undefined) return pglite.query(text, values);
        try {
          const results = await pglite.exec(text);
          return results[results.length - 1] ?? { rows: [] };
        } catch (error) {
          await pglite.exec("rollback").catch(() => undefined);
          throw error;
        }
      },
    };
  }
  const pool = database.pool;
  if (!pool) throw new Error("The job queue needs the database's connection pool");
  return {
    async executeSql(text, values) {
      if (values !== undefined) return pool.query(text, values);
      const client = await pool.connect();
      let broken: Error | undefined;
      try {
        return lastResult(await client.query(text));
      } catch (error) {
        await client.query("rollback").catch((e: Error) => (broken = e));
        throw error;
      } finally {
        client.release(broken);
      }
    },
  };
}

/** A multi-statement query answers one result per statement; pg-boss reads the last. */
function lastResult(result: { rows: unknown[] } | { rows: unknown[] }[]): { rows: unknown[] } {
  return Array.isArray(result) ? (result[result.length - 1] ?? { rows: [] }) : result;
}

/**
 * pg-boss's statements on the connection of a Drizzle handle: inside the caller's transaction when
 * `db` is one (a job sent there is committed or rolled back with the caller's writes), else on its
 * pool. Drizzle keeps the driver's client (node-postgres client or pool, or the PGlite proxy and its
 * transactions) on the session; both answer `query(text, values)` with `{ rows }`.
 */
export function executorFor(db: Db): PgBoss.Db {
  const client = (db as unknown as { session: { client: Queryable } }).session.client;
  return { executeSql: (text, values) => client.query(text, values ?? []) };
}

/** A plain client (the migrations' own connection): pg-boss's SQL as it comes. */
export function executorOnClient(client: Queryable): PgBoss.Db {
  return {
    async executeSql(text, values) {
      return lastResult(await client.query(text, values));
    },
  };
}
