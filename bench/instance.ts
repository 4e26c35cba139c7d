// One API instance for the benchmarks, in its own process: `tsx bench/instance.ts <DATABASE_URL> <PORT>`.
import { buildApp } from "../src/server/app";
import { loadConfig } from "../src/server/config";
import { openPostgres } from "../src/server/db/connect";

const [url, port] = process.argv.slice(2);
const config = loadConfig({
  NODE_ENV: "production",
  LOG_LEVEL: "silent",
  DATA_DIR: ".tmp/bench",
  // The caches stay on unless the run says otherwise (0 measures every read from the database).
  TASKER_CACHE_SECONDS: process.env.TASKER_CACHE_SECONDS,
  SESSION_CACHE_SECONDS: process.env.SESSION_CACHE_SECONDS,
  WORK_CACHE_SECONDS: process.env.WORK_CACHE_SECONDS,
});
// The production default pool size: on two cores, more connections only add contention.
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
