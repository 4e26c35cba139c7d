// npm run bench: performance figures (not a test). Generates the data set once on PostgreSQL
// (reused while it matches the generator's version; BENCH_REGENERATE=1 rebuilds it), then measures
// every hot API path beside /api/health at 50 connections, booking creation included; then the
// same on embedded PGlite at 10 connections on a smaller data set. Parts: BENCH_ONLY=postgres,
// pglite,messages,plans,overload. Results: printed and written to .tmp/bench-results.md.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import pg from "pg";
import { buildApp } from "../src/server/app";
import { loadConfig } from "../src/server/config";
import { openPglite, openPostgres, type Database } from "../src/server/db/connect";
import { runMigrations } from "../src/server/db/migrate";
import { checkBookings, prepareBookings, removeBookingRun } from "./bookings";
import { loadFixtures } from "./fixtures";
import {
  FULL_SIZE,
  GENERATOR_VERSION,
  generateDataSet,
  generatedMark,
  heavy,
  markGenerated,
  scaledSize,
  type DataSetSize,
} from "./generate";
import { CostMeter } from "./cost";
import { hammer, type LoadRequest, type LoadResult } from "./load";
import { pgbenchTps } from "./pgbench";
import { captureStatements, describeScans, explainCaptured, hotPaths, injectPath } from "./plans";
import { benchMessages } from "./messages";
import { renderTable, writeReport, type Row } from "./report";
import { measurePhotoProcessing } from "./photo-processing";
import { readScenarios } from "./scenarios";
import { spawnInstance } from "./spawn-instance";
import { measureTaskAlerts } from "./task-alerts";

const PG_URL = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
/** The database the PostgreSQL data set lives in (one per data set, so two runs never share one). */
const BENCH_DB = process.env.BENCH_DATABASE_NAME ?? "taskly_bench";
if (!/^[a-z_][a-z0-9_]{0,62}$/.test(BENCH_DB)) throw new Error("BENCH_DATABASE_NAME must be a plain lower-case name");
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ONLY = new Set((process.env.BENCH_ONLY ?? "postgres,pglite,messages,photo").split(","));
/** BENCH_SCENARIO=text: only the scenarios whose name holds that text ("booking" for booking creation).
 *  BENCH_ONLY=slots: the PostgreSQL part with only the tasker slots scenario. */
const SCENARIO_FILTER = process.env.BENCH_SCENARIO ?? (ONLY.has("slots") && !ONLY.has("postgres") ? "slots" : "");
const BOOKING_SCENARIO = "booking creation";
/** BENCH_SCENARIO=alert (or posting) runs only the task alert scenarios (bench/task-alerts.ts). */
const TASK_ALERT_SCENARIO = "task posting and task alert fan-out";
const TASK_POSTS = Number(process.env.BENCH_TASK_POSTS ?? 2000);
const BOOKINGS = Number(process.env.BENCH_BOOKINGS ?? 4000);
/** Embedded PGlite books one at a time: fewer requests keep its run short. */
const PGLITE_BOOKINGS = Number(process.env.BENCH_PGLITE_BOOKINGS ?? 300);
const CLIENT_DIR = path.resolve("dist/client");
const SSR_ENTRY = path.resolve("dist/ssr/entry-server.js");
const log = (line: string) => console.log(line);
/** Connections of the PostgreSQL part's load (and of its pgbench reference). */
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);

/** A reference measured outside the API (pgbench): its throughput only. */
function referenceRow(name: string, rps: number): Row {
  return { name, rps, okRps: rps, p50: 0, p99: 0, statuses: {}, errors: 0, total: 0, note: "reference for writes" };
}

/** The built client and page renderer for `/` (as `npm run build` makes them): built here when missing
 *  (BENCH_BUILD_CLIENT=0 skips the page instead). */
function clientReady(): boolean {
  const built = () => fs.existsSync(`${CLIENT_DIR}/index.html`) && fs.existsSync(SSR_ENTRY);
  if (built()) return true;
  if (process.env.BENCH_BUILD_CLIENT === "0") return false;
  log("Building the client and its page renderer for the index page (npm run build)…");
  return spawnSync("npm", ["run", "build", "--silent"], { stdio: "inherit" }).status === 0 && built();
}

interface Instance {
  address: string;
  stop(): Promise<void>;
}

/** Fresh or reused bench database on the PostgreSQL server; returns its URL. */
/** Generating and migrating the data set runs statements far longer than a request's limits. */
const NO_STATEMENT_LIMITS = { statementTimeoutMs: 0, idleInTransactionTimeoutMs: 0 };

