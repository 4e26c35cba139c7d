// Overload benchmark (not a test): `npx tsx bench/overload.ts`. An API instance in its own process,
// on PostgreSQL (a fresh `taskly_overload` database) and on PGlite (a fresh data directory), gets
// OVERLOAD_CONNECTIONS (1,000) concurrent connections of tasker search for OVERLOAD_SECONDS while a
// second process times GET /api/health one request after another. Reports the accepted searches'
// p99, the share refused with 503, /api/health's p99 and the instance's peak resident memory.
// The same file runs the helper processes: `prepare <target>`, `instance <target> <port>` (a target
// is a PostgreSQL URL or a PGlite data directory) and `probe <url> <seconds>`.
import { spawn, type ChildProcess } from "node:child_process";
import { readFileSync, rmSync } from "node:fs";
import autocannon from "autocannon";
import pg from "pg";
import { buildApp } from "../src/server/app";
import { loadConfig } from "../src/server/config";
import { openPglite, openPostgres, type Database, type PostgresTimeouts } from "../src/server/db/connect";
import { runMigrations } from "../src/server/db/migrate";
import { hashToken } from "../src/server/lib/sessions";
import { FULL_SIZE, generateDataSet, scaledSize } from "./generate";
import { benchIdOf } from "./fixtures";

const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const SECONDS = Number(process.env.OVERLOAD_SECONDS ?? 12);
const CONNECTIONS = Number(process.env.OVERLOAD_CONNECTIONS ?? 1000);
const TASKERS = Number(process.env.OVERLOAD_TASKERS ?? 20_000);
const PGLITE_DIR = ".tmp/overload-pglite";
const ONLY = new Set((process.env.OVERLOAD_ONLY ?? "postgres,pglite").split(","));
const SEARCHES = [
  "q=mount&category=Mounting&location=austin",
  "q=clean&category=Cleaning&location=denver",
  "q=paint&category=Painting&location=seattle",
  "q=move&category=Moving&location=boston",
].map((query) => `/api/taskers?${query}`);

function percentile(values: number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

const isPostgres = (target: string) => target.startsWith("postgres");

/** The one way every step opens a target, a PostgreSQL URL or a PGlite data directory; `timeouts`
 *  lift the request limits for generating the data set, whose statements run far longer. */
function openTarget(target: string, timeouts: Partial<PostgresTimeouts> = {}): Promise<Database> {
  return isPostgres(target) ? openPostgres(target, undefined, timeouts) : openPglite(target);
}

/** Child process: migrate and generate the taskers, then close (the instance starts fresh, as in production). */
async function prepare(target: string): Promise<void> {
  const database = await openTarget(target, { statementTimeoutMs: 0, idleInTransactionTimeoutMs: 0 });
  await runMigrations(database);
  await generateDataSet(database.db, scaledSize(FULL_SIZE.taskers / TASKERS));
  await database.close();
}

/** Child process: serve until SIGTERM. */
async function serveInstance(target: string, port: number): Promise<void> {
  const config = loadConfig({
    ...process.env,
    NODE_ENV: "production",
    LOG_LEVEL: process.env.OVERLOAD_DEBUG ? "error" : "silent",
    DATA_DIR: isPostgres(target) ? ".tmp/overload" : target,
    DATABASE_URL: isPostgres(target) ? target : undefined,
  });
  // The run's DATABASE_POOL_SIZE applies, as every other setting of its environment does.
  const database = isPostgres(target)
    ? await openPostgres(target, config.DATABASE_POOL_SIZE)
    : await openTarget(target);
  const app = await buildApp(config, database, { clientDir: false, logger: Boolean(process.env.OVERLOAD_DEBUG) });
  await app.listen({ port, host: "127.0.0.1" });
  if (process.env.OVERLOAD_DEBUG) {
    setInterval(() => console.error(`instance: ${JSON.stringify(app.memoryUsage())}`), 1000).unref();
  }
  console.log("ready");
  process.on("SIGTERM", () =>
    app
      .close()
      .then(() => database.close())
      .then(() => process.exit(0))
      .catch(() => process.exit(1)),
  );
}

/** Child process: GET /api/health back to back for `seconds`; prints the latencies' summary as JSON. */
async function probeHealth(url: string, seconds: number): Promise<void> {
  const latencies: number[] = [];
  let failures = 0;
  const end = Date.now() + seconds * 1000;
  while (Date.now() < end) {
    const started = performance.now();
    const response = await fetch(`${url}/api/health`).catch(() => undefined);
    latencies.push(performance.now() - started);
    if (response?.status !== 200) failures += 1;
    await response?.arrayBuffer();
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  console.log(
    JSON.stringify({
      count: latencies.length,
      failures,
      p50: percentile(latencies, 50),
      p99: percentile(latencies, 99),
      max: Math.max(...latencies),
    }),
  );
}

function spawnSelf(args: string[], onLine: (line: string) => void): ChildProcess {
  const child = spawn(process.execPath, ["--import", "tsx", "bench/overload.ts", ...args], {
    stdio: ["ignore", "pipe", "inherit"],
    env: process.env,
  });
  let buffered = "";
  child.stdout!.on("data", (chunk) => {
    buffered += String(chunk);
    const lines = buffered.split("\n");
    buffered = lines.pop()!;
    lines.forEach(onLine);
  });
  return child;
}

function startInstance(target: string, port: number): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const child = spawnSelf(["instance", target, String(port)], (line) =>
      line === "ready" ? resolve(child) : console.error(line),
    );
    child.once("exit", (code) => reject(new Error(`the instance exited with ${code}`)));
  });
}

