// A job refunded by half or more of its price no longer counts for its tasker: its review is
// withdrawn from the rating (kept, marked, not shown) and the tasker's completed-task count goes
// back by one, in the refund's own transaction. Otherwise a customer and a tasker could buy a
// 5-star review and a completed task for the price of the service fee: book, complete, review,
// then refund it all. The price is what the card paid for the work (the booking's capture and
// approved price changes); tips do not count, so a large tip cannot dilute a refund. Every refund
// of a completed job goes through `postJobRefund`.
import { sql } from "drizzle-orm";
import type { Db } from "../../db/connect";
import { queryRows } from "../../db/query";
import { recordEvents } from "../../events/record";
import { bookingParties } from "../../events/task-ref";
import { refundJournal } from "../ledger/extra-journals";
import { BOOKING_MONEY_SQL } from "../ledger/invariants";
import { postJournal } from "../ledger/post";
import { recountBoth } from "../reviews/rating";

export const REFUNDED_JOB_MESSAGE = "This job was refunded, so it can no longer be reviewed.";

interface JobRefund {
  priceCents: number;
  refundedCents: number;
}

/** The rule: refunds of half the job's price or more. */
const voidsTheJob = (j: JobRefund) => j.refundedCents > 0 && j.refundedCents * 2 >= j.priceCents;

async function jobRefund(tx: Db, bookingId: string): Promise<JobRefund> {
  const [row] = await queryRows<{ captured: number; refunded: number; adjustments: number }>(
    tx,
    sql`select m.captured::int, m.refunded::int,
      (select coalesce(sum(a.amount_cents + a.fee_cents), 0)::int from booking_adjustments a
        where a.booking_id = ${bookingId}::uuid and a.status = 'approved') as adjustments
    from (${BOOKING_MONEY_SQL} and e.booking_id = ${bookingId}::uuid group by e.booking_id) m`,
  );
  return row ? { priceCents: row.captured + row.adjustments, refundedCents: row.refunded } : NOTHING;
}
const NOTHING: JobRefund = { priceCents: 0, refundedCents: 0 };

/** Whether the booking's job was refunded by half its price or more (its review is then refused). */
export async function isRefundedJob(tx: Db, bookingId: string): Promise<boolean> {
  return voidsTheJob(await jobRefund(tx, bookingId));
}

export interface JobParties {
  bookingId: string;
  customerId: string;
  taskerId: string;
}

/**
 * Refunds part of a completed job to the card in the ledger (`fromTaskerCents` of the tasker's held
 * share, `fromFeesCents` of taskly's fee); when this refund brings the job to half its price or
 * more, the job stops counting for the tasker. The caller holds the booking's lock.
 */
export async function postJobRefund(
  tx: Db,
  parties: JobParties,
  refund: { fromTaskerCents: number; fromFeesCents: number },
  memo: string,
): Promise<void> {
  const before = await jobRefund(tx, parties.bookingId);
  await postJournal(tx, refundJournal(parties, refund.fromTaskerCents, refund.fromFeesCents, memo));
  const after = { ...before, refundedCents: before.refundedCents + refund.fromTaskerCents + refund.fromFeesCents };
  const booking = parties.bookingId;
  await recordEvents(tx, { type: "payment.refunded", bookingId: booking, ...(await bookingParties(tx, booking)) });
  // Once, when the refunds cross the line: a later refund of the same job changes nothing more.
  if (!voidsTheJob(before) && voidsTheJob(after)) await withdrawJob(tx, parties);
}

async function withdrawJob(tx: Db, parties: JobParties): Promise<void> {
  const [profile] = await queryRows<{ id: string }>(
    tx,
    sql`update tasker_profiles set completed_tasks = completed_tasks - 1
    where user_id = ${parties.taskerId}::uuid returning id::text`,
  );
  if (!profile) return;
  const withdrawn = await queryRows(
    tx,
    sql`update reviews set withdrawn_at = now()
    where booking_id = ${parties.bookingId}::uuid and withdrawn_at is null returning id`,
  );
  if (withdrawn.length) await recountBoth(tx, profile.id, parties.customerId);
}
