// Raw SQL through Drizzle, for queries the query builder would obscure. Both drivers (PGlite
// and node-postgres) answer `{ rows }`.
import { createHash } from "node:crypto";
import type { SQL } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import type { Database, Db } from "./connect";
import type { PgliteQueries } from "./pglite-proxy";

export type Row = Record<string, unknown>;

/**
 * A timestamptz, timestamp or date column of a raw query: PostgreSQL's text ("2026-11-25 15:00:00+00"),
 * since Drizzle's drivers leave those types unparsed (keeping microseconds). Read it with `toIso` or `new Date`.
 */
export type PgTimestamp = string;

/** The rows of a query whose row type was not declared: reading any column of one is a type error. */
export type UndeclaredRow = { readonly "declare the row type: queryRows<MyRow>(db, sql`...`)": never };

/** Numeric columns arrive as strings from both drivers, timestamps as `PgTimestamp` text: declare them so. */
export async function queryRows<T extends object = UndeclaredRow>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

const dialect = new PgDialect();

/**
 * A hot-path read as a named prepared statement with a generic plan: the statement text is
 * planned once per connection instead of on every call — for these queries planning costs ten
 * times more than running. Only for statements whose best plan does not depend on the values.
 * PostgreSQL: on Database.hotPool (plan_cache_mode=force_generic_plan). PGlite: SQL PREPARE
 * once, then EXECUTE with the values as quoted literals (its protocol binds no parameters into
 * EXECUTE), falling back to a plain query for values that are not text or numbers.
 */
export async function queryPrepared<T extends object = UndeclaredRow>(source: Database | Db, query: SQL): Promise<T[]> {
  // Inside a transaction (a Db) the statement runs in it, unprepared: the transaction's connection is not the hot pool's.
  if (!isDatabase(source)) return queryRows<T>(source, query);
  const database = source;
  const { sql: text, params } = dialect.sqlToQuery(query);
  const name = `p_${createHash("sha1").update(text).digest("hex").slice(0, 24)}`;
  if (database.hotPool) {
    const result = await database.hotPool.query<T>({ name, text, values: params as unknown[] });
    return result.rows;
  }
  const literals = database.pglite ? params.map(sqlLiteral) : [];
  if (database.pglite && literals.every((l) => l !== null))
    return executePrepared<T>(database.pglite, name, text, literals as string[]);
  return queryRows<T>(database.db, query);
}

function isDatabase(source: Database | Db): source is Database {
  return "kind" in source && "db" in source;
}

/** Per database, each statement's PREPARE, shared by concurrent first calls (a second PREPARE of a name fails). */
const preparedNames = new WeakMap<PgliteQueries, Map<string, Promise<unknown>>>();

async function executePrepared<T extends object>(
  pglite: PgliteQueries,
  name: string,
  text: string,
  literals: string[],
): Promise<T[]> {
  let names = preparedNames.get(pglite);
  if (!names) preparedNames.set(pglite, (names = new Map()));
  let preparing = names.get(name);
  if (!preparing) {
    preparing = pglite.exec(`prepare ${name} as ${text}`);
    names.set(name, preparing);
    preparing.catch(() => names.delete(name)); // a failed PREPARE is tried again by the next call
  }
  await preparing;
  // One implicit transaction: the SET is undone with it if the EXECUTE fails.
  const results = await pglite.exec(
    `set plan_cache_mode = force_generic_plan; execute ${name}${literals.length ? `(${literals.join(", ")})` : ""}; reset plan_cache_mode`,
  );
  return results[1].rows as T[];
}

/** A value as an SQL literal (standard_conforming_strings is on), or null when it is not text or a finite number. */
export function sqlLiteral(value: unknown): string | null {
  if (value === null) return "null";
  if (typeof value === "number") return Number.isFinite(value) ? String(value) : null;
  if (typeof value !== "string" || value.includes("\0")) return null;
  return `'${value.replace(/'/g, "''")}'`;
}