async function postgresDataSet(size: DataSetSize): Promise<string> {
  const url = new URL(PG_URL);
  url.pathname = `/${BENCH_DB}`;
  const admin = new pg.Client({ connectionString: PG_URL });
  await admin.connect();
  const exists = (await admin.query("select 1 from pg_database where datname = $1", [BENCH_DB])).rowCount === 1;
  let reuse = exists && process.env.BENCH_REGENERATE !== "1";
  if (reuse) {
    const database = await openPostgres(url.toString(), 2, NO_STATEMENT_LIMITS);
    const mark = await generatedMark(database.db).catch(() => null);
    const sameSize = (Object.keys(size) as (keyof DataSetSize)[]).every((key) => mark?.size[key] === size[key]);
    reuse = mark?.version === GENERATOR_VERSION && sameSize;
    if (reuse) await runMigrations(database);
    await database.close();
  }
  if (reuse) {
    log(`PostgreSQL: reusing the generated data set in ${BENCH_DB} (BENCH_REGENERATE=1 rebuilds it)`);
  } else {
    await admin.query(`DROP DATABASE IF EXISTS ${BENCH_DB} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${BENCH_DB}`);
    const database = await openPostgres(url.toString(), 2, NO_STATEMENT_LIMITS);
    await runMigrations(database);
    const started = Date.now();
    log("PostgreSQL: generating the data set");
    await generateDataSet(database.db, size, log);
    await markGenerated(database.db, size);
    log(`PostgreSQL: generated in ${((Date.now() - started) / 1000).toFixed(0)} s`);
    await database.close();
  }
  await admin.end();
  return url.toString();
}

interface Targets {
  readP99: number;
  /** Reads' throughput as a share of /api/health's. */
  readRatio: number;
  /** Booking creation as a share of pgbench TPC-B's tps on the same server, its p99 at half rate and CPU per booking. */
  booking: { ratio: number; p99: number; pgCpuMs: number; apiCpuMs: number };
}

/** The scenarios' caches as the run set them: with one turned off, reads are judged at the lower share. */
const CACHES_OFF = [
  "TASKER_CACHE_SECONDS",
  "WORK_CACHE_SECONDS",
  "SESSION_CACHE_SECONDS",
  "INBOX_CACHE_SECONDS",
  "ADMIN_CACHE_SECONDS",
].some((name) => process.env[name] === "0");
const POSTGRES_TARGETS: Targets = {
  readP99: 50,
  readRatio: CACHES_OFF ? 0.2 : 0.5,
  booking: { ratio: 0.4, p99: 50, pgCpuMs: 2, apiCpuMs: 2.5 },
};

/** The answers that did an operation (2xx): costs are per operation done, refusals' cost included. */
const operationsDone = (r: LoadResult) => Math.round(r.okRps * (r.total / Math.max(r.rps, 1e-9)));

/**
 * One scenario, measured twice: at saturation (closed loop, the connections' fill: throughput, and
 * CPU and round trips per operation around it), then at a fixed arrival rate of half that throughput
 * (open loop: the latency a caller sees when the server is not the queue).
 */
async function saturationAndHalf(
  address: string,
  connections: number,
  meter: CostMeter,
  next: (i: number) => LoadRequest,
  halfNext: (i: number) => LoadRequest = next,
  amount?: number,
): Promise<Pick<Row, keyof LoadResult | "half" | "cost">> {
  await meter.start();
  const saturation = await hammer(address, connections, next, { seconds: SECONDS, amount });
  const cost = await meter.cost(operationsDone(saturation));
  const rate = (saturation.okRps || saturation.rps) / 2;
  const half = await hammer(address, connections, halfNext, {
    seconds: SECONDS,
    rate,
    ...(amount ? { amount: Math.max(1, Math.min(amount, Math.round(rate * SECONDS))) } : {}),
  });
  return { ...saturation, half, cost };
}

/** Runs every scenario against one instance, then booking creation; returns the table rows.
 *  Without targets (PGlite) the rows are reported beside, not judged. */
