// Payouts left 'pending' (a crash between a payout's steps, or Stripe not answering) are resent by the
// recovery job with their own key: sent once, even by two workers at once, and never again when the
// transfer had already gone through, however long ago.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Earnings } from "../../../contract/earnings";
import type { Payout } from "../../../contract/payouts";
import { openPostgres, type Database } from "../../db/connect";
import { queryRows } from "../../db/query";
import type { Client } from "../../test/harness";
import { onboard, startStripeApp, type StripeApp } from "../../test/stripe-app";
import { booked, expectLedgerReconciles } from "../booking-extras/test-booking";
import { startPayoutIn, type StartedPayout } from "./payout";
import { resendPendingPayouts } from "./recovery";

let s: StripeApp;

beforeAll(async () => {
  s = await startStripeApp();
});
afterAll(async () => s?.close());

const MINUTE = 60_000;
const later = (minutes: number) => new Date(Date.now() + minutes * MINUTE);
const payoutsOf = async (tasker: Client) =>
  (await tasker.inject({ method: "GET", url: "/api/payouts" })).json() as Payout[];
const transfersTo = (accountId: string) => s.fake.state.transfers.filter((t) => t.destination === accountId);

/** A tasker with 100.00 available on an enabled Stripe account (released before payouts were enabled). */
async function availableWithStripe(): Promise<{ tasker: Client; accountId: string }> {
  const b = await booked(s.t, { payment: { paymentMethodId: "pm_card_visa" } });
  await onboard(s, b.tasker, false);
  await b.customer.inject({ method: "POST", url: `/api/bookings/${b.booking.id}/release` });
  return { tasker: b.tasker, accountId: await onboard(s, b.tasker) };
}

/** Step 1 of a payout only, as when the process died before sending it. */
async function startedOnly(tasker: Client): Promise<StartedPayout> {
  const started = await s.t.database.db.transaction((tx) =>
    startPayoutIn(tx, s.t.app.payments, { taskerId: tasker.user.id, trigger: "requested" }),
  );
  if (!started) throw new Error("no payout started");
  return started;
}

describe("the recovery of pending payouts", () => {
  it("sends a payout a crash left pending once, even with two workers at once, and not before its time", async () => {
    const { tasker, accountId } = await availableWithStripe();
    const started = await startedOnly(tasker);
    expect(await payoutsOf(tasker)).toEqual([expect.objectContaining({ id: started.id, status: "pending" })]);
    expect(await resendPendingPayouts(s.t.database.db, s.t.app.payments, later(1))).toBe(0);
    const second: Database = s.t.databaseUrl ? await openPostgres(s.t.databaseUrl, 2) : s.t.database;
    try {
      await Promise.all([
        resendPendingPayouts(s.t.database.db, s.t.app.payments, later(10)),
        resendPendingPayouts(second.db, s.t.app.payments, later(10)),
      ]);
    } finally {
      if (second !== s.t.database) await second.close();
    }
    expect(transfersTo(accountId)).toEqual([expect.objectContaining({ amount: 10_000 })]);
    expect(await payoutsOf(tasker)).toEqual([
      expect.objectContaining({ id: started.id, status: "paid", amount: "100.00" }),
    ]);
    await expectLedgerReconciles(s.t);
  });

  it("finds a transfer that went through before the crash, even after Stripe forgot the key, and sends none", async () => {
    const { tasker, accountId } = await availableWithStripe();
    const started = await startedOnly(tasker);
    const made = await s.t.app.payments.payout({
      destinationRef: accountId,
      amountCents: started.amountCents,
      currency: "USD",
      idempotencyKey: `payout:${started.id}`,
    });
    s.fake.state.replies.clear(); // a day later: Stripe keeps idempotency keys for 24 hours
    await resendPendingPayouts(s.t.database.db, s.t.app.payments, later(60 * 24));
    expect(transfersTo(accountId)).toHaveLength(1);
    const [payout] = await payoutsOf(tasker);
    expect(payout.status).toBe("paid");
    const [row] = await queryRows<{ provider_ref: string }>(
      s.t.database.db,
      sql`select provider_ref from payouts where id = ${started.id}::uuid`,
    );
    expect(made.ok && row.provider_ref).toBe(made.ok ? made.ref : "");
  });

  it("leaves a payout pending when Stripe does not answer, keeping the money out of the balance, then sends it", async () => {
    const { tasker, accountId } = await availableWithStripe();
    s.fake.state.outage.add("POST /v1/transfers");
    const res = await tasker.inject({ method: "POST", url: "/api/payouts" });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ status: "pending", amount: "100.00" });
    const earnings = (await tasker.inject({ method: "GET", url: "/api/earnings" })).json() as Earnings;
    expect(earnings.balance).toMatchObject({ available: "0.00", paidOut: "100.00" });
    expect(await resendPendingPayouts(s.t.database.db, s.t.app.payments, later(10))).toBe(1);
    expect((await payoutsOf(tasker))[0]).toMatchObject({ status: "paid" });
    expect(transfersTo(accountId)).toHaveLength(1);
    await expectLedgerReconciles(s.t);
  });
});
