// A payout of a tasker's available balance, in three steps (decision 0024). Step 1, inside a
// transaction under the tasker's advisory lock (`startPayoutIn`): the checks (not paused, a
// destination, at least 1.00 and no more than available), the payout row ('pending', with where it
// goes) and its 'payout' journal; a payout that empties the balance marks the booking shares it pays
// 'paid_out'. Step 2, after the commit (`sendPayout`): the provider call, idempotency key
// `payout:<id>`. Step 3: 'paid', or on a refusal 'failed' with a 'payout_reversal' journal that
// puts the money back. No answer leaves it 'pending': the recovery job resends it with the same key.
import { sql } from "drizzle-orm";
import { fromCents } from "../../../contract/money";
import { MINIMUM_PAYOUT_CENTS, type Payout } from "../../../contract/payouts";
import type { Db } from "../../db/connect";
import { queryRows } from "../../db/query";
import { lockForTransaction } from "../../lib/advisory-lock";
import { conflict } from "../../lib/http-error";
import { taskerBalances } from "../ledger/booking-amounts";
import { payoutJournal } from "../ledger/payout-journals";
import { postJournal } from "../ledger/post";
import type { PaymentProvider } from "../payments/provider";
import { idRequiredMessage, pausedMessage, payoutDestination } from "./destination";
import { readPayout } from "./history";
import { settlePayout } from "./settle";

export interface PayoutOrder {
  taskerId: string;
  /** Cents; the whole available balance when absent. */
  amountCents?: number;
  /** A release pays out quietly: when it cannot, the money stays available and nothing is refused. */
  trigger: "requested" | "automatic" | "release";
  /** For automatic payouts: the ISO week; a tasker gets one automatic payout per week. */
  autoWeek?: string;
  /** The charge the money came from (a release), for the processor. */
  sourceRef?: string;
}

export interface StartedPayout {
  id: string;
  taskerId: string;
  amountCents: number;
  destinationRef: string;
  sourceRef: string | null;
}

async function alreadyPaidThisWeek(tx: Db, order: PayoutOrder): Promise<boolean> {
  if (!order.autoWeek) return false;
  const rows = await queryRows(
    tx,
    sql`select 1 from payouts where tasker_id = ${order.taskerId}::uuid and auto_week = ${order.autoWeek}`,
  );
  return rows.length > 0;
}

/** Step 1 in the caller's transaction; null when there is nothing to do (or, for a release, when it cannot). */
export async function startPayoutIn(
  tx: Db,
  provider: PaymentProvider,
  order: PayoutOrder,
): Promise<StartedPayout | null> {
  const refuse = (message: string) => {
    if (order.trigger === "release") return null;
    throw conflict(message);
  };
  await lockForTransaction(tx, "payouts", order.taskerId);
  const paused = (await pausedMessage(tx, order.taskerId)) ?? (await idRequiredMessage(tx, provider, order.taskerId));
  if (paused) return refuse(paused);
  const destination = await payoutDestination(tx, provider, order.taskerId);
  if (!destination.ok) return refuse(destination.reason);
  if (await alreadyPaidThisWeek(tx, order)) return null;
  const { available } = await taskerBalances(tx, order.taskerId);
  const amount = order.amountCents ?? available;
  if (amount > available)
    return refuse(`You can pay out at most ${fromCents(Math.max(0, available))} (your available balance).`);
  if (amount < MINIMUM_PAYOUT_CENTS)
    return refuse(
      `A payout is at least ${fromCents(MINIMUM_PAYOUT_CENTS)}; you have ${fromCents(Math.max(0, available))} available.`,
    );
  const [payout] = await queryRows<{ id: string }>(
    tx,
    sql`insert into payouts (tasker_id, amount_cents, trigger, auto_week, destination_masked, destination_ref, source_ref)
    values (${order.taskerId}::uuid, ${amount}, ${order.trigger}, ${order.autoWeek ?? null}, ${destination.masked},
      ${destination.ref}, ${order.sourceRef ?? null})
    returning id::text`,
  );
  await postJournal(tx, payoutJournal(order.taskerId, amount, `Payout ${payout.id}`));
  if (amount === available) {
    await tx.execute(sql`update booking_funds set status = 'paid_out', payout_id = ${payout.id}::uuid
      where tasker_id = ${order.taskerId}::uuid and status = 'available'`);
  }
  return {
    id: payout.id,
    taskerId: order.taskerId,
    amountCents: amount,
    destinationRef: destination.ref,
    sourceRef: order.sourceRef ?? null,
  };
}

/** Steps 2 and 3: the provider call and its outcome. */
export async function sendPayout(db: Db, provider: PaymentProvider, started: StartedPayout): Promise<void> {
  const result = await provider
    .payout({
      destinationRef: started.destinationRef,
      sourceRef: started.sourceRef ?? undefined,
      amountCents: started.amountCents,
      currency: "USD",
      idempotencyKey: `payout:${started.id}`,
    })
    .catch(() => null);
  if (result) await settlePayout(db, started, result);
}

/** Pays out; resolves with the payout (paid, failed, or pending when the processor did not answer). */
export async function payOut(db: Db, provider: PaymentProvider, order: PayoutOrder): Promise<Payout | null> {
  const started = await db.transaction((tx) => startPayoutIn(tx, provider, order));
  if (!started) return null;
  await sendPayout(db, provider, started);
  return readPayout(db, started.id);
}
