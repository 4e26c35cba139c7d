// Settles a dispute: refunds `refundCents` to the card (a 'refund' journal taking the tasker's held
// share and taskly's fee in proportion to what the card paid for each, then the provider's refunds)
// and releases the rest of the held share to the tasker ('release' journal, and its payout with a
// processor that pays out on release). The booking's funds become 'available', or 'refunded' when
// nothing is left for the tasker. The refunds come last, one per charge, each with the key
// "dispute:<booking>:<charge>" (one dispute per booking): a settlement whose transaction fails is
// retried with the same keys, so the processor refunds once and the retry records it.
import { sql } from "drizzle-orm";
import { fromCents } from "../../../contract/money";
import type { Db } from "../../db/connect";
import { queryRows } from "../../db/query";
import { badRequest, conflict } from "../../lib/http-error";
import { bookingFigures, refundableCents } from "../booking-extras/figures";
import { partiesOf, type BookingMoneyRow } from "../booking-extras/locate";
import { postJobRefund } from "../bookings/refunded-jobs";
import { releaseJournal } from "../ledger/extra-journals";
import { postJournal } from "../ledger/post";
import type { MoneyTransaction } from "../payments/money-transaction";
import type { PaymentProvider } from "../payments/provider";
import { payOutReleased } from "../payouts/on-release";
import { chargesOf } from "./charges";

export interface Settlement {
  refundCents: number;
  releasedCents: number;
}

/** The refund's split: taskly gives back its fee in the share the fee had in what the card paid. */
export function refundSplit(refundCents: number, chargedCents: number, feesCents: number) {
  const fromFees = chargedCents > 0 ? Math.min(feesCents, Math.round((refundCents * feesCents) / chargedCents)) : 0;
  return { fromFees, fromTasker: refundCents - fromFees };
}

async function refundCharges(tx: Db, payments: PaymentProvider, bookingId: string, refundCents: number) {
  let left = refundCents;
  for (const charge of await chargesOf(tx, bookingId)) {
    const part = Math.min(left, charge.amountCents);
    if (part > 0) await payments.refund(charge.ref, part, `dispute:${bookingId}:${charge.ref}`);
    left -= part;
  }
}

export async function settleDispute(
  m: MoneyTransaction,
  payments: PaymentProvider,
  booking: BookingMoneyRow,
  refundCents: number,
  memo: string,
): Promise<Settlement> {
  const { tx } = m;
  const figures = await bookingFigures(tx, booking.id);
  const refundable = refundableCents(figures);
  if (refundCents > refundable)
    throw badRequest(`The refund can be at most ${fromCents(refundable)} USD, what was paid for this booking.`, {
      refund: `At most ${fromCents(refundable)}`,
    });
  const split = refundSplit(refundCents, figures.chargedCents, figures.feesCents);
  if (split.fromTasker > figures.heldCents) throw conflict("The tasker's share of this booking is no longer held.");
  const parties = partiesOf(booking);
  // A refund of half the job's price or more also withdraws its review and completed task (bookings/refunded-jobs.ts).
  if (refundCents > 0)
    await postJobRefund(tx, parties, { fromTaskerCents: split.fromTasker, fromFeesCents: split.fromFees }, memo);
  const releasedCents = figures.heldCents - split.fromTasker;
  if (releasedCents > 0) await postJournal(tx, releaseJournal(parties, releasedCents, `${memo}: the rest released`));
  await queryRows(
    tx,
    sql`update booking_funds set status = ${releasedCents > 0 ? "available" : "refunded"}, released_at = now()
    where booking_id = ${booking.id}::uuid`,
  );
  if (releasedCents > 0) await payOutReleased(m, payments, booking.tasker_id, booking.provider_ref);
  if (refundCents > 0) await refundCharges(tx, payments, booking.id, refundCents);
  return { refundCents, releasedCents };
}
