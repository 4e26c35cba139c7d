// A tasker's payout history, newest first.
import { sql } from "drizzle-orm";
import { fromCents } from "../../../contract/money";
import type { Payout } from "../../../contract/payouts";
import type { Db } from "../../db/connect";
import { queryRows } from "../../db/query";
import { toIso } from "../../lib/dates";

type PayoutRow = {
  id: string;
  amount_cents: number;
  status: Payout["status"];
  trigger: Payout["trigger"];
  destination_masked: string;
  failure_message: string | null;
  created_at: Date;
  settled_at: Date | null;
};

const SELECT = sql`select id::text, amount_cents::int as amount_cents, status, trigger, destination_masked,
  failure_message, created_at, settled_at from payouts`;

function toPayout(r: PayoutRow): Payout {
  return {
    id: r.id,
    amount: fromCents(r.amount_cents),
    status: r.status,
    trigger: r.trigger,
    destination: r.destination_masked,
    failureMessage: r.failure_message,
    createdAt: toIso(r.created_at),
    settledAt: toIso(r.settled_at),
  };
}

export async function readPayout(db: Db, id: string): Promise<Payout> {
  const [row] = await queryRows<PayoutRow>(db, sql`${SELECT} where id = ${id}::uuid`);
  return toPayout(row);
}

export async function listPayouts(db: Db, taskerId: string): Promise<Payout[]> {
  const rows = await queryRows<PayoutRow>(
    db,
    sql`${SELECT} where tasker_id = ${taskerId}::uuid order by created_at desc limit 100`,
  );
  return rows.map(toPayout);
}