function residentMb(pid: number): number {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
  return match ? Number(match[1]) / 1024 : Number.NaN;
}

function runPrepare(target: string): Promise<void> {
  return new Promise((resolve, reject) => {
    spawnSelf(["prepare", target], () => undefined).once("exit", (code) =>
      code === 0 ? resolve() : reject(new Error(`prepare exited with ${code}`)),
    );
  });
}

/** Concurrent message sends from one signed-in customer before the overload: the statuses they got
 *  (429s are the per-sender burst limit; a 503 would be the admission line refusing a legitimate burst). */
const BURST_SENDS = 40;

async function messageBurst(databaseUrl: string, url: string): Promise<void> {
  const customer = benchIdOf("customer", 1);
  const token = `bench-burst-${customer}`;
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  await client.query(
    `insert into sessions (token_hash, user_id, expires_at) values ($1, $2, now() + interval '1 day')
     on conflict (token_hash) do nothing`,
    [hashToken(token), customer],
  );
  await client.end();
  const started = performance.now();
  const statuses = await Promise.all(
    Array.from({ length: BURST_SENDS }, (_, k) =>
      fetch(`${url}/api/messages`, {
        method: "POST",
        headers: { "content-type": "application/json", cookie: `taskly_session=${token}` },
        body: JSON.stringify({ content: `Burst ${k}`, receiverId: benchIdOf("tasker-user", k % 4) }),
      }).then((r) => r.status),
    ),
  );
  const counts = new Map<number, number>();
  for (const status of statuses) counts.set(status, (counts.get(status) ?? 0) + 1);
  const text = [...counts].map(([status, n]) => `${status}: ${n}`).join(", ");
  console.log(
    `  a burst of ${BURST_SENDS} concurrent message sends from one user: ${text} in ${(performance.now() - started).toFixed(0)} ms`,
  );
}

