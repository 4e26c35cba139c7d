// GET /api/payments/onboarding (where the tasker's Stripe payout setup stands) and
// POST /api/payments/onboarding (a fresh link to Stripe's onboarding pages).
import { queryOptions } from "@tanstack/react-query";
import type { OnboardingLink, OnboardingStatus } from "@contract/payments";
import { apiGet, apiRequest } from "@/lib/api";
import { paymentKeys } from "./keys";

export const onboardingStatusQuery = () =>
  queryOptions({
    queryKey: paymentKeys.onboarding(),
    queryFn: () => apiGet<OnboardingStatus>("/api/payments/onboarding"),
  });

export const startOnboarding = () => apiRequest<OnboardingLink>("POST", "/api/payments/onboarding");
