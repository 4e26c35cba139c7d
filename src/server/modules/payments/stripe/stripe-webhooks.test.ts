// Stripe webhooks and Stripe bookings against the real server (Stripe API: a loopback fake): the
// signature is checked on the raw body, an event is processed once, and money Stripe moved on its own
// reaches the ledger in the same transaction.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../../db/query";
import type { FakeStripe } from "../../../test/fake-stripe";
import { createTestApp, signUp, type TestApp } from "../../../test/harness";
import {
  deliverWebhook as deliver,
  signed,
  startStripeApp,
  stripeEvent as event,
  type StripeApp,
} from "../../../test/stripe-app";
import { booked, expectLedgerReconciles, ledgerLines } from "../../booking-extras/test-booking";

let stripe: StripeApp;
let fake: FakeStripe;
let t: TestApp;
let plain: TestApp;

beforeAll(async () => {
  stripe = await startStripeApp();
  ({ fake, t } = stripe);
  plain = await createTestApp();
});
afterAll(async () => {
  await stripe?.close();
  await plain?.close();
});
const stripeBooking = (status: "in_progress" | "completed" = "completed") =>
  booked(t, { status, payment: { paymentMethodId: "pm_card_visa" } });
const outcomeOf = async (id: string) =>
  (await queryRows<{ outcome: string }>(t.database.db, sql`select outcome from stripe_events where id = ${id}`))[0]
    ?.outcome;

describe("Stripe webhooks", () => {
  it("refuses an unsigned, a wrongly signed and a tampered webhook with 400, and records nothing", async () => {
    const payload = event("account.updated", { id: "acct_x", object: "account" }, "evt_refused");
    expect((await deliver(t, payload)).statusCode).toBe(400);
    expect((await deliver(t, payload, signed(payload, "whsec_other"))).statusCode).toBe(400);
    const tampered = await deliver(t, payload.replace("acct_x", "acct_y"), signed(payload));
    expect(tampered.statusCode).toBe(400);
    expect(tampered.json().message).toMatch(/signature/);
    expect(await outcomeOf("evt_refused")).toBeUndefined();
  });

  it("answers 400, not 415, to a webhook sent as another type or with no body", async () => {
    const payload = event("account.updated", { id: "acct_x", object: "account" }, "evt_typed");
    for (const headers of [{ "content-type": "text/plain" }, { "content-type": "application/x-www-form-urlencoded" }]) {
      const res = await t.app.inject({ method: "POST", url: "/api/payments/webhooks/stripe", headers, payload });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/Stripe-Signature/);
    }
    const empty = await t.app.inject({ method: "POST", url: "/api/payments/webhooks/stripe" });
    expect(empty.statusCode).toBe(400);
    expect(await outcomeOf("evt_typed")).toBeUndefined();
  });

  it("refuses every webhook with 400 when Stripe is not configured, even one signed with some secret", async () => {
    const payload = event("account.updated", { id: "acct_x", object: "account" });
    const res = await deliver(plain, payload, signed(payload));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/not configured/);
  });

  it("voids a booking's authorization Stripe cancelled, once, even when the event is delivered twice at once", async () => {
    const b = await stripeBooking("in_progress");
    const [payment] = await queryRows<{ provider: string; provider_ref: string }>(
      t.database.db,
      sql`select provider, provider_ref from payments where booking_id = ${b.booking.id}::uuid`,
    );
    expect(payment.provider).toBe("stripe");
    const payload = event("payment_intent.canceled", { id: payment.provider_ref, object: "payment_intent" });
    const [first, second] = await Promise.all([
      deliver(t, payload, signed(payload)),
      deliver(t, payload, signed(payload)),
    ]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect([first.json().duplicate, second.json().duplicate].sort()).toEqual([false, true]);
    expect((await deliver(t, payload, signed(payload))).json()).toEqual({ received: true, duplicate: true });
    expect((await ledgerLines(t, b.booking.id)).filter((l) => l.startsWith("void"))).toEqual([
      "void customer_authorized -10500",
      "void customer_card 10500",
    ]);
    // Nothing can be charged for the job any more: the booking is cancelled, nothing charged, the task open again.
    const view = await b.customer.inject({ url: `/api/bookings/${b.booking.id}` });
    expect(view.json()).toMatchObject({ status: "cancelled", paymentStatus: "refunded", refundAmount: "105.00" });
    const task = await b.customer.inject({ url: `/api/tasks/${view.json().taskId}` });
    expect(task.json().status).toBe("open");
    await expectLedgerReconciles(t);
  });

  it("records onboarding completion from account.updated for the tasker's connected account", async () => {
    const tasker = await signUp(t.app, { userType: "tasker" });
    const res = await tasker.inject({ method: "POST", url: "/api/payments/onboarding" });
    expect(res.statusCode, res.body).toBe(200);
    const { accountId, url } = res.json();
    expect(url).toMatch(/^https:\/\/connect\.stripe\.com\//);
    const payload = event("account.updated", {
      id: accountId,
      object: "account",
      details_submitted: true,
      payouts_enabled: true,
    });
    expect((await deliver(t, payload, signed(payload))).statusCode).toBe(200);
    const [row] = await queryRows<{ payouts_enabled: boolean }>(
      t.database.db,
      sql`select payouts_enabled from stripe_accounts where tasker_id = ${tasker.user.id}::uuid`,
    );
    expect(row.payouts_enabled).toBe(true);
    const again = await tasker.inject({ method: "POST", url: "/api/payments/onboarding" });
    expect(again.json().accountId).toBe(accountId);
  });

  it("flags a refund made in Stripe's dashboard that the ledger does not have, and changes no money", async () => {
    const b = await stripeBooking();
    const [p] = await queryRows<{ provider_ref: string }>(
      t.database.db,
      sql`select provider_ref from payments where booking_id = ${b.booking.id}::uuid`,
    );
    const before = await ledgerLines(t, b.booking.id);
    const payload = event("charge.refunded", {
      id: "ch_1",
      object: "charge",
      payment_intent: p.provider_ref,
      amount_refunded: 2000,
    });
    const id = JSON.parse(payload).id as string;
    expect((await deliver(t, payload, signed(payload))).statusCode).toBe(200);
    expect(await outcomeOf(id)).toMatch(/^mismatch: Stripe refunded 2000 cents, the ledger 0/);
    expect(await ledgerLines(t, b.booking.id)).toEqual(before);
  });
});

