// The results table: printed, and written to .tmp/bench-results.md.
import fs from "node:fs";
import type { LoadResult } from "./load";

export interface Target {
  /** Highest acceptable p99 in ms. */
  p99?: number;
  /** Lowest acceptable throughput as a share of /api/health's (0.15 = 15%). */
  ratio?: number;
  /** Lowest acceptable requests per second. */
  rps?: number;
}

export interface Row extends LoadResult {
  name: string;
  target?: Target;
  /** Extra pass conditions and figures (e.g. double bookings found). */
  note?: string;
  extraMet?: boolean;
}

function targetText(t?: Target): string {
  if (!t) return "—";
  return [t.rps && `≥ ${t.rps}/s`, t.ratio && `≥ ${t.ratio * 100}% of health`, t.p99 && `p99 ≤ ${t.p99} ms`]
    .filter(Boolean)
    .join(", ");
}

export function met(row: Row, healthRps: number): boolean | null {
  const t = row.target;
  if (!t) return null;
  if (t.p99 !== undefined && row.p99 > t.p99) return false;
  if (t.ratio !== undefined && row.rps < t.ratio * healthRps) return false;
  if (t.rps !== undefined && row.rps < t.rps) return false;
  return row.extraMet ?? true;
}

export function renderTable(title: string, rows: Row[]): string {
  const health = rows.find((r) => r.name.startsWith("GET /api/health"))?.rps ?? 0;
  const header = ["scenario", "req/s", "p50 ms", "p99 ms", "vs health", "statuses", "target", "met"];
  const lines = rows.map((r) => {
    const ok = met(r, health);
    const statuses =
      Object.entries(r.statuses)
        .map(([code, n]) => `${code}: ${n}`)
        .join(", ") + (r.errors ? `, errors: ${r.errors}` : "");
    return [
      r.name,
      r.rps.toFixed(0),
      String(r.p50),
      String(r.p99),
      health ? `${((r.rps / health) * 100).toFixed(1)}%` : "—",
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
