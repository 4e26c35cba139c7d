// Opens the database: embedded PGlite in DATA_DIR by default, a PostgreSQL server with DATABASE_URL.
// Both give the same Drizzle API, plus LISTEN/NOTIFY for real-time fan-out.
import type { PGlite } from "@electric-sql/pglite";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import pg from "pg";
import { trackCommits } from "../events/record";
import { ConnectionErrors } from "./connection-errors";
import { PgListener, type Listener, type NotificationStatus } from "./pg-listener";
import type { PgliteDurability } from "./pglite-messages";
export type { PgliteDurability } from "./pglite-messages";
import { PgliteProxy } from "./pglite-proxy";
import * as schema from "./schema";

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type { Listener, NotificationStatus };

export interface Database {
  kind: "pglite" | "postgres";
  db: Db;
  /** Subscribes to a NOTIFY channel; resolves to an unsubscribe function. */
  listen(channel: string, onPayload: Listener): Promise<() => Promise<void>>;
  close(): Promise<void>;
  /** The embedded PGlite database, run in a worker thread (db/pglite-proxy.ts). */
  pglite?: PgliteProxy;
  pool?: pg.Pool;
  /** PostgreSQL only: connections for hot read queries, whose prepared statements always run a
   * generic plan (planned once per connection; see db/query.ts queryPrepared). */
  hotPool?: pg.Pool;
  /** PostgreSQL only: the health of the LISTEN connection, which reconnects by itself. PGlite's
   * notifications never drop. */
  notifications?: NotificationStatus;
  /** PostgreSQL only: reports each connection that ended with an error (db/connection-errors.ts). */
  connectionErrors?: ConnectionErrors;
}

// Typo-tolerant search: 'clening' must still find 'cleaning' (word similarity 0.55).
const WORD_SIMILARITY = "0.5";
// A page read out of order costs little more than one read in order (SSD, or the cache holds it), so
// the planner walks an index in order and stops at a LIMIT instead of reading every match and sorting
// (Find Work's newest-first walk per map cell; decision 0030).
const RANDOM_PAGE_COST = "1.1";
// A place name within a typo ('sawne' for 'sawn', `%`, modules/places): the trigram index keeps only
// names this similar, instead of handing thousands to the recheck at the default 0.3 (20 ms, not 1.5).
const SIMILARITY = "0.4";
const SESSION_SETTINGS_SQL = `set pg_trgm.word_similarity_threshold = ${WORD_SIMILARITY}; set pg_trgm.similarity_threshold = ${SIMILARITY}; set random_page_cost = ${RANDOM_PAGE_COST}`;
const SESSION_SETTINGS_OPTIONS = `-c pg_trgm.word_similarity_threshold=${WORD_SIMILARITY} -c pg_trgm.similarity_threshold=${SIMILARITY} -c random_page_cost=${RANDOM_PAGE_COST}`;

/** `dataDir` undefined means an in-memory PGlite (tests, which start it from a migrated `templateFile`).
 *  PGlite runs in a worker thread; the durability options only for bench/durability.ts, which
 *  measures those settings (the defaults are the choice). */
export async function openPglite(
  dataDir?: string,
  options: PgliteDurability & { templateFile?: string } = {},
): Promise<Database> {
  const client = await PgliteProxy.open(dataDir, options);
  await client.exec(SESSION_SETTINGS_SQL);
  // The proxy answers the part of PGlite's client API that drizzle-orm/pglite calls.
  const db = drizzlePglite(client as unknown as PGlite, { schema }) as unknown as Db;
  trackCommits(db);
  return {
    kind: "pglite",
    db,
    pglite: client,
    listen: (channel, onPayload) => client.listen(channel, onPayload),
    close: () => client.close({ checkpoint: dataDir !== undefined }),
  };
}

export interface PostgresTimeouts {
  /** Longest wait for a connection: a new one, or a free one from the pool. */
  connectTimeoutMs: number;
  /** statement_timeout on the server; the client gives up a second later (a stalled server never answers). */
  statementTimeoutMs: number;
  idleInTransactionTimeoutMs: number;
}

export const DEFAULT_POSTGRES_TIMEOUTS: PostgresTimeouts = {
  connectTimeoutMs: 5000,
  statementTimeoutMs: 5000,
  idleInTransactionTimeoutMs: 5000,
};

function poolConfig(url: string, max: number, options: string, timeouts: PostgresTimeouts): pg.PoolConfig {
  return {
    connectionString: url,
    max,
    options,
    connectionTimeoutMillis: timeouts.connectTimeoutMs,
    statement_timeout: timeouts.statementTimeoutMs,
    idle_in_transaction_session_timeout: timeouts.idleInTransactionTimeoutMs,
    // 0 means no limit, as it does for PostgreSQL's own settings.
    query_timeout: timeouts.statementTimeoutMs > 0 ? timeouts.statementTimeoutMs + 1000 : undefined,
    keepAlive: true,
  };
}

/** timestamptz, timestamp and date OIDs. */
const DATE_TYPES = new Set([1184, 1114, 1082]);
/** Dates and timestamps stay PostgreSQL's text, as Drizzle's drivers leave them (PgTimestamp in query.ts). */
const DATES_AS_TEXT: pg.CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: "text" | "binary") =>
    DATE_TYPES.has(oid)
      ? (text: string) => text
      : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

export async function openPostgres(
  url: string,
  poolSize = 10,
  timeouts: Partial<PostgresTimeouts> = {},
): Promise<Database> {
  const limits = { ...DEFAULT_POSTGRES_TIMEOUTS, ...timeouts };
  // A client whose connection ended is discarded and replaced on next use.
  const connectionErrors = new ConnectionErrors();
  const pool = new pg.Pool(poolConfig(url, poolSize, SESSION_SETTINGS_OPTIONS, limits));
  connectionErrors.watchPool(pool, "pool");
  const hotOptions = `${SESSION_SETTINGS_OPTIONS} -c plan_cache_mode=force_generic_plan`;
  const hotPool = new pg.Pool({ ...poolConfig(url, poolSize, hotOptions, limits), types: DATES_AS_TEXT });
  connectionErrors.watchPool(hotPool, "hot-pool");
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  trackCommits(db);
  const listener = new PgListener(url, { connectTimeoutMs: limits.connectTimeoutMs, connectionErrors });

  return {
    kind: "postgres",
    db,
    pool,
    hotPool,
    notifications: listener,
    connectionErrors,
    listen: (channel, onPayload) => listener.listen(channel, onPayload),
    async close() {
      await listener.close();
      await Promise.all([pool.end(), hotPool.end()]);
    },
  };
}
