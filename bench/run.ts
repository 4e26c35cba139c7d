// npm run bench: performance figures (not a test). On PostgreSQL with 100,000 generated taskers
// at 50 connections, then on embedded PGlite at 10 connections: GET /api/health,
// GET /api/taskers?q&category&location and GET /api/taskers/{id}, with p50/p99 and the ratio
// to /api/health, plus the search query's plan (rows read).
import autocannon from "autocannon";
import pg from "pg";
import { sql } from "drizzle-orm";
import { buildApp } from "../src/server/app";
import { loadConfig } from "../src/server/config";
import { openPglite, openPostgres, type Database } from "../src/server/db/connect";
import { runMigrations } from "../src/server/db/migrate";
import { queryRows } from "../src/server/db/query";
import { generateTaskers } from "./generate";
import { benchMessages } from "./messages";
import { spawnInstance } from "./spawn-instance";

const PG_URL = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
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

async function scenario(label: string, database: Database, connections: number, databaseUrl?: string): Promise<void> {
  // PostgreSQL: the server runs in its own process. PGlite lives inside its server's process,
  // so that one runs here.
  const child = databaseUrl ? await spawnInstance(databaseUrl, 5603) : null;
  const app = child ? null : await buildApp(loadConfig({ NODE_ENV: "production", LOG_LEVEL: "silent", DATA_DIR: ".tmp/bench" }), database, { clientDir: false, logger: false });
  const address = child ? "http://127.0.0.1:5603" : await app!.listen({ port: 0, host: "127.0.0.1" });
  const ids = (await queryRows(database.db, sql`select id from tasker_profiles order by random() limit 2000`)).map((r) => `/api/taskers/${r.id}`);
  const results: Result[] = [];
  for (const [name, paths] of [
    ["GET /api/health", ["/api/health"]],
    ["GET /api/taskers?q&category&location", QUERIES.map((q) => `/api/taskers?${q}`)],
    ["GET /api/taskers/{id}", ids],
  ] as const) {
    results.push({ name, ...(await hammer(address, connections, [...paths])) });
  }
  child?.kill("SIGTERM");
  await app?.close();
  const health = results[0].rps;
  console.log(`\n${label} — ${connections} connections, ${DURATION} s each, no pipelining`);
  console.log("scenario".padEnd(40), "req/s".padStart(9), "p50 ms".padStart(8), "p99 ms".padStart(8), "vs health".padStart(10), "errors".padStart(7));
  for (const r of results) {
    console.log(r.name.padEnd(40), r.rps.toFixed(0).padStart(9), String(r.p50).padStart(8), String(r.p99).padStart(8), `${((r.rps / health) * 100).toFixed(0)}%`.padStart(10), String(r.errors).padStart(7));
  }
}

async function explainSearch(database: Database): Promise<void> {
  const plan = await queryRows(database.db, sql`explain (analyze, buffers, format json)
    select tp.id from tasker_profiles tp join users u on u.id = tp.user_id
    where tp.is_listed and (tp.search_doc @@ to_tsquery('english', 'mount:*') or 'mount' <% tp.search_text)
      and tp.skills @> array['Mounting']::text[] and lower(tp.location) like '%austin%'
    order by tp.rank_score desc, tp.id limit 13`);
  const root = (plan[0]["QUERY PLAN"] as [{ Plan: Record<string, unknown>; "Execution Time": number }])[0];
  const scans: string[] = [];
  const walk = (node: Record<string, unknown>) => {
    if (String(node["Node Type"]).includes("Scan")) scans.push(`${node["Node Type"]}${node["Index Name"] ? ` on ${node["Index Name"]}` : ""}: ${node["Actual Rows"]} rows`);
    for (const child of (node.Plans as Record<string, unknown>[] | undefined) ?? []) walk(child);
  };
  walk(root.Plan);
  console.log(`search plan: ${root["Execution Time"].toFixed(2)} ms; ${scans.join("; ")}`);
}

async function main(): Promise<void> {
  const admin = new pg.Client({ connectionString: PG_URL });
  await admin.connect();
  await admin.query("DROP DATABASE IF EXISTS taskly_bench WITH (FORCE)");
  await admin.query("CREATE DATABASE taskly_bench");
  await admin.end();
  const url = new URL(PG_URL);
  url.pathname = "/taskly_bench";
  const postgres = await openPostgres(url.toString(), 20);
  await runMigrations(postgres);
  let started = Date.now();
  await generateTaskers(postgres.db, 100_000);
  console.log(`PostgreSQL: generated 100,000 taskers in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  await explainSearch(postgres);
  await scenario("PostgreSQL, 100,000 taskers", postgres, 50, url.toString());
  await postgres.close();

  const size = Number(process.env.BENCH_PGLITE_TASKERS ?? 20_000);
  const pglite = await openPglite();
  await runMigrations(pglite);
  started = Date.now();
  await generateTaskers(pglite.db, size);
  console.log(`\nPGlite: generated ${size.toLocaleString("en-US")} taskers in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  await explainSearch(pglite);
  await scenario(`PGlite (embedded, one query at a time), ${size.toLocaleString("en-US")} taskers`, pglite, 10);
  await pglite.close();

  await benchMessages();
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