describe("booking with Stripe", () => {
  it("takes a Stripe payment method, captures it at completion, and tells the browser to use Stripe.js", async () => {
    const b = await stripeBooking();
    const [p] = await queryRows<{ provider_ref: string; card_last4: string }>(
      t.database.db,
      sql`select provider_ref, card_last4 from payments where booking_id = ${b.booking.id}::uuid`,
    );
    expect(p.card_last4).toBe("4242");
    expect(fake.state.intents.get(p.provider_ref)).toMatchObject({ status: "succeeded", amount_received: 10_500 });
    const config = await b.customer.inject({ method: "GET", url: "/api/payments/config" });
    expect(config.json()).toEqual({ provider: "stripe", publishableKey: "pk_test_fake" });
    await expectLedgerReconciles(t);
  });

  it("lets the browser load Stripe's script, frames and API only when Stripe is configured", async () => {
    const policy = async (app: TestApp) =>
      String((await app.app.inject({ method: "GET", url: "/api/health" })).headers["content-security-policy"]);
    const withStripe = await policy(t);
    expect(withStripe).toMatch(/script-src 'self' https:\/\/js\.stripe\.com/);
    expect(withStripe).toMatch(/frame-src https:\/\/js\.stripe\.com [^;]*https:\/\/hooks\.stripe\.com/);
    expect(withStripe).toMatch(/connect-src 'self' https:\/\/api\.stripe\.com/);
    expect(await policy(plain)).not.toMatch(/stripe/);
  });
});
