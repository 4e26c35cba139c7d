// Opens the database: embedded PGlite in DATA_DIR by default, a PostgreSQL server with DATABASE_URL.
// Both give the same Drizzle API, plus LISTEN/NOTIFY for real-time fan-out.
import type { PGlite } from "@electric-sql/pglite";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import pg from "pg";
import { PgliteProxy } from "./pglite-proxy";
import * as schema from "./schema";

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Listener = (payload: string) => void;

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
}

// Typo-tolerant search: 'clening' must still find 'cleaning' (word similarity 0.55).
const WORD_SIMILARITY = "0.5";
const SESSION_SETTINGS_SQL = `set pg_trgm.word_similarity_threshold = ${WORD_SIMILARITY}`;
const SESSION_SETTINGS_OPTIONS = `-c pg_trgm.word_similarity_threshold=${WORD_SIMILARITY}`;

/** `dataDir` undefined means an in-memory PGlite (tests). PGlite runs in a worker thread. */
export async function openPglite(dataDir?: string): Promise<Database> {
  const client = await PgliteProxy.open(dataDir);
  await client.exec(SESSION_SETTINGS_SQL);
  // The proxy answers the part of PGlite's client API that drizzle-orm/pglite calls.
  const db = drizzlePglite(client as unknown as PGlite, { schema }) as unknown as Db;
  return {
    kind: "pglite",
    db,
    pglite: client,
    listen: (channel, onPayload) => client.listen(channel, onPayload),
    close: () => client.close({ checkpoint: dataDir !== undefined }),
  };
}

export async function openPostgres(url: string, poolSize = 10): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize, options: SESSION_SETTINGS_OPTIONS });
  pool.on("error", () => undefined); // a dropped idle client is replaced on next use
  const hotPool = new pg.Pool({ connectionString: url, max: poolSize, options: `${SESSION_SETTINGS_OPTIONS} -c plan_cache_mode=force_generic_plan` });
  hotPool.on("error", () => undefined);
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  let listenClient: pg.Client | undefined;
  const handlers = new Map<string, Set<Listener>>();

  async function listenConnection(): Promise<pg.Client> {
    if (listenClient) return listenClient;
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    client.on("notification", (n) => handlers.get(n.channel)?.forEach((h) => h(n.payload ?? "")));
    client.on("error", () => undefined);
    listenClient = client;
    return client;
  }

  return {
    kind: "postgres",
    db,
    pool,
    hotPool,
    async listen(channel, onPayload) {
      if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`Bad channel name ${channel}`);
      const client = await listenConnection();
      let set = handlers.get(channel);
      if (!set) {
        set = new Set();
        handlers.set(channel, set);
        await client.query(`LISTEN ${channel}`);
      }
      set.add(onPayload);
      return async () => {
        set!.delete(onPayload);
      };
    },
    async close() {
      await listenClient?.end().catch(() => undefined);
      await Promise.all([pool.end(), hotPool.end()]);
    },
  };
}
