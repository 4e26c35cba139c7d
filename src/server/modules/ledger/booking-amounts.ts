// A booking's money by journal kind, read from the ledger (cents): what was captured for the job
// and the fee in it, tips, adjustments and refunds, taskly's fees overall and the tasker's net.
// Earnings lines, statements and receipts all read it, so money written by any journal kind shows.
import { sql } from "drizzle-orm";
import { fromCents } from "../../../contract/money";
import type { Db } from "../../db/connect";
import { queryRows } from "../../db/query";

export interface BookingAmounts {
  bookingId: string;
  /** Taken from the card for the job (capture, or an opening balance). */
  captured: number;
  /** taskly's fee in that capture. */
  captureFee: number;
  tips: number;
  adjustments: number;
  refunds: number;
  /** taskly's fees after every journal (adjustment shares, refunded fees). */
  fees: number;
  /** The tasker's share: held plus released. */
  net: number;
}

type AmountsRow = {
  booking_id: string;
  captured: number;
  capture_fee: number;
  tips: number;
  adjustments: number;
  refunds: number;
  fees: number;
  net: number;
};

const CAPTURED = sql.raw(`j.kind in ('capture', 'opening') and e.account in ('customer_card', 'customer_authorized')`);

export async function bookingAmounts(db: Db, bookingIds: string[]): Promise<Map<string, BookingAmounts>> {
  const found = new Map<string, BookingAmounts>();
  if (bookingIds.length === 0) return found;
  const ids = sql.join(
    bookingIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const rows = await queryRows<AmountsRow>(
    db,
    sql`select e.booking_id::text as booking_id,
      coalesce(sum(case when ${CAPTURED} then -e.amount_cents end), 0)::int as captured,
      coalesce(sum(case when j.kind in ('capture', 'opening') and e.account = 'platform_fees'
        then e.amount_cents end), 0)::int as capture_fee,
      coalesce(sum(case when j.kind = 'tip' and e.account = 'customer_card' then -e.amount_cents end), 0)::int as tips,
      coalesce(sum(case when j.kind = 'adjustment' and e.account = 'customer_card' then -e.amount_cents end), 0)::int
        as adjustments,
      coalesce(sum(case when j.kind = 'refund' and e.account = 'customer_card' then e.amount_cents end), 0)::int
        as refunds,
      coalesce(sum(case when e.account = 'platform_fees' then e.amount_cents end), 0)::int as fees,
      coalesce(sum(case when e.account in ('tasker_held', 'tasker_available') then e.amount_cents end), 0)::int as net
    from ledger_entries e join ledger_journals j on j.id = e.journal_id
    where e.booking_id in (${ids}) group by e.booking_id`,
  );
  for (const r of rows) {
    found.set(r.booking_id, {
      bookingId: r.booking_id,
      captured: r.captured,
      captureFee: r.capture_fee,
      tips: r.tips,
      adjustments: r.adjustments,
      refunds: r.refunds,
      fees: r.fees,
      net: r.net,
    });
  }
  return found;
}

/** A tasker's balances (cents): held, released and waiting for a payout, paid out. */
export async function taskerBalances(
  db: Db,
  taskerId: string,
): Promise<{ held: number; available: number; paidOut: number }> {
  const [row] = await queryRows<{ held: number; available: number; paid_out: number }>(
    db,
    sql`select coalesce(sum(amount_cents) filter (where account = 'tasker_held'), 0)::int as held,
      coalesce(sum(amount_cents) filter (where account = 'tasker_available'), 0)::int as available,
      coalesce(sum(amount_cents) filter (where account = 'tasker_payouts'), 0)::int as paid_out
    from ledger_entries where user_id = ${taskerId}::uuid and account in ('tasker_held', 'tasker_available', 'tasker_payouts')`,
  );
  return { held: row.held, available: row.available, paidOut: row.paid_out };
}

/** The same balances as the API shows them ("12.50"). */
export async function taskerBalanceStrings(
  db: Db,
  taskerId: string,
): Promise<{ held: string; available: string; paidOut: string }> {
  const b = await taskerBalances(db, taskerId);
  return { held: fromCents(b.held), available: fromCents(b.available), paidOut: fromCents(b.paidOut) };
}
