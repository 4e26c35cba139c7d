// The results table: printed, and written to .tmp/bench-results.md.
import fs from "node:fs";
import type { Cost } from "./cost";
import type { LoadResult } from "./load";

export interface Target {
  /** Highest acceptable p99 in ms (at half the saturation rate when the row has that run). */
  p99?: number;
  /** Lowest acceptable throughput as a share of the row's reference (0.15 = 15%). */
  ratio?: number;
  /** Lowest acceptable requests per second. */
  rps?: number;
  /** Highest acceptable CPU per operation in ms, of PostgreSQL's backends and of the API process. */
  pgCpuMs?: number;
  apiCpuMs?: number;
}

export interface Row extends LoadResult {
  name: string;
  target?: Target;
  /** The same requests arriving at half the saturation rate (open loop): the latency to read. */
  half?: LoadResult;
  /** CPU and round trips per operation, measured over the saturation run. */
  cost?: Cost;
  /** What the throughput is a share of: /api/health for reads, pgbench TPC-B for writes. */
  reference?: { name: string; rps: number };
  /** Extra pass conditions and figures (e.g. double bookings found). */
  note?: string;
  extraMet?: boolean;
}

function targetText(t?: Target): string {
  if (!t) return "—";
  return [
    t.rps && `≥ ${t.rps}/s`,
    t.ratio && `≥ ${t.ratio * 100}% of ref`,
    t.p99 && `p99 ≤ ${t.p99} ms`,
    t.pgCpuMs && `PG ≤ ${t.pgCpuMs} ms/op`,
    t.apiCpuMs && `API ≤ ${t.apiCpuMs} ms/op`,
  ]
    .filter(Boolean)
    .join(", ");
}

/** The row's reference throughput: its own, else /api/health's in the same table. */
const referenceRps = (row: Row, healthRps: number) => row.reference?.rps ?? healthRps;

export function met(row: Row, healthRps: number): boolean | null {
  const t = row.target;
  if (!t) return null;
  const p99 = row.half?.p99 ?? row.p99;
  if (t.p99 !== undefined && p99 > t.p99) return false;
  if (t.ratio !== undefined && row.okRps < t.ratio * referenceRps(row, healthRps)) return false;
  if (t.rps !== undefined && row.okRps < t.rps) return false;
  if (t.pgCpuMs !== undefined && (row.cost?.pgCpuMs ?? Infinity) > t.pgCpuMs) return false;
  if (t.apiCpuMs !== undefined && (row.cost?.apiCpuMs ?? Infinity) > t.apiCpuMs) return false;
  return row.extraMet ?? true;
}

const ms = (value: number | null | undefined, digits = 2) =>
  value === null || value === undefined ? "—" : value.toFixed(digits);

const statusText = (r: LoadResult) =>
  Object.entries(r.statuses)
    .map(([code, n]) => `${code}: ${n}`)
    .join(", ") + (r.errors ? `, errors: ${r.errors}` : "");

export function renderTable(title: string, rows: Row[]): string {
  const health = rows.find((r) => r.name.startsWith("GET /api/health"))?.okRps ?? 0;
  const header = [
    "scenario",
    "ops/s at saturation (2xx)",
    "vs reference",
    "p50 / p99 ms at half rate",
    "PG CPU ms/op",
    "API CPU ms/op",
    "load CPU ms/op",
    "round trips/op",
    "statuses",
    "target",
    "met",
  ];
  const lines = rows.map((r) => {
    const ok = met(r, health);
    const reference = referenceRps(r, health);
    // Rows without a half-rate run (task alerts) give their closed-loop latency, marked so.
    const latency = r.half ? `${r.half.p50} / ${r.half.p99}` : r.total ? `${r.p50} / ${r.p99} (closed loop)` : "—";
    const statuses = statusText(r) + (r.half ? `; at half rate ${statusText(r.half)}` : "");
    return [
      r.name,
      r.okRps.toFixed(0),
      reference ? `${(r.okRps / reference).toFixed(3)}× ${r.reference?.name ?? "health"}` : "—",
      latency,
      ms(r.cost?.pgCpuMs),
      ms(r.cost?.apiCpuMs),
      ms(r.cost?.loadCpuMs),
      ms(r.cost?.roundTrips, 1),
      statuses + (r.note ? `; ${r.note}` : ""),
      targetText(r.target),
      ok === null ? "—" : ok ? "met" : "NOT met",
    ];
  });
  return [
    `### ${title}`,
    "",
    `| ${header.join(" | ")} |`,
    `| ${header.map(() => "---").join(" | ")} |`,
    ...lines.map((l) => `| ${l.join(" | ")} |`),
    "",
  ].join("\n");
}

export function writeReport(sections: string[]): void {
  fs.mkdirSync(".tmp", { recursive: true });
  fs.writeFileSync(".tmp/bench-results.md", `# npm run bench, ${new Date().toISOString()}\n\n${sections.join("\n")}\n`);
}
