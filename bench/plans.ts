// The plans of the hot API paths, captured from the real services: every statement an API call
// sends through the instance's pools is recorded (text and values), then explained on the same
// pool (so hot-path statements get their generic plan). Used by src/server/db/plans.test.ts (index
// check on a small data set) and by `BENCH_ONLY=plans npm run bench` (EXPLAIN ANALYZE at full size).
import type { FastifyInstance } from "fastify";
import type pg from "pg";
import type { Database } from "../src/server/db/connect";
import type { DataSetSize } from "./generate";
import { prepareBookings } from "./bookings";
import { loadFixtures } from "./fixtures";
import { heavy } from "./generate";
import type { LoadRequest } from "./load";
import { readScenarios } from "./scenarios";

export interface Captured {
  pool: pg.Pool;
  text: string;
  values: unknown[];
}

/** Tables too small to need an index walk (a handful of rows whatever the data set). */
export const SMALL_TABLES = new Set([
  "service_categories",
  "tasker_cities",
  "bench_generated",
  "email_outbox",
  // the gazetteer: 7,329 places, fixed by migration
  "places",
]);

const EXPLAINABLE = /^\s*(with|select|insert|update|delete)\b/i;

/** Records what the pools run while `work` runs. */
export async function captureStatements(database: Database, work: () => Promise<void>): Promise<Captured[]> {
  const captured: Captured[] = [];
  const patched = new WeakSet<pg.PoolClient>();
  let active = true;
  const pools = [database.pool, database.hotPool].filter((p): p is pg.Pool => Boolean(p));
  const listeners = pools.map((pool) => {
    const onAcquire = (client: pg.PoolClient) => {
      if (patched.has(client)) return;
      patched.add(client);
      const query = client.query.bind(client) as (...args: unknown[]) => unknown;
      (client as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
        const [config, values] = args as [string | { text?: string; values?: unknown[] }, unknown[] | undefined];
        const text = typeof config === "string" ? config : config?.text;
        if (active && text && EXPLAINABLE.test(text)) {
          captured.push({
            pool,
            text,
            values: (typeof config === "string" ? undefined : config.values) ?? values ?? [],
          });
        }
        return query(...args);
      };
    };
    pool.on("acquire", onAcquire);
    return () => pool.off("acquire", onAcquire);
  });
  try {
    await work();
  } finally {
    active = false;
    for (const off of listeners) off();
  }
  return captured;
}

export interface PlanNode {
  "Node Type": string;
  "Relation Name"?: string;
  "Index Name"?: string;
  "Actual Rows"?: number;
  "Actual Loops"?: number;
  "Rows Removed by Filter"?: number;
  Plans?: PlanNode[];
}

export function walkPlan(node: PlanNode, visit: (node: PlanNode) => void): void {
  visit(node);
  for (const child of node.Plans ?? []) walkPlan(child, visit);
}

/** EXPLAIN of a captured statement on its own pool, with the given settings (e.g. enable_seqscan). */
/** EXPLAIN of a captured statement on its own pool, with the given settings (e.g. enable_seqscan),
 *  in a transaction that is rolled back (EXPLAIN ANALYZE runs the statement). */
export async function explainCaptured(
  statement: Captured,
  options: string,
  settings: string[] = [],
): Promise<{ plan: PlanNode; executionMs?: number }> {
  const client = await statement.pool.connect();
  try {
    await client.query("begin");
    for (const setting of settings) await client.query(`set local ${setting}`);
    const result = await client.query({
      text: `explain (${options}, format json) ${statement.text}`,
      values: statement.values,
    });
    const [root] = result.rows[0]["QUERY PLAN"] as [{ Plan: PlanNode; "Execution Time"?: number }];
    return { plan: root.Plan, executionMs: root["Execution Time"] };
  } finally {
    await client.query("rollback").catch(() => undefined);
    client.release();
  }
}

/** One line per scan: node, relation or index, rows read (returned + removed by filter). */
export function describeScans(plan: PlanNode): string {
  const scans: string[] = [];
  walkPlan(plan, (node) => {
    if (!node["Node Type"].includes("Scan") && node["Node Type"] !== "Sort") return;
    const rows = (node["Actual Rows"] ?? 0) * (node["Actual Loops"] ?? 1) + (node["Rows Removed by Filter"] ?? 0);
    scans.push(`${node["Node Type"]} ${node["Index Name"] ?? node["Relation Name"] ?? ""}: ${rows}`);
  });
  return scans.join("; ");
}

/** Seq Scans on tables that are large in production (every table but the small ones). */
export function seqScansOnLargeTables(plan: PlanNode): string[] {
  const found: string[] = [];
  walkPlan(plan, (node) => {
    if (node["Node Type"] === "Seq Scan" && node["Relation Name"] && !SMALL_TABLES.has(node["Relation Name"])) {
      found.push(node["Relation Name"]);
    }
  });
  return found;
}

export interface HotPath {
  name: string;
  request: LoadRequest;
}

/** Every request variant of each measured scenario (the same paths the bench loads), booking included. */
export async function hotPaths(database: Database, size: DataSetSize): Promise<HotPath[]> {
  const fixtures = await loadFixtures(database.db, size, heavy(size).conversations);
  const reads = readScenarios(fixtures, 50, 0.15, false).filter((s) => s.name !== "GET /api/health");
  const paths: HotPath[] = reads.flatMap((s) =>
    Array.from({ length: s.variants }, (_, i) => ({ name: `${s.name} #${i}`, request: s.next(i) })),
  );
  const booking = await prepareBookings(database.db, size, 1);
  paths.push({ name: "booking creation", request: booking(0) });
  return paths;
}

export async function injectPath(app: FastifyInstance, path: HotPath): Promise<number> {
  const { method = "GET", path: url, headers, body } = path.request;
  const response = await app.inject({ method, url, headers, payload: body });
  return response.statusCode;
}
