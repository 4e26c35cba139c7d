// The tasker's monthly statement (CSV, for taxes): each booking share created that month with its
// amounts, then each payout of the month. Amounts in USD with two decimals.
import { sql } from "drizzle-orm";
import { fromCents } from "../../../contract/money";
import type { Db } from "../../db/connect";
import { queryRows } from "../../db/query";
import { toIso } from "../../lib/dates";
import { earningsLines } from "./service";

const HEADER = [
  "date",
  "type",
  "booking",
  "task",
  "customer",
  "gross",
  "fee",
  "tips",
  "adjustments",
  "refunds",
  "net",
  "status",
];

/** A CSV field: quoted when needed; a leading = + - @ is neutralised so spreadsheets never run it as a formula. */
export function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function monthRange(month: string): { from: Date; to: Date } {
  const [year, m] = month.split("-").map(Number);
  return { from: new Date(Date.UTC(year, m - 1, 1)), to: new Date(Date.UTC(year, m, 1)) };
}

export async function monthlyStatement(db: Db, taskerId: string, month: string): Promise<string> {
  const range = monthRange(month);
  const lines = await earningsLines(db, taskerId, range);
  const payouts = await queryRows<{ id: string; amount_cents: number; status: string; created_at: Date }>(
    db,
    sql`select id::text, amount_cents::int as amount_cents, status, created_at from payouts
    where tasker_id = ${taskerId}::uuid and created_at >= ${range.from.toISOString()}::timestamptz
      and created_at < ${range.to.toISOString()}::timestamptz order by created_at`,
  );
  const rows: string[][] = [HEADER];
  for (const l of [...lines].reverse()) {
    const date = (l.completedAt ?? l.createdAt).slice(0, 10);
    rows.push([date, "booking", l.bookingId, l.taskTitle, l.customerName, l.gross, l.fee, l.tips, l.adjustments]);
    rows[rows.length - 1].push(l.refunds, l.net, l.status);
  }
  for (const p of payouts) {
    const amount = fromCents(p.amount_cents);
    rows.push([toIso(p.created_at).slice(0, 10), "payout", p.id, "", "", "", "", "", "", "", amount, p.status]);
  }
  return rows.map((r) => r.map(csvField).join(",")).join("\r\n") + "\r\n";
}
