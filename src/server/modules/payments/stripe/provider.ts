// The Stripe provider: PaymentIntents with manual capture (authorize → capture / cancel / refund),
// cards kept as a Customer + PaymentMethod (setup_future_usage) and charged off-session, and Connect
// 'separate charges and transfers' (a payout is a Transfer to the tasker's Express account).
// Card numbers never reach taskly: the browser tokenizes the card with Stripe.js into a `pm_…`.
import type Stripe from "stripe";
import type {
  AuthorizeRequest,
  AuthorizeResult,
  ChargeResult,
  OnboardingRequest,
  OnboardingResult,
  PaymentProvider,
  PayoutDestinationResult,
  PayoutRequest,
  PayoutResult,
  SavedCardCharge,
} from "../provider";
import { DECLINED_MESSAGE, cardFailure, orUnavailable } from "./errors";
import { RELEASED_KEY, refundIntent } from "./refunds";
import { parseCardToken, savedCardToken } from "./tokens";
import { transfer } from "./transfers";

const PAYMENT_METHOD = /^pm_[A-Za-z0-9_]{1,200}$/;

const keyed = (key: string, step: string) => ({ idempotencyKey: `${key}:${step}` });

export class StripePaymentProvider implements PaymentProvider {
  readonly name = "stripe";
  readonly payoutSetup = "hosted_onboarding";
  readonly paysOutOnRelease = true;

  constructor(
    private readonly stripe: Stripe,
    readonly requiresIdBeforePayout = false,
  ) {}

  async authorize(request: AuthorizeRequest): Promise<AuthorizeResult> {
    const { amountCents, currency, paymentMethodId, idempotencyKey: key, saveCard } = request;
    if (!paymentMethodId || !PAYMENT_METHOD.test(paymentMethodId))
      return { ok: false, kind: "invalid", message: "Enter your card details in the card field." };
    if (!Number.isInteger(amountCents) || amountCents <= 0)
      return { ok: false, kind: "invalid", message: "The amount must be positive." };
    try {
      const method = await this.stripe.paymentMethods.retrieve(paymentMethodId);
      const customer = saveCard ? await this.stripe.customers.create({}, keyed(key, "customer")) : null;
      const intent = await this.stripe.paymentIntents.create(
        {
          amount: amountCents,
          currency: currency.toLowerCase(),
          capture_method: "manual",
          confirm: true,
          payment_method: paymentMethodId,
          ...(customer && { customer: customer.id, setup_future_usage: "off_session" as const }),
        },
        keyed(key, "authorize"),
      );
      if (intent.status !== "requires_capture") {
        // 3-D Secure or another step the booking flow does not run: nothing stays authorized.
        await orUnavailable(() => this.stripe.paymentIntents.cancel(intent.id));
        return { ok: false, kind: "declined", message: DECLINED_MESSAGE };
      }
      const cardToken = customer ? savedCardToken(customer.id, paymentMethodId) : undefined;
      return {
        ok: true,
        ref: intent.id,
        brand: method.card?.brand ?? "card",
        last4: method.card?.last4 ?? "",
        cardToken,
      };
    } catch (error) {
      return cardFailure(error);
    }
  }

  async capture(ref: string, amountCents: number, idempotencyKey: string): Promise<void> {
    await orUnavailable(async () => {
      const intent = await this.stripe.paymentIntents.retrieve(ref);
      if (intent.status === "succeeded") {
        // A retry after the capture went through: fine when it took this amount, else nothing matches.
        if (intent.amount_received === amountCents) return;
        throw new Error(`This PaymentIntent was captured for ${intent.amount_received}, not ${amountCents}.`);
      }
      // Stripe releases the uncaptured rest at once; the metadata remembers it for refund().
      const released = intent.amount_capturable - amountCents;
      await this.stripe.paymentIntents.capture(
        ref,
        { amount_to_capture: amountCents, metadata: { [RELEASED_KEY]: String(Math.max(0, released)) } },
        { idempotencyKey },
      );
    });
  }

  async refund(ref: string, amountCents: number, idempotencyKey: string): Promise<void> {
    await orUnavailable(() => refundIntent(this.stripe, ref, amountCents, idempotencyKey));
  }

  async chargeSaved({ cardToken, amountCents, currency, idempotencyKey }: SavedCardCharge): Promise<ChargeResult> {
    const saved = parseCardToken(cardToken);
    if (!saved) return { ok: false, kind: "invalid", message: "This saved card is not valid." };
    if (!Number.isInteger(amountCents) || amountCents <= 0)
      return { ok: false, kind: "invalid", message: "The amount must be positive." };
    try {
      const intent = await this.stripe.paymentIntents.create(
        {
          amount: amountCents,
          currency: currency.toLowerCase(),
          customer: saved.customerId,
          payment_method: saved.paymentMethodId,
          off_session: true,
          confirm: true,
        },
        { idempotencyKey: `${idempotencyKey}:charge` },
      );
      if (intent.status !== "succeeded") return { ok: false, kind: "declined", message: DECLINED_MESSAGE };
      return { ok: true, ref: intent.id };
    } catch (error) {
      return cardFailure(error);
    }
  }

  async payout(request: PayoutRequest): Promise<PayoutResult> {
    return transfer(this.stripe, request);
  }

  /** Stripe takes bank details in its own hosted onboarding, never on taskly's form. */
  async createPayoutDestination(): Promise<PayoutDestinationResult> {
    return { ok: false, message: "Set up payouts with Stripe: use 'Set up payouts' to open Stripe's onboarding." };
  }

  async startPayoutOnboarding(request: OnboardingRequest): Promise<OnboardingResult> {
    try {
      const accountRef =
        request.accountRef ??
        (
          await this.stripe.accounts.create(
            {
              type: "express",
              email: request.email,
              capabilities: { transfers: { requested: true } },
              metadata: { taskly_tasker_id: request.taskerId },
            },
            { idempotencyKey: `onboarding:${request.taskerId}` },
          )
        ).id;
      const link = await this.stripe.accountLinks.create({
        account: accountRef,
        type: "account_onboarding",
        return_url: request.returnUrl,
        refresh_url: request.refreshUrl,
      });
      return { ok: true, accountRef, url: link.url };
    } catch (error) {
      return { ok: false, kind: "failed", message: cardFailure(error).message };
    }
  }
}
