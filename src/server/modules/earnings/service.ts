// GET /api/earnings: the tasker's balances and one line per booking with a captured share, with
// where that share is now (held, available, paid out: `ledger/share-splits.ts`).
import { sql } from "drizzle-orm";
import type { Earnings, EarningsLine, FundsStatus } from "../../../contract/earnings";
import { fromCents } from "../../../contract/money";
import { shortName } from "../../../contract/names";
import { MINIMUM_PAYOUT_CENTS } from "../../../contract/payouts";
import type { Db } from "../../db/connect";
import { queryRows } from "../../db/query";
import { toIso } from "../../lib/dates";
import { bookingAmounts, taskerBalanceStrings, type BookingAmounts } from "../ledger/booking-amounts";
import { shareSplits, shareStatus, type ShareSplit } from "../ledger/share-splits";
import type { PaymentProvider } from "../payments/provider";
import { payoutBlocker } from "../payouts/destination";

type LineRow = {
  booking_id: string;
  title: string;
  first_name: string;
  last_name: string;
  completed_at: Date | null;
  status: FundsStatus;
  available_at: Date;
  released_at: Date | null;
  created_at: Date;
};

/** The tasker's booking lines, newest first; `from`/`to` limit them to shares created in that range. */
export async function earningsLines(
  db: Db,
  taskerId: string,
  range?: { from: Date; to: Date },
): Promise<(EarningsLine & { createdAt: string })[]> {
  const within = range
    ? sql`and f.created_at >= ${range.from.toISOString()}::timestamptz and f.created_at < ${range.to.toISOString()}::timestamptz`
    : sql``;
  const rows = await queryRows<LineRow>(
    db,
    sql`select f.booking_id::text, t.title, c.first_name, c.last_name, coalesce(b.completed_at, b.cancelled_at) as completed_at,
      f.status, f.available_at, f.released_at, f.created_at
    from booking_funds f join bookings b on b.id = f.booking_id join tasks t on t.id = b.task_id
      join users c on c.id = b.customer_id
    where f.tasker_id = ${taskerId}::uuid ${within}
    order by f.created_at desc limit 500`,
  );
  const amounts = await bookingAmounts(
    db,
    rows.map((r) => r.booking_id),
  );
  const splits = await shareSplits(db, taskerId);
  return rows.map((r) => {
    const split = splits.get(r.booking_id);
    return {
      bookingId: r.booking_id,
      taskTitle: r.title,
      customerName: shortName(r.first_name, r.last_name),
      completedAt: toIso(r.completed_at),
      ...shareAmounts(amounts.get(r.booking_id), split),
      status: shareStatus(r.status, split),
      availableAt: toIso(r.available_at),
      releasedAt: toIso(r.released_at),
      createdAt: toIso(r.created_at),
    };
  });
}

/** A booking share's figures as the API shows them: by journal kind, and where the net is now. */
export function shareAmounts(a: BookingAmounts | undefined, split: ShareSplit | undefined) {
  const cents = (n: number | undefined) => fromCents(Math.max(0, n ?? 0));
  return {
    gross: cents(a?.captured),
    fee: cents(a?.fees),
    tips: cents(a?.tips),
    adjustments: cents(a?.adjustments),
    refunds: cents(a?.refunds),
    net: cents(a?.net),
    held: cents(split?.held),
    available: cents(split?.available),
    paidOut: cents(split?.paidOut),
  };
}

export async function earningsOf(db: Db, provider: PaymentProvider, taskerId: string): Promise<Earnings> {
  const [hold] = await queryRows<{ paused: boolean }>(
    db,
    sql`select true as paused from payout_holds where tasker_id = ${taskerId}::uuid`,
  );
  const lines = await earningsLines(db, taskerId);
  const blocker = await payoutBlocker(db, provider, taskerId);
  return {
    balance: await taskerBalanceStrings(db, taskerId),
    minimumPayout: fromCents(MINIMUM_PAYOUT_CENTS),
    payoutsPaused: Boolean(hold?.paused),
    payoutBlocker: blocker,
    paidOutTo: provider.name === "stripe" ? "stripe" : "bank",
    lines: lines.map(({ createdAt: _createdAt, ...line }) => line),
  };
}
