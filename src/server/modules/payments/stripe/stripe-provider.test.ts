// The provider contract against the Stripe provider talking to a loopback fake of the Stripe API,
// then what only Stripe does: idempotent retries, released authorizations, transfers to accounts.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FAKE_STRIPE_KEY, startFakeStripe, type FakeStripe } from "../../../test/fake-stripe";
import { providerContract } from "../provider-contract";
import { stripeClient } from "./client";
import { StripePaymentProvider } from "./provider";

let fake: FakeStripe;
let provider: StripePaymentProvider;

beforeAll(async () => {
  fake = await startFakeStripe();
  provider = new StripePaymentProvider(stripeClient({ secretKey: FAKE_STRIPE_KEY, apiUrl: fake.url }));
});
afterAll(() => fake.close());

async function connectedAccount(): Promise<string> {
  const result = await provider.startPayoutOnboarding({
    taskerId: crypto.randomUUID(),
    email: "tasker@example.com",
    returnUrl: "http://localhost/return",
    refreshUrl: "http://localhost/refresh",
  });
  if (!result.ok) throw new Error(result.message);
  return result.accountRef;
}

providerContract("Stripe", () => ({
  provider,
  goodCard: { paymentMethodId: "pm_card_visa" },
  declinedCard: { paymentMethodId: "pm_card_chargeDeclined" },
  payoutDestination: connectedAccount,
  hostedOnboarding: true,
}));

let keys = 0;
const key = () => `stripe-test-${(keys += 1)}`;

