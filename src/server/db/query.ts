// Raw SQL through Drizzle, for queries the query builder would obscure. Both drivers (PGlite
// and node-postgres) answer `{ rows }`.
import { createHash } from "node:crypto";
import type { SQL } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import type { Database, Db } from "./connect";

export type Row = Record<string, unknown>;

export async function queryRows<T extends Row = Row>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

const dialect = new PgDialect();

/**
 * A hot-path read as a named prepared statement with a generic plan (Database.hotPool): each
 * connection plans the statement text once instead of on every call — for these queries
 * planning costs ten times more than running. Only for statements whose best plan does not
 * depend on the parameter values. PGlite runs it as an ordinary parameterised query.
 */
export async function queryPrepared<T extends Row = Row>(database: Database, query: SQL): Promise<T[]> {
  const { sql: text, params } = dialect.sqlToQuery(query);
  if (database.hotPool) {
    const name = `p_${createHash("sha1").update(text).digest("base64url").slice(0, 20)}`;
    const result = await database.hotPool.query<T>({ name, text, values: params as unknown[] });
    return result.rows;
  }
  return queryRows<T>(database.db, query);
}
