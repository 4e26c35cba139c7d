// npm run bench: performance figures (not a test). On PostgreSQL with 100,000 generated taskers
// at 50 connections, then on embedded PGlite at 10 connections: GET /api/health,
// GET /api/taskers?q&category&location and GET /api/taskers/{id}, with p50/p99 and the ratio
// to /api/health, with the instance's tasker cache on (the default) and off; plus the plans of
// the search queries (rows read). BENCH_ONLY=postgres,pglite,messages runs a part.
import autocannon from "autocannon";
import pg from "pg";
import { sql, type SQL } from "drizzle-orm";
import { buildApp } from "../src/server/app";
import { loadConfig } from "../src/server/config";
import { taskerSearchSchema } from "../src/contract/taskers";
import { openPglite, openPostgres, type Database } from "../src/server/db/connect";
import { runMigrations } from "../src/server/db/migrate";
import { queryRows } from "../src/server/db/query";
import { countQuery, searchPageQuery } from "../src/server/modules/taskers/search";
import { generateTaskers } from "./generate";
import { benchMessages } from "./messages";
import { spawnInstance } from "./spawn-instance";

const PG_URL = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const ONLY = new Set((process.env.BENCH_ONLY ?? "postgres,pglite,messages").split(","));
const QUERIES = [
  "q=mount&category=Mounting&location=austin",
  "q=clean&category=Cleaning&location=denver",
  "q=paint&category=Painting&location=seattle",
  "q=move&category=Moving&location=boston",
  "q=careful&category=Delivery&location=miami",
  "q=assembly&category=Furniture%20Assembly&location=chicago",
];

interface Result { name: string; rps: number; p50: number; p99: number; errors: number }

async function hammer(url: string, connections: number, paths: string[]): Promise<Omit<Result, "name">> {
  let i = 0;
  const result = await autocannon({
    url,
    connections,
    pipelining: 1,
    duration: DURATION,
    requests: [{ setupRequest: (req) => ({ ...req, path: paths[i++ % paths.length] }) }],
  });
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + result.non2xx };
}

/** An API instance: its own process on PostgreSQL; in this process on PGlite (it lives there). */
async function startInstance(database: Database, cacheSeconds: number, databaseUrl?: string): Promise<{ address: string; stop(): Promise<void> }> {
  if (databaseUrl) {
    const port = cacheSeconds > 0 ? 5603 : 5604;
    const child = await spawnInstance(databaseUrl, port, { TASKER_CACHE_SECONDS: String(cacheSeconds) });
    const exited = new Promise((resolve) => child.once("exit", resolve));
    return { address: `http://127.0.0.1:${port}`, stop: async () => void (child.kill("SIGTERM"), await exited) };
  }
  const config = loadConfig({ NODE_ENV: "production", LOG_LEVEL: "silent", DATA_DIR: ".tmp/bench", TASKER_CACHE_SECONDS: String(cacheSeconds) });
  const app = await buildApp(config, database, { clientDir: false, logger: false });
  return { address: await app.listen({ port: 0, host: "127.0.0.1" }), stop: () => app.close() };
}

async function scenario(label: string, database: Database, connections: number, databaseUrl?: string): Promise<void> {
  const ids = (await queryRows(database.db, sql`select id from tasker_profiles order by random() limit 2000`)).map((r) => `/api/taskers/${r.id}`);
  const searches = QUERIES.map((q) => `/api/taskers?${q}`);
  const results: Result[] = [];
  const cached = await startInstance(database, 60, databaseUrl);
  results.push({ name: "GET /api/health", ...(await hammer(cached.address, connections, ["/api/health"])) });
  results.push({ name: "GET /api/taskers?q&category&location", ...(await hammer(cached.address, connections, searches)) });
  results.push({ name: "GET /api/taskers/{id}", ...(await hammer(cached.address, connections, ids)) });
  await cached.stop();
  const uncached = await startInstance(database, 0, databaseUrl);
  results.push({ name: "  search, cache off (total counted too)", ...(await hammer(uncached.address, connections, searches)) });
  results.push({ name: "  by id, cache off (database every time)", ...(await hammer(uncached.address, connections, ids)) });
  await uncached.stop();
  const health = results[0].rps;
  console.log(`\n${label} — ${connections} connections, ${DURATION} s each, no pipelining`);
  console.log("scenario".padEnd(42), "req/s".padStart(9), "p50 ms".padStart(8), "p99 ms".padStart(8), "vs health".padStart(10), "errors".padStart(7));
  for (const r of results) {
    console.log(r.name.padEnd(42), r.rps.toFixed(0).padStart(9), String(r.p50).padStart(8), String(r.p99).padStart(8), `${((r.rps / health) * 100).toFixed(0)}%`.padStart(10), String(r.errors).padStart(7));
  }
}

async function explain(database: Database, label: string, query: SQL): Promise<void> {
  const plan = await queryRows(database.db, sql`explain (analyze, buffers, format json) ${query}`);
  const root = (plan[0]["QUERY PLAN"] as [{ Plan: Record<string, unknown>; "Execution Time": number }])[0];
  const scans: string[] = [];
  let rowsRead = 0;
  const walk = (node: Record<string, unknown>) => {
    if (String(node["Node Type"]).includes("Scan")) {
      const rows = Number(node["Actual Rows"]) * Number(node["Actual Loops"] ?? 1) + Number(node["Rows Removed by Filter"] ?? 0);
      rowsRead += rows;
      scans.push(`${node["Node Type"]}${node["Index Name"] ? ` on ${node["Index Name"]}` : ` on ${node["Relation Name"]}`}: ${rows}`);
    }
    for (const child of (node.Plans as Record<string, unknown>[] | undefined) ?? []) walk(child);
  };
  walk(root.Plan);
  console.log(`${label}: ${root["Execution Time"].toFixed(2)} ms, ${rowsRead} rows read (${scans.join("; ")})`);
}

async function explainSearch(database: Database): Promise<void> {
  const search = taskerSearchSchema.parse({ q: "mount", category: "Mounting", location: "austin" });
  await explain(database, "search page plan (q=mount&category=Mounting&location=austin)", searchPageQuery(search));
  await explain(database, "search count plan (computed once a minute per search)", countQuery(search));
}

async function main(): Promise<void> {
  if (ONLY.has("postgres")) {
    const admin = new pg.Client({ connectionString: PG_URL });
    await admin.connect();
    await admin.query("DROP DATABASE IF EXISTS taskly_bench WITH (FORCE)");
    await admin.query("CREATE DATABASE taskly_bench");
    await admin.end();
    const url = new URL(PG_URL);
    url.pathname = "/taskly_bench";
    const postgres = await openPostgres(url.toString(), 20);
    await runMigrations(postgres);
    const started = Date.now();
    await generateTaskers(postgres.db, 100_000);
    console.log(`PostgreSQL: generated 100,000 taskers in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    await explainSearch(postgres);
    await scenario("PostgreSQL, 100,000 taskers", postgres, 50, url.toString());
    await postgres.close();
  }

  if (ONLY.has("pglite")) {
    const size = Number(process.env.BENCH_PGLITE_TASKERS ?? 20_000);
    const pglite = await openPglite();
    await runMigrations(pglite);
    const started = Date.now();
    await generateTaskers(pglite.db, size);
    console.log(`\nPGlite: generated ${size.toLocaleString("en-US")} taskers in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    await explainSearch(pglite);
    await scenario(`PGlite (embedded, one query at a time), ${size.toLocaleString("en-US")} taskers`, pglite, 10);
    await pglite.close();
  }

  if (ONLY.has("messages")) await benchMessages();
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