async function overload(label: string, target: string, port: number): Promise<void> {
  await runPrepare(target);
  const instance = await startInstance(target, port);
  const url = `http://127.0.0.1:${port}`;
  const limits = ["MAX_IN_FLIGHT_REQUESTS", "MAX_QUEUED_REQUESTS", "MAX_QUEUE_WAIT_MS", "DATABASE_POOL_SIZE"]
    .map((name) => `${name}=${process.env[name] ?? "default"}`)
    .join(" ");
  console.log(`\n${label}: ${limits}`);
  // Only on PostgreSQL: the session is written beside the instance, which PGlite's data directory does not allow.
  if (isPostgres(target)) await messageBurst(target, url);
  let peakRss = residentMb(instance.pid!);
  const sampler = setInterval(() => (peakRss = Math.max(peakRss, residentMb(instance.pid!))), 200);
  const probeResult = new Promise<{ count: number; failures: number; p50: number; p99: number; max: number }>(
    (resolve) => {
      spawnSelf(["probe", url, String(SECONDS)], (line) => resolve(JSON.parse(line)));
    },
  );

  const accepted: number[] = [];
  const otherStatuses = new Map<number, number>();
  let i = 0;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const run = autocannon(
      {
        url,
        connections: CONNECTIONS,
        duration: SECONDS,
        requests: [{ setupRequest: (request) => ({ ...request, path: SEARCHES[i++ % SEARCHES.length] }) }],
      },
      (error, finished) => (error ? reject(error) : resolve(finished)),
    );
    run.on("response", (_client, statusCode, _bytes, responseTime) => {
      if (statusCode === 200) accepted.push(responseTime);
      else otherStatuses.set(statusCode, (otherStatuses.get(statusCode) ?? 0) + 1);
    });
  });
  const health = await probeResult;
  clearInterval(sampler);
  const exited = new Promise((resolve) => instance.once("exit", resolve));
  instance.kill("SIGTERM");
  await exited;

  const refused = otherStatuses.get(503) ?? 0;
  otherStatuses.delete(503);
  const answered = accepted.length + refused + [...otherStatuses.values()].reduce((a, b) => a + b, 0);
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  const taskers = TASKERS.toLocaleString("en-US");
  console.log(`\n${label}: ${CONNECTIONS} connections on tasker search for ${SECONDS} s (${taskers} taskers)`);
  const rate = (accepted.length / SECONDS).toFixed(0);
  const [p50, p99] = [percentile(accepted, 50), percentile(accepted, 99)];
  console.log(`  accepted (200): ${accepted.length} (${rate}/s), p50 ${ms(p50)}, p99 ${ms(p99)}`);
  const share = ((refused / Math.max(1, answered)) * 100).toFixed(1);
  const others = [...otherStatuses].map(([status, count]) => `${status}: ${count}`).join(", ") || "none";
  console.log(`  refused (503): ${refused} = ${share}% of answers; other statuses: ${others}`);
  console.log(`  no answer: ${result.errors} errors, of which ${result.timeouts} timeouts (10 s)`);
  console.log(
    `  /api/health meanwhile: ${health.count} requests, ${health.failures} not 200, ` +
      `p50 ${ms(health.p50)}, p99 ${ms(health.p99)}, max ${ms(health.max)}`,
  );
  console.log(`  instance peak RSS: ${peakRss.toFixed(0)} MB`);
}

async function recreateDatabase(drop: boolean): Promise<string> {
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query("DROP DATABASE IF EXISTS taskly_overload WITH (FORCE)");
  if (!drop) await admin.query("CREATE DATABASE taskly_overload");
  await admin.end();
  const url = new URL(ADMIN_URL);
  url.pathname = "/taskly_overload";
  return url.toString();
}

async function main(): Promise<void> {
  const [mode, ...args] = process.argv.slice(2);
  if (mode === "prepare") return prepare(args[0]);
  if (mode === "instance") return serveInstance(args[0], Number(args[1]));
  if (mode === "probe") return probeHealth(args[0], Number(args[1]));
  console.log("Timings share the machine's cores with the load generator (and anything else running): expect noise.");
  if (ONLY.has("postgres")) {
    const url = await recreateDatabase(false);
    try {
      await overload("PostgreSQL", url, 5611);
    } finally {
      await recreateDatabase(true);
    }
  }
  if (ONLY.has("pglite")) {
    rmSync(PGLITE_DIR, { recursive: true, force: true });
    try {
      await overload(`PGlite (in a worker thread, data in ${PGLITE_DIR})`, PGLITE_DIR, 5612);
    } finally {
      rmSync(PGLITE_DIR, { recursive: true, force: true });
    }
  }
  process.exit(0);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