describe("Stripe provider", () => {
  const authorize = (idempotencyKey = key()) =>
    provider.authorize({ amountCents: 12_000, currency: "USD", paymentMethodId: "pm_card_visa", idempotencyKey });

  it("refuses card fields: card data goes to Stripe in the browser, never through taskly", async () => {
    const card = { number: "4242 4242 4242 4242", expiry: "12/39", cvc: "123" };
    expect(await provider.authorize({ amountCents: 100, currency: "USD", idempotencyKey: key(), card })).toMatchObject({
      ok: false,
      kind: "invalid",
    });
  });

  it("authorizes once for a retried request with the same idempotency key", async () => {
    const before = fake.state.intents.size;
    const [first, second] = [await authorize("booking-retry-1"), await authorize("booking-retry-1")];
    expect(first.ok && second.ok && first.ref === second.ref).toBe(true);
    expect(fake.state.intents.size).toBe(before + 1);
    expect(fake.state.intents.get(first.ok ? first.ref : "")).toMatchObject({
      status: "requires_capture",
      amount_capturable: 12_000,
    });
  });

  it("cancels a whole authorization, and refunds nothing for the rest Stripe released at a partial capture", async () => {
    const whole = await authorize();
    const part = await authorize();
    if (!whole.ok || !part.ok) throw new Error("authorization failed");
    await provider.refund(whole.ref, 12_000, key());
    expect(fake.state.intents.get(whole.ref)?.status).toBe("canceled");
    await provider.capture(part.ref, 2_000, key());
    const release = key();
    await provider.refund(part.ref, 10_000, release);
    await provider.refund(part.ref, 10_000, release); // retried: the released rest is taken once
    expect(fake.state.refunds.filter((r) => r.payment_intent === part.ref)).toEqual([]);
    expect(fake.state.intents.get(part.ref)?.metadata.taskly_released_cents).toBe("0");
    await provider.refund(part.ref, 500, key());
    expect(fake.state.intents.get(part.ref)).toMatchObject({ amount_received: 2_000, amount_refunded: 500 });
  });

  it("refuses to refund more than was captured, and a retried capture captures once", async () => {
    const result = await authorize();
    if (!result.ok) throw new Error("authorization failed");
    await provider.capture(result.ref, 12_000, "capture-once");
    await provider.capture(result.ref, 12_000, "capture-once");
    expect(fake.state.intents.get(result.ref)?.amount_received).toBe(12_000);
    await expect(provider.capture(result.ref, 5_000, "capture-other")).rejects.toMatchObject({ statusCode: 502 });
    await expect(provider.refund(result.ref, 12_001, key())).rejects.toMatchObject({ statusCode: 502 });
    expect(fake.state.intents.get(result.ref)?.amount_refunded).toBe(0);
  });

  it("charges a kept card off-session on the customer, and transfers a payout to the connected account", async () => {
    const saved = await provider.authorize({
      amountCents: 5_000,
      currency: "USD",
      paymentMethodId: "pm_card_visa",
      idempotencyKey: key(),
      saveCard: true,
    });
    if (!saved.ok || !saved.cardToken) throw new Error("no card token");
    expect(saved.cardToken).toMatch(/^cus_\w+\|pm_card_visa$/);
    const tip = await provider.chargeSaved({
      cardToken: saved.cardToken,
      amountCents: 700,
      currency: "USD",
      idempotencyKey: "tip-1",
    });
    expect(tip.ok && fake.state.intents.get(tip.ref)).toMatchObject({ status: "succeeded", amount_received: 700 });
    const destination = await connectedAccount();
    const payout = await provider.payout({
      destinationRef: destination,
      amountCents: 4_250,
      currency: "USD",
      idempotencyKey: "p-1",
    });
    expect(payout.ok && fake.state.transfers.find((t) => t.id === payout.ref)).toMatchObject({
      amount: 4_250,
      destination,
    });
    expect(
      await provider.payout({
        destinationRef: "acct_unknown",
        amountCents: 100,
        currency: "USD",
        idempotencyKey: "p-2",
      }),
    ).toMatchObject({ ok: false });
  });

  it("refunds once per key, even after Stripe forgot the key: the refund carries it", async () => {
    const result = await authorize();
    if (!result.ok) throw new Error("authorization failed");
    await provider.capture(result.ref, 12_000, key());
    await provider.refund(result.ref, 3_000, "dispute-refund-1");
    fake.state.replies.clear(); // Stripe keeps idempotency keys for 24 hours
    await provider.refund(result.ref, 3_000, "dispute-refund-1");
    expect(fake.state.intents.get(result.ref)?.amount_refunded).toBe(3_000);
  });

  it("transfers from the booking's charge when it fits, and once per key even after Stripe forgot the key", async () => {
    const paid = await authorize();
    if (!paid.ok) throw new Error("authorization failed");
    await provider.capture(paid.ref, 12_000, key());
    const charge = fake.state.intents.get(paid.ref)?.latest_charge;
    const destinationRef = await connectedAccount();
    const send = (amountCents: number, idempotencyKey: string) =>
      provider.payout({ destinationRef, amountCents, currency: "USD", idempotencyKey, sourceRef: paid.ref });
    const first = await send(11_400, "payout:release-1");
    expect(first.ok && fake.state.transfers.find((t) => t.id === first.ref)).toMatchObject({
      amount: 11_400,
      source_transaction: charge,
      transfer_group: "payout:release-1",
    });
    fake.state.replies.clear();
    expect(await send(11_400, "payout:release-1")).toEqual(first);
    // More than the charge captured: drawn on the balance instead.
    const more = await send(20_000, "payout:release-2");
    expect(more.ok && fake.state.transfers.find((t) => t.id === more.ref)?.source_transaction).toBeNull();
    expect(fake.state.transfers.filter((t) => t.destination === destinationRef)).toHaveLength(2);
  });

  it("throws when Stripe does not answer a transfer, so the payout is resent rather than failed", async () => {
    const destinationRef = await connectedAccount();
    fake.state.outage.add("POST /v1/transfers");
    const send = () => provider.payout({ destinationRef, amountCents: 900, currency: "USD", idempotencyKey: "p-out" });
    await expect(send()).rejects.toMatchObject({ statusCode: 502 });
    expect(await send()).toMatchObject({ ok: true });
  });
});
