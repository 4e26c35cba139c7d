// GET /api/payments/config: the provider the payment step uses, and Stripe's publishable key with Stripe.
import { queryOptions } from "@tanstack/react-query";
import type { PaymentsConfig } from "@contract/payments";
import { apiGet } from "@/lib/api";
import { paymentKeys } from "./keys";

export const paymentsConfigQuery = () =>
  queryOptions({
    queryKey: paymentKeys.config(),
    queryFn: () => apiGet<PaymentsConfig>("/api/payments/config"),
  });
