// Query keys of the payment processor: which one takes cards, and a tasker's Stripe payout setup.
import { queryRoots } from "@/lib/query-roots";

export const paymentKeys = {
  all: queryRoots.payments,
  config: () => [...queryRoots.payments, "config"] as const,
  onboarding: () => [...queryRoots.payments, "onboarding"] as const,
};
