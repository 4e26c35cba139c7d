// What PGlite's durability settings cost: N task creations (POST /api/tasks through the real API,
// in-process) on a fresh PGlite data directory per setting, one write at a time, writes per second
// and p50/p99 latency. Not a test. `npx tsx bench/durability.ts` (DURABILITY_WRITES, default 300).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { buildApp } from "../src/server/app";
import { loadConfig } from "../src/server/config";
import { openPglite, type PgliteDurability } from "../src/server/db/connect";
import { runMigrations } from "../src/server/db/migrate";
import { queryRows, type Row } from "../src/server/db/query";

const WRITES = Number(process.env.DURABILITY_WRITES ?? 300);
/** PGlite's own start parameters, less `-F` (fsync off). */
const FSYNC_ON_PARAMS = [
  "--single",
  "-O",
  "-j",
  "-c",
  "search_path=public",
  "-c",
  "exit_on_error=false",
  "-c",
  "log_checkpoints=false",
  "-c",
  "max_worker_processes=0",
  "-c",
  "max_parallel_workers=0",
  "-c",
  "max_parallel_workers_per_gather=0",
  "-c",
  "io_method=sync",
  "-c",
  "max_parallel_maintenance_workers=0",
];

interface Setting {
  name: string;
  durability?: PgliteDurability;
  /** SQL run once after opening. */
  setup?: string;
}

const SETTINGS: Setting[] = [
  { name: "default: fsync off, synchronous_commit on" },
  { name: "relaxedDurability: true", durability: { relaxedDurability: true } },
  { name: "synchronous_commit off", setup: "set synchronous_commit = off" },
  { name: "fsync on (PGlite ignores the fsync calls)", durability: { startParams: FSYNC_ON_PARAMS } },
  {
    name: "fsync on + wal_sync_method=fsync, honoured",
    durability: { startParams: [...FSYNC_ON_PARAMS, "-c", "wal_sync_method=fsync"], honourFsync: true },
  },
];

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;

async function measure(setting: Setting): Promise<string> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "taskly-durability-"));
  const database = await openPglite(dir, setting.durability);
  try {
    await runMigrations(database);
    if (setting.setup) await database.pglite!.exec(setting.setup);
    const [category] = await queryRows<Row>(
      database.db,
      sql`insert into service_categories (name) values ('Plumbing') returning id`,
    );
    const config = loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", DATA_DIR: dir });
    const app = await buildApp(config, database, { clientDir: false, logger: false });
    const signUp = await app.inject({
      method: "POST",
      url: "/api/auth/register",
      payload: {
        firstName: "Bench",
        lastName: "Customer",
        email: "bench@example.com",
        password: "correct-horse-battery",
        userType: "customer",
      },
    });
    const cookie = /taskly_session=[^;]+/.exec(String(signUp.headers["set-cookie"]))![0];
    const scheduledDate = new Date(Date.now() + 7 * 86_400_000).toISOString();
    const latencies: number[] = [];
    const started = performance.now();
    for (let i = 0; i < WRITES; i++) {
      const before = performance.now();
      const response = await app.inject({
        method: "POST",
        url: "/api/tasks",
        headers: { cookie },
        payload: {
          categoryId: category!.id,
          title: `Task ${i}`,
          description: "Fix the tap.",
          location: "Springfield",
          budget: "$80",
          scheduledDate,
        },
      });
      if (response.statusCode !== 201)
        throw new Error(`POST /api/tasks answered ${response.statusCode}: ${response.body}`);
      latencies.push(performance.now() - before);
    }
    const seconds = (performance.now() - started) / 1000;
    await app.close();
    latencies.sort((a, b) => a - b);
    return (
      `${setting.name.padEnd(46)} ${(WRITES / seconds).toFixed(0).padStart(6)} writes/s   ` +
      `p50 ${percentile(latencies, 0.5).toFixed(1)} ms   p99 ${percentile(latencies, 0.99).toFixed(1)} ms`
    );
  } finally {
    await database.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

console.log(`PGlite durability settings: ${WRITES} task creations each, one at a time (in ${os.tmpdir()})`);
for (const setting of SETTINGS) console.log(await measure(setting));
