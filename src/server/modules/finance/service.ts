// The admin finance figures, read from the ledger, with the reconcile list (ledgerViolations) and
// the taskers whose payouts are paused and the bookings whose money moved last; pausing and
// unpausing a tasker's payouts, audited.
import { sql } from "drizzle-orm";
import type { AdminFinance } from "../../../contract/finance";
import { fromSignedCents as money } from "../../../contract/money";
import { shortName } from "../../../contract/names";
import type { Db } from "../../db/connect";
import { queryRows } from "../../db/query";
import { writeAudit } from "../../lib/audit";
import { toIso } from "../../lib/dates";
import { notFound } from "../../lib/http-error";
import { isUuid, TASKER_TYPES_SQL } from "../../lib/sql-text";
import { ledgerViolations } from "../ledger/invariants";
import { recentBookingMovements } from "./recent";

type TotalsRow = {
  volume: number;
  fees: number;
  refunds: number;
  held: number;
  payable: number;
  paid_out: number;
  balance: number;
};

const TOTALS = sql`select
    coalesce(sum(case when (j.kind in ('capture', 'opening') and e.account in ('customer_card', 'customer_authorized'))
      or (j.kind in ('tip', 'adjustment') and e.account = 'customer_card') then -e.amount_cents end), 0)::bigint as volume,
    coalesce(sum(e.amount_cents) filter (where e.account = 'platform_fees'), 0)::bigint as fees,
    coalesce(sum(e.amount_cents) filter (where j.kind = 'refund' and e.account = 'customer_card'), 0)::bigint as refunds,
    coalesce(sum(e.amount_cents) filter (where e.account = 'tasker_held'), 0)::bigint as held,
    coalesce(sum(e.amount_cents) filter (where e.account = 'tasker_available'), 0)::bigint as payable,
    coalesce(sum(e.amount_cents) filter (where e.account = 'tasker_payouts'), 0)::bigint as paid_out,
    coalesce(sum(e.amount_cents), 0)::bigint as balance
  from ledger_entries e join ledger_journals j on j.id = e.journal_id`;

export async function financeOverview(db: Db, now: Date): Promise<AdminFinance> {
  const [t] = await queryRows<TotalsRow>(db, TOTALS);
  const violations = await ledgerViolations(db);
  const paused = await queryRows<{
    tasker_id: string;
    first_name: string;
    last_name: string;
    reason: string;
    created_at: Date;
  }>(
    db,
    sql`select h.tasker_id::text, u.first_name, u.last_name, h.reason, h.created_at
    from payout_holds h join users u on u.id = h.tasker_id order by h.created_at desc limit 200`,
  );
  return {
    volume: money(Number(t.volume)),
    fees: money(Number(t.fees)),
    refunds: money(Number(t.refunds)),
    held: money(Number(t.held)),
    payable: money(Number(t.payable)),
    paidOut: money(Number(t.paid_out)),
    ledgerBalanceCents: Number(t.balance),
    reconcile: { checkedAt: toIso(now), violations },
    pausedTaskers: paused.map((p) => ({
      taskerId: p.tasker_id,
      name: shortName(p.first_name, p.last_name),
      reason: p.reason,
      pausedAt: toIso(p.created_at),
    })),
    recentBookings: await recentBookingMovements(db),
  };
}

async function requireTasker(db: Db, taskerId: string): Promise<void> {
  if (!isUuid(taskerId)) throw notFound("Tasker not found");
  const [row] = await queryRows<{ id: string }>(
    db,
    sql`select id::text from users where id = ${taskerId}::uuid and user_type = any(${TASKER_TYPES_SQL})`,
  );
  if (!row) throw notFound("Tasker not found");
}

/** Pauses a tasker's payouts (idempotent: pausing a paused tasker keeps the first reason). */
export async function pausePayouts(db: Db, adminId: string, taskerId: string, reason: string): Promise<void> {
  await db.transaction(async (tx) => {
    await requireTasker(tx, taskerId);
    const inserted = await queryRows<{ tasker_id: string }>(
      tx,
      sql`insert into payout_holds (tasker_id, paused_by, reason) values (${taskerId}::uuid, ${adminId}::uuid, ${reason})
      on conflict (tasker_id) do nothing returning tasker_id::text`,
    );
    if (inserted.length === 0) return;
    const after = { payoutsPaused: true, reason };
    await writeAudit(tx, {
      actorId: adminId,
      action: "payouts.pause",
      targetType: "tasker",
      targetId: taskerId,
      before: { payoutsPaused: false },
      after,
    });
  });
}

export async function unpausePayouts(db: Db, adminId: string, taskerId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await requireTasker(tx, taskerId);
    const removed = await queryRows<{ reason: string }>(
      tx,
      sql`delete from payout_holds where tasker_id = ${taskerId}::uuid returning reason`,
    );
    if (removed.length === 0) return;
    const before = { payoutsPaused: true, reason: removed[0].reason };
    await writeAudit(tx, {
      actorId: adminId,
      action: "payouts.unpause",
      targetType: "tasker",
      targetId: taskerId,
      before,
      after: { payoutsPaused: false },
    });
  });
}
