// Where each booking's share of a tasker now is: held, available or paid out. Payouts are not tied to
// bookings in the ledger, so what a tasker was paid out in all is matched to the money released to
// them oldest first (journal order): a booking's released money counts as paid out as far as the
// payouts reach, the rest is still available. A partial payout therefore leaves only the newest
// money available, and a tip released after a payout is available on its own.
import { sql } from "drizzle-orm";
import type { FundsStatus } from "../../../contract/earnings";
import type { Db } from "../../db/connect";
import { queryRows } from "../../db/query";

/** Cents of one booking's tasker share. */
export interface ShareSplit {
  held: number;
  available: number;
  paidOut: number;
}

type SplitRow = { booking_id: string; held: number; released: number; paid_out: number };

/** The splits of every booking share of `taskerId`, by booking id. */
export async function shareSplits(db: Db, taskerId: string): Promise<Map<string, ShareSplit>> {
  const rows = await queryRows<SplitRow>(
    db,
    sql`with paid as (
      select coalesce(sum(amount_cents), 0) as cents from ledger_entries
      where user_id = ${taskerId}::uuid and account = 'tasker_payouts'
    ), credits as (
      select e.booking_id, e.account, e.amount_cents,
        coalesce(sum(e.amount_cents) filter (where e.account = 'tasker_available' and e.amount_cents > 0)
          over (order by j.seq, e.id rows between unbounded preceding and 1 preceding), 0) as released_before
      from ledger_entries e join ledger_journals j on j.id = e.journal_id
      where e.user_id = ${taskerId}::uuid and e.booking_id is not null
        and e.account in ('tasker_held', 'tasker_available')
    )
    select c.booking_id::text,
      coalesce(sum(c.amount_cents) filter (where c.account = 'tasker_held'), 0)::int as held,
      coalesce(sum(c.amount_cents) filter (where c.account = 'tasker_available'), 0)::int as released,
      coalesce(sum(least(c.amount_cents, greatest(0, paid.cents - c.released_before)))
        filter (where c.account = 'tasker_available' and c.amount_cents > 0), 0)::int as paid_out
    from credits c cross join paid group by c.booking_id`,
  );
  return new Map(
    rows.map((r) => [r.booking_id, { held: r.held, available: r.released - r.paid_out, paidOut: r.paid_out }]),
  );
}

/**
 * A share's status as the tasker should read it: held and disputed shares as recorded; otherwise
 * 'available' while any of it can still be paid out, 'paid_out' once all of it was, else as recorded
 * (refunded).
 */
export function shareStatus(recorded: FundsStatus, split: ShareSplit | undefined): FundsStatus {
  if (recorded === "held" || recorded === "disputed" || !split) return recorded;
  if (split.available > 0) return "available";
  if (split.paidOut > 0) return "paid_out";
  return recorded;
}
