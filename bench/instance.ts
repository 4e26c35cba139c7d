// One API instance for the benchmarks, in its own process: `tsx bench/instance.ts <DATABASE_URL> <PORT>`.
import pg from "pg";
import { buildApp } from "../src/server/app";
import { loadConfig } from "../src/server/config";
import { openPostgres } from "../src/server/db/connect";

const [url, port] = process.argv.slice(2);

// Round trips: every statement the instance sends goes through a pg client's query (pools included),
// one round trip each (node-postgres does not pipeline). The bench asks for the count over IPC.
let queries = 0;
const query = pg.Client.prototype.query;
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  queries++;
  return (query as (...a: unknown[]) => unknown).apply(this, args);
} as typeof query;
process.on("message", (message) => message === "stats" && process.send?.({ queries }));

// Every setting of the run's environment applies (the caches, DATABASE_POOL_SIZE, the load-shedding
// limits…): a run measures what those settings give. Only these are fixed.
const config = loadConfig({ ...process.env, NODE_ENV: "production", LOG_LEVEL: "silent", DATA_DIR: ".tmp/bench" });
// The production default pool size unless the run sets one: on two cores, more connections only add contention.
const database = await openPostgres(url, config.DATABASE_POOL_SIZE);
const app = await buildApp(config, database, { clientDir: process.env.BENCH_CLIENT_DIR || false, logger: false });
await app.listen({ port: Number(port), host: "127.0.0.1" });
console.log("ready");
process.on("SIGTERM", () =>
  app
    .close()
    .then(() => database.close())
    .then(
      () => process.exit(0),
      () => process.exit(1),
    ),
);
