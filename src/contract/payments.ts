// The payment provider as the browser needs it, Stripe onboarding links and webhook answers.
import { z } from "zod";

/** GET /api/payments/config: which provider takes the card, and Stripe's publishable key when it is Stripe. */
export const paymentsConfigSchema = z.object({
  provider: z.enum(["builtin", "stripe"]),
  /** With Stripe: the key Stripe.js loads with; card fields are Stripe's own, `paymentMethodId` is sent. */
  publishableKey: z.string().nullable(),
});
export type PaymentsConfig = z.infer<typeof paymentsConfigSchema>;

/** POST /api/payments/onboarding: where the tasker finishes setting up their Stripe payout account. */
export const onboardingLinkSchema = z.object({ url: z.string().url(), accountId: z.string() });
export type OnboardingLink = z.infer<typeof onboardingLinkSchema>;

/**
 * GET /api/payments/onboarding: where the tasker's Stripe payout setup stands. not_started: no account
 * yet; incomplete: Stripe still needs details; in_review: details given, Stripe has not enabled payouts
 * yet; enabled: released money is sent to this account.
 */
export const onboardingStatusSchema = z.object({
  status: z.enum(["not_started", "incomplete", "in_review", "enabled"]),
  /** The connected account, masked ("Stripe account ••••1a2B"), once there is one. */
  account: z.string().nullable(),
});
export type OnboardingStatus = z.infer<typeof onboardingStatusSchema>;

/** POST /api/payments/webhooks/stripe: a verified event, processed now or already processed before. */
export const webhookAckSchema = z.object({ received: z.literal(true), duplicate: z.boolean() });