async function measure(
  database: Database,
  size: DataSetSize,
  instance: Instance,
  connections: number,
  targets: Targets | null,
  indexPage: boolean,
  meter: CostMeter,
  writeReference: number | null,
): Promise<Row[]> {
  const fixtures = await loadFixtures(database.db, size, heavy(size).conversations);
  const rows: Row[] = [];
  const scenarios = readScenarios(fixtures, targets?.readP99 ?? 0, targets?.readRatio ?? 0, indexPage);
  // /api/health always runs: the other figures are read beside it.
  const chosen = scenarios.filter((s, i) => i === 0 || s.name.includes(SCENARIO_FILTER));
  for (const scenario of chosen) {
    const result = await saturationAndHalf(instance.address, connections, meter, scenario.next);
    // A read counts as met only when (nearly) every request was answered 200: not refused, not failed.
    const answered = (r: LoadResult) => (r.statuses["200"] ?? 0) / Math.max(r.total, 1) >= 0.99;
    rows.push({
      name: scenario.name,
      target: targets ? scenario.target : undefined,
      ...result,
      extraMet: answered(result) && answered(result.half!),
    });
    log(`  ${scenario.name}: ${result.okRps.toFixed(0)} ops/s, p99 at half rate ${result.half!.p99} ms`);
  }
  // Task alerts: posting before and after 5,000 alerts, and the fan-out to them (PostgreSQL only).
  if (targets && TASK_ALERT_SCENARIO.includes(SCENARIO_FILTER))
    rows.push(...(await measureTaskAlerts(database, size, instance.address, TASK_POSTS, SECONDS, log)));
  if (!BOOKING_SCENARIO.includes(SCENARIO_FILTER)) return rows;
  const count = Math.min(targets ? BOOKINGS : PGLITE_BOOKINGS, size.taskers);
  // Saturation books `count` fresh slots; the half-rate run books fresh ones again (the first run's are removed).
  const next = await prepareBookings(database.db, size, count);
  await meter.start();
  const saturation = await hammer(instance.address, connections, next, { seconds: SECONDS, amount: count });
  const cost = await meter.cost(operationsDone(saturation));
  const first = await checkBookings(database.db);
  const halfNext = await prepareBookings(database.db, size, count);
  const rate = (saturation.okRps || saturation.rps) / 2;
  const amount = Math.max(1, Math.min(count, Math.round(rate * SECONDS)));
  const half = await hammer(instance.address, connections, halfNext, { seconds: SECONDS, rate, amount });
  const second = await checkBookings(database.db);
  const overlaps = first.overlaps + second.overlaps;
  rows.push({
    name: `${BOOKING_SCENARIO} (${count} distinct slots)`,
    target: targets
      ? {
          ratio: targets.booking.ratio,
          p99: targets.booking.p99,
          pgCpuMs: targets.booking.pgCpuMs,
          apiCpuMs: targets.booking.apiCpuMs,
        }
      : undefined,
    ...saturation,
    half,
    cost,
    reference: writeReference ? { name: "pgbench TPC-B", rps: writeReference } : undefined,
    note: `${first.created} + ${second.created} bookings created, ${overlaps} double bookings`,
    extraMet: overlaps === 0 && (saturation.statuses["201"] ?? 0) === count && (half.statuses["201"] ?? 0) === amount,
  });
  log(
    `  booking creation: ${saturation.okRps.toFixed(0)} ops/s, p99 at half rate ${half.p99} ms, ${overlaps} double bookings`,
  );
  await removeBookingRun(database.db);
  return rows;
}

async function postgresPart(indexPage: boolean): Promise<string> {
  const url = await postgresDataSet(FULL_SIZE);
  const database = await openPostgres(url, 4, NO_STATEMENT_LIMITS);
  const child = await spawnInstance(url, 5603, indexPage ? { BENCH_CLIENT_DIR: CLIENT_DIR } : {});
  const exited = new Promise((resolve) => child.once("exit", resolve));
  const instance = { address: "http://127.0.0.1:5603", stop: async () => void (child.kill("SIGTERM"), await exited) };
  const meter = new CostMeter(url, child);
  try {
    // The write reference: pgbench TPC-B on the same server in this run (only when bookings are measured).
    const tpcb = BOOKING_SCENARIO.includes(SCENARIO_FILTER)
      ? await pgbenchTps(PG_URL, `${BENCH_DB}_pgbench`, CONNECTIONS, SECONDS, log)
      : null;
    if (tpcb) log(`  pgbench TPC-B: ${tpcb.toFixed(0)} tps`);
    const rows = await measure(database, FULL_SIZE, instance, CONNECTIONS, POSTGRES_TARGETS, indexPage, meter, tpcb);
    if (tpcb)
      rows.push({ ...referenceRow(`pgbench TPC-B (scale ${process.env.BENCH_PGBENCH_SCALE ?? 10}, -j 2)`, tpcb) });
    return renderTable(
      `PostgreSQL, full data set (${describe(FULL_SIZE)}), ${CONNECTIONS} connections, ${SECONDS} s each, ` +
        `pool ${process.env.DATABASE_POOL_SIZE ?? "default"}, in flight ${process.env.MAX_IN_FLIGHT_REQUESTS ?? "default"}`,
      rows,
    );
  } finally {
    await meter.close();
    await instance.stop();
    await database.close();
  }
}

