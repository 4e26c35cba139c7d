// Payouts with Stripe (Connect, separate charges and transfers) against the real server and the
// loopback fake of the Stripe API: onboarding, then every release is a Transfer of the tasker's net
// from the booking's charge, written in the release's transaction; a tasker whose account Stripe has
// not enabled keeps the money available and is told why; a refused transfer puts the money back.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Earnings } from "../../../contract/earnings";
import type { Payout } from "../../../contract/payouts";
import { queryRows } from "../../db/query";
import type { Client } from "../../test/harness";
import { onboard, startStripeApp, type StripeApp } from "../../test/stripe-app";
import { booked, expectLedgerReconciles, ledgerLines } from "../booking-extras/test-booking";
import { releaseDueFunds } from "../earnings/release";
import { STRIPE_NOT_ENABLED } from "./destination";
import { GOOD_IBAN } from "./money-fixtures";

let s: StripeApp;

beforeAll(async () => {
  s = await startStripeApp();
});
afterAll(async () => s?.close());

const stripeJob = () => booked(s.t, { payment: { paymentMethodId: "pm_card_visa" } });
const get = async <T>(who: Client, url: string) => (await who.inject({ method: "GET", url })).json() as T;
const release = (customer: Client, bookingId: string) =>
  customer.inject({ method: "POST", url: `/api/bookings/${bookingId}/release` });

async function chargeOf(bookingId: string): Promise<string | null | undefined> {
  const [p] = await queryRows<{ provider_ref: string }>(
    s.t.database.db,
    sql`select provider_ref from payments where booking_id = ${bookingId}::uuid`,
  );
  return s.fake.state.intents.get(p.provider_ref)?.latest_charge;
}

describe("payouts with Stripe", () => {
  it("onboarding, then a release transfers the net from the booking's charge; earnings show it paid out", async () => {
    const b = await stripeJob();
    const before = await get<{ status: string }>(b.tasker, "/api/payments/onboarding");
    expect(before).toEqual({ status: "not_started", account: null });
    const accountId = await onboard(s, b.tasker);
    expect(await get(b.tasker, "/api/payments/onboarding")).toEqual({
      status: "enabled",
      account: `Stripe account ••••${accountId.slice(-4)}`,
    });
    const res = await release(b.customer, b.booking.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: "paid_out" });
    const [payout] = await get<Payout[]>(b.tasker, "/api/payouts");
    expect(payout).toMatchObject({ amount: "100.00", status: "paid", trigger: "release" });
    expect(s.fake.state.transfers.filter((t) => t.destination === accountId)).toEqual([
      expect.objectContaining({
        amount: 10_000,
        source_transaction: await chargeOf(b.booking.id),
        transfer_group: `payout:${payout.id}`,
      }),
    ]);
    const earnings = await get<Earnings>(b.tasker, "/api/earnings");
    expect(earnings).toMatchObject({
      balance: { held: "0.00", available: "0.00", paidOut: "100.00" },
      paidOutTo: "stripe",
      payoutBlocker: null,
    });
    expect(earnings.lines[0]).toMatchObject({ status: "paid_out", net: "100.00" });
    expect((await ledgerLines(s.t, b.booking.id)).filter((l) => l.startsWith("release"))).toHaveLength(2);
    await expectLedgerReconciles(s.t);
  });

  it("keeps the money available with the reason while Stripe has not enabled payouts, then pays it out", async () => {
    const b = await stripeJob();
    const accountId = await onboard(s, b.tasker, false);
    expect(await get(b.tasker, "/api/payments/onboarding")).toMatchObject({ status: "incomplete" });
    // The hold ends: the release job releases it, and nothing can be sent yet.
    await releaseDueFunds(s.t.database.db, s.t.app.payments, new Date(Date.now() + 100 * 3_600_000));
    const waiting = await get<Earnings>(b.tasker, "/api/earnings");
    expect(waiting).toMatchObject({ balance: { available: "100.00" }, payoutBlocker: STRIPE_NOT_ENABLED });
    const refused = await b.tasker.inject({ method: "POST", url: "/api/payouts" });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(STRIPE_NOT_ENABLED);
    expect(s.fake.state.transfers.filter((t) => t.destination === accountId)).toEqual([]);

    await onboard(s, b.tasker);
    const paid = await b.tasker.inject({ method: "POST", url: "/api/payouts" });
    expect(paid.statusCode, paid.body).toBe(201);
    expect(paid.json()).toMatchObject({ amount: "100.00", status: "paid", trigger: "requested" });
    expect(s.fake.state.transfers.filter((t) => t.destination === accountId)).toHaveLength(1);
    expect((await get<Earnings>(b.tasker, "/api/earnings")).balance.available).toBe("0.00");
    await expectLedgerReconciles(s.t);
  });

  it("a transfer Stripe refuses fails the payout and puts the money back, available again", async () => {
    const b = await stripeJob();
    const accountId = await onboard(s, b.tasker);
    s.fake.state.accounts.delete(accountId); // Stripe no longer accepts transfers to it
    expect((await release(b.customer, b.booking.id)).json()).toMatchObject({ status: "paid_out" });
    const [failed] = await get<Payout[]>(b.tasker, "/api/payouts");
    expect(failed).toMatchObject({ status: "failed", failureMessage: "Stripe refused this transfer." });
    const earnings = await get<Earnings>(b.tasker, "/api/earnings");
    expect(earnings.balance).toEqual({ held: "0.00", available: "100.00", paidOut: "0.00" });
    expect(earnings.lines[0].status).toBe("available");
    const [{ payouts, reversals }] = await queryRows<{ payouts: number; reversals: number }>(
      s.t.database.db,
      sql`select count(*) filter (where kind = 'payout')::int as payouts,
        count(*) filter (where kind = 'payout_reversal')::int as reversals
      from ledger_journals where memo like ${`Payout ${failed.id}%`}`,
    );
    expect({ payouts, reversals }).toEqual({ payouts: 1, reversals: 1 });
    await expectLedgerReconciles(s.t);

    s.fake.state.accounts.add(accountId);
    const again = await b.tasker.inject({ method: "POST", url: "/api/payouts" });
    expect(again.json()).toMatchObject({ status: "paid", amount: "100.00" });
    await expectLedgerReconciles(s.t);
  });

  it("takes no bank details: PUT /api/payouts/account points to Stripe's onboarding", async () => {
    const b = await stripeJob();
    for (const payload of [{ kind: "iban", holderName: "Tara Tasker", iban: GOOD_IBAN }, { kind: "paypal" }]) {
      const res = await b.tasker.inject({ method: "PUT", url: "/api/payouts/account", payload });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toMatch(/set up your payout account on Stripe's own pages/);
    }
    expect(await get(b.tasker, "/api/payouts/account")).toEqual({ account: null });
  });
});
