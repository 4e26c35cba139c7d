// An app that takes payments with Stripe, against the loopback fake of the Stripe API, with what its
// API tests need: signed webhook deliveries and a tasker's onboarding up to "payouts enabled".
import Stripe from "stripe";
import { expect } from "vitest";
import { FAKE_STRIPE_KEY, startFakeStripe, type FakeStripe } from "./fake-stripe";
import { createTestApp, type Client, type TestApp } from "./harness";

export const WEBHOOK_SECRET = "whsec_test_secret";

export interface StripeApp {
  t: TestApp;
  fake: FakeStripe;
  close(): Promise<void>;
}

let seq = 0;
/** A Stripe event's JSON, as Stripe sends it. */
export function stripeEvent(type: string, object: Record<string, unknown>, id = `evt_test_${Date.now()}_${seq++}`) {
  return JSON.stringify({ id, object: "event", type, api_version: "2025-01-01", created: 1, data: { object } });
}

export const signed = (payload: string, secret = WEBHOOK_SECRET) =>
  Stripe.webhooks.generateTestHeaderString({ payload, secret });

/** Delivers a webhook body to `app`, with this Stripe-Signature header (none when undefined). */
export const deliverWebhook = (app: TestApp, payload: string, signature?: string) =>
  app.app.inject({
    method: "POST",
    url: "/api/payments/webhooks/stripe",
    headers: { "content-type": "application/json", ...(signature !== undefined && { "stripe-signature": signature }) },
    payload,
  });

export async function startStripeApp(): Promise<StripeApp> {
  const fake = await startFakeStripe();
  const t = await createTestApp({
    STRIPE_SECRET_KEY: FAKE_STRIPE_KEY,
    STRIPE_PUBLISHABLE_KEY: "pk_test_fake",
    STRIPE_API_URL: fake.url,
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
  });
  return {
    t,
    fake,
    close: async () => {
      await t.close();
      await fake.close();
    },
  };
}

/** The tasker starts Stripe onboarding; with `enabled`, Stripe's account.updated enables their payouts. */
export async function onboard(s: StripeApp, tasker: Client, enabled = true): Promise<string> {
  const res = await tasker.inject({ method: "POST", url: "/api/payments/onboarding" });
  expect(res.statusCode, res.body).toBe(200);
  const { accountId } = res.json() as { accountId: string };
  const account = { id: accountId, object: "account", details_submitted: enabled, payouts_enabled: enabled };
  const payload = stripeEvent("account.updated", account);
  expect((await deliverWebhook(s.t, payload, signed(payload))).statusCode).toBe(200);
  return accountId;
}
