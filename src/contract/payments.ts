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

/** POST /api/payments/webhooks/stripe: a verified event, processed now or already processed before. */
export const webhookAckSchema = z.object({ received: z.literal(true), duplicate: z.boolean() });
