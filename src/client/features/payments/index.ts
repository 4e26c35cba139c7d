// What other features use of payments: which processor takes cards, Stripe's card field (a lazy
// chunk: Stripe.js loads only when payments go through Stripe) and the tasker's Stripe payout setup.
import { lazy } from "react";

export { paymentsConfigQuery } from "./api/config";
export { onboardingStatusQuery, startOnboarding } from "./api/onboarding";
export type { StripeCardHandle } from "./stripe-card-field";
export const StripeCardField = lazy(() => import("./stripe-card-field"));