async function pglitePart(indexPage: boolean): Promise<string> {
  const factor = Number(process.env.BENCH_PGLITE_SCALE ?? 10);
  const size = scaledSize(factor);
  const database = await openPglite();
  await runMigrations(database);
  const started = Date.now();
  log(`PGlite: generating the data set at 1/${factor} scale`);
  await generateDataSet(database.db, size, log);
  log(`PGlite: generated in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  // The run's settings apply here too (caches, load-shedding limits), as they do to the PostgreSQL instance.
  const config = loadConfig({ ...process.env, NODE_ENV: "production", LOG_LEVEL: "silent", DATA_DIR: ".tmp/bench" });
  const app = await buildApp(config, database, { clientDir: indexPage ? CLIENT_DIR : false, logger: false });
  const instance = { address: await app.listen({ port: 0, host: "127.0.0.1" }), stop: () => app.close() };
  // API, database and load generator share this process: its CPU is the "load" column, all three.
  const meter = new CostMeter(null, null);
  try {
    const rows = await measure(database, size, instance, 10, null, indexPage, meter, null);
    return renderTable(
      `PGlite (embedded, in the bench process), 1/${factor} data set (${describe(size)}), ` +
        `10 connections, ${SECONDS} s each (API, database and load generator in one process: "load CPU" is all three)`,
      rows,
    );
  } finally {
    await instance.stop();
    await database.close();
  }
}

function describe(size: DataSetSize): string {
  return Object.entries(size)
    .map(([k, v]) => `${v.toLocaleString("en-US")} ${k}`)
    .join(", ");
}

/** The plans of every hot path's statements on the full data set, as run (EXPLAIN ANALYZE, rolled back). */
async function plansPart(): Promise<void> {
  const url = await postgresDataSet(FULL_SIZE);
  const database = await openPostgres(url, 4, NO_STATEMENT_LIMITS);
  const config = loadConfig({
    NODE_ENV: "production",
    LOG_LEVEL: "silent",
    DATA_DIR: ".tmp/bench",
    TASKER_CACHE_SECONDS: "0",
    WORK_CACHE_SECONDS: "0",
  });
  const app = await buildApp(config, database, { clientDir: false, logger: false });
  try {
    for (const path of await hotPaths(database, FULL_SIZE)) {
      // Warm once (a read path), so the plans show cached pages as under load.
      if (path.request.method !== "POST") await injectPath(app, path);
      const statements = await captureStatements(database, async () => void (await injectPath(app, path)));
      log(`\n${path.name}`);
      for (const statement of statements) {
        const text = statement.text.replace(/\s+/g, " ").slice(0, 90);
        // A write runs again under EXPLAIN ANALYZE (rolled back); one that cannot repeat is shown unrun.
        const explained = await explainCaptured(statement, "analyze, buffers").catch(() => null);
        const { plan, executionMs } = explained ?? (await explainCaptured(statement, "costs off"));
        log(`  ${explained ? `${executionMs?.toFixed(2)} ms` : "(not rerun)"}  ${text}\n      ${describeScans(plan)}`);
      }
    }
    await removeBookingRun(database.db);
  } finally {
    await app.close();
    await database.close();
  }
}

/** The overload scenario (bench/overload.ts) runs in its own process on its own databases: 1,000
 *  connections on one instance would otherwise share this process's event loop. */
function overloadPart(): void {
  const result = spawnSync("npx", ["tsx", "bench/overload.ts"], { stdio: "inherit" });
  if (result.status !== 0) throw new Error(`bench/overload.ts exited with ${result.status}`);
}

async function main(): Promise<void> {
  const measuresPages = ONLY.has("postgres") || ONLY.has("pglite");
  const indexPage = measuresPages && clientReady();
  if (measuresPages && !indexPage) log("The index page is skipped: no built client (dist/client, dist/ssr)");
  const sections: string[] = [];
  const note =
    "Figures are noisy: the machine's 2 cores are shared " +
    "(load generator, API instance and database on the same cores).";
  if (ONLY.has("postgres") || SCENARIO_FILTER) sections.push(await postgresPart(indexPage));
  if (ONLY.has("pglite")) sections.push(await pglitePart(indexPage));
  if (ONLY.has("photo")) sections.push((await measurePhotoProcessing()).join("\n"));
  if (sections.length) {
    writeReport([...sections, note]);
    log(`\n${sections.join("\n")}\n${note}\nWritten to .tmp/bench-results.md`);
  }
  if (ONLY.has("plans")) await plansPart();
  if (ONLY.has("messages")) await benchMessages();
  if (ONLY.has("overload")) overloadPart();
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
