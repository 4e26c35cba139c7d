// A payout of a tasker's available balance. Step 1, one transaction under the tasker's advisory
// lock: the checks (not paused, an account, at least 1.00 and no more than available), the payout
// row ('pending') and its 'payout' journal; a payout that empties the balance marks the booking
// shares it pays 'paid_out'. Step 2, outside any transaction: the provider call (idempotency key =
// the payout id). Step 3: 'paid', or 'failed' with a 'payout_reversal' journal that puts the money back.
import { sql } from "drizzle-orm";
import { fromCents } from "../../../contract/money";
import { MINIMUM_PAYOUT_CENTS, type Payout } from "../../../contract/payouts";
import type { Db } from "../../db/connect";
import { queryRows } from "../../db/query";
import { lockForTransaction } from "../../lib/advisory-lock";
import { conflict } from "../../lib/http-error";
import { taskerBalances } from "../ledger/booking-amounts";
import { payoutJournal, payoutReversalJournal } from "../ledger/payout-journals";
import { postJournal } from "../ledger/post";
import type { PaymentProvider } from "../payments/provider";
import { readPayout } from "./history";

export interface PayoutOrder {
  taskerId: string;
  /** Cents; the whole available balance when absent. */
  amountCents?: number;
  trigger: "requested" | "automatic";
  /** For automatic payouts: the ISO week; a tasker gets one automatic payout per week. */
  autoWeek?: string;
}

type Started = { id: string; amountCents: number; destinationRef: string };

async function startPayout(db: Db, order: PayoutOrder): Promise<Started | null> {
  return db.transaction(async (tx) => {
    await lockForTransaction(tx, "payouts", order.taskerId);
    const [hold] = await queryRows<{ reason: string }>(
      tx,
      sql`select reason from payout_holds where tasker_id = ${order.taskerId}::uuid`,
    );
    if (hold) throw conflict(`Your payouts are paused by taskly (${hold.reason}). Please contact support.`);
    const [account] = await queryRows<{ destination_ref: string; masked: string }>(
      tx,
      sql`select destination_ref, masked from payout_accounts where tasker_id = ${order.taskerId}::uuid`,
    );
    if (!account) throw conflict("Add a payout account before your first payout.");
    if (order.autoWeek) {
      const [done] = await queryRows<{ id: string }>(
        tx,
        sql`select id::text from payouts where tasker_id = ${order.taskerId}::uuid and auto_week = ${order.autoWeek}`,
      );
      if (done) return null;
    }
    const { available } = await taskerBalances(tx, order.taskerId);
    const amount = order.amountCents ?? available;
    if (amount > available)
      throw conflict(`You can pay out at most ${fromCents(Math.max(0, available))} (your available balance).`);
    if (amount < MINIMUM_PAYOUT_CENTS)
      throw conflict(
        `A payout is at least ${fromCents(MINIMUM_PAYOUT_CENTS)}; you have ${fromCents(Math.max(0, available))} available.`,
      );
    const [payout] = await queryRows<{ id: string }>(
      tx,
      sql`insert into payouts (tasker_id, amount_cents, trigger, auto_week, destination_masked)
      values (${order.taskerId}::uuid, ${amount}, ${order.trigger}, ${order.autoWeek ?? null}, ${account.masked})
      returning id::text`,
    );
    await postJournal(tx, payoutJournal(order.taskerId, amount, `Payout ${payout.id}`));
    if (amount === available) {
      await tx.execute(sql`update booking_funds set status = 'paid_out', payout_id = ${payout.id}::uuid
        where tasker_id = ${order.taskerId}::uuid and status = 'available'`);
    }
    return { id: payout.id, amountCents: amount, destinationRef: account.destination_ref };
  });
}

async function failPayout(db: Db, taskerId: string, started: Started, message: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await queryRows<{ id: string }>(
      tx,
      sql`update payouts set status = 'failed', failure_message = ${message}, settled_at = now()
      where id = ${started.id}::uuid and status = 'pending' returning id::text`,
    );
    if (!row) return;
    await postJournal(tx, payoutReversalJournal(taskerId, started.amountCents, `Payout ${started.id} failed`));
    await tx.execute(sql`update booking_funds set status = 'available', payout_id = null
      where payout_id = ${started.id}::uuid`);
  });
}

/** Pays out; resolves with the payout (paid or failed), or null when an automatic payout was already made that week. */
export async function payOut(db: Db, provider: PaymentProvider, order: PayoutOrder): Promise<Payout | null> {
  const started = await startPayout(db, order);
  if (!started) return null;
  const result = await provider
    .payout({
      destinationRef: started.destinationRef,
      amountCents: started.amountCents,
      currency: "USD",
      idempotencyKey: started.id,
    })
    .catch((error: unknown) => ({ ok: false as const, message: error instanceof Error ? error.message : "failed" }));
  if (result.ok) {
    await db.execute(sql`update payouts set status = 'paid', provider_ref = ${result.ref}, settled_at = now()
      where id = ${started.id}::uuid and status = 'pending'`);
  } else {
    await failPayout(db, order.taskerId, started, result.message.slice(0, 300));
  }
  return readPayout(db, started.id);
}
