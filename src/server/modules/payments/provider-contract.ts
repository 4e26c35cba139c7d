// The provider contract: the same cases for every PaymentProvider (the built-in one and Stripe
// against a loopback fake). A new processor is done when this suite passes against it.
import { describe, expect, it } from "vitest";
import type { AuthorizeRequest, PaymentProvider } from "./provider";

export interface ContractSubject {
  provider: PaymentProvider;
  /** How a good card and the declined test card reach this provider (card fields or a payment method id). */
  goodCard: Pick<AuthorizeRequest, "card" | "paymentMethodId">;
  declinedCard: Pick<AuthorizeRequest, "card" | "paymentMethodId">;
  /** A payout destination of this provider for a tasker (after onboarding where it has one). */
  payoutDestination(): Promise<string>;
  /** Whether taskers onboard on the processor's own pages (else they give bank details to taskly). */
  hostedOnboarding: boolean;
}

const key = () => `contract-${Math.random().toString(36).slice(2)}`;

export function providerContract(name: string, subject: () => ContractSubject): void {
  describe(`payment provider contract: ${name}`, () => {
    const authorize = (extra: Partial<AuthorizeRequest> = {}) =>
      subject().provider.authorize({
        amountCents: 10_500,
        currency: "USD",
        idempotencyKey: key(),
        ...subject().goodCard,
        ...extra,
      });

    it("authorizes a good card with a reference, brand and last 4, and never echoes a card number", async () => {
      const result = await authorize();
      expect(result).toMatchObject({ ok: true, last4: "4242", brand: "visa" });
      expect(result.ok && result.ref.length).toBeGreaterThan(5);
      expect(JSON.stringify(result)).not.toMatch(/4242\s?4242/);
    });

    it("declines the declined test card and refuses a zero amount as invalid", async () => {
      const { provider, declinedCard } = subject();
      const declined = { amountCents: 10_500, currency: "USD", idempotencyKey: key(), ...declinedCard };
      expect(await provider.authorize(declined)).toMatchObject({
        ok: false,
        kind: "declined",
      });
      expect(await authorize({ amountCents: 0 })).toMatchObject({ ok: false, kind: "invalid" });
    });

    it("refuses an authorization without the card in the provider's own form", async () => {
      const { provider } = subject();
      expect(await provider.authorize({ amountCents: 10_500, currency: "USD", idempotencyKey: key() })).toMatchObject({
        ok: false,
        kind: "invalid",
      });
    });

    it("captures the total and refunds part of it afterwards", async () => {
      const result = await authorize();
      if (!result.ok) throw new Error("authorization failed");
      await expect(subject().provider.capture(result.ref, 10_500, key())).resolves.toBeUndefined();
      await expect(subject().provider.refund(result.ref, 2_500, key())).resolves.toBeUndefined();
    });

    it("releases a whole authorization, and a partial capture's uncaptured rest (a late-cancellation fee)", async () => {
      const whole = await authorize();
      const part = await authorize();
      if (!whole.ok || !part.ok) throw new Error("authorization failed");
      await expect(subject().provider.refund(whole.ref, 10_500, key())).resolves.toBeUndefined();
      await subject().provider.capture(part.ref, 3_000, key());
      await expect(subject().provider.refund(part.ref, 7_500, key())).resolves.toBeUndefined();
    });

    it("keeps a card as a token only with consent, charges it later, and refuses a made-up token", async () => {
      const plain = await authorize();
      expect(plain.ok && plain.cardToken).toBeFalsy();
      const saved = await authorize({ saveCard: true });
      if (!saved.ok || !saved.cardToken) throw new Error("no card token");
      const { provider } = subject();
      const charge = { cardToken: saved.cardToken, amountCents: 1_500, currency: "USD", idempotencyKey: key() };
      expect(await provider.chargeSaved(charge)).toMatchObject({ ok: true });
      expect(await provider.chargeSaved({ ...charge, cardToken: "tok_made_up", idempotencyKey: key() })).toMatchObject({
        ok: false,
        kind: "invalid",
      });
      expect(await provider.chargeSaved({ ...charge, amountCents: 0, idempotencyKey: key() })).toMatchObject({
        ok: false,
      });
    });

    it("pays out to a tasker's destination and refuses a missing destination or a zero amount", async () => {
      const { provider } = subject();
      const payout = { destinationRef: await subject().payoutDestination(), amountCents: 8_000, currency: "USD" };
      expect(await provider.payout({ ...payout, idempotencyKey: key() })).toMatchObject({ ok: true });
      expect(await provider.payout({ ...payout, destinationRef: "", idempotencyKey: key() })).toMatchObject({
        ok: false,
      });
      expect(await provider.payout({ ...payout, amountCents: 0, idempotencyKey: key() })).toMatchObject({ ok: false });
    });

    it("offers hosted payout onboarding exactly when the processor has it", async () => {
      const result = await subject().provider.startPayoutOnboarding({
        taskerId: "7d1b1d0e-5f55-4c39-9f0f-3f7c2b7a1e11",
        email: "tasker@example.com",
        returnUrl: "http://localhost:5000/dashboard?payouts=connected",
        refreshUrl: "http://localhost:5000/dashboard?payouts=retry",
      });
      if (subject().hostedOnboarding) expect(result).toMatchObject({ ok: true, url: expect.stringMatching(/^https:/) });
      else expect(result).toMatchObject({ ok: false, kind: "unsupported" });
    });
  });
}
