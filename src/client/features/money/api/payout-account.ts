// GET /api/payouts/account (masked) and PUT /api/payouts/account (add or replace it).
import { queryOptions } from "@tanstack/react-query";
import type { PayoutAccount, PayoutAccountInput } from "@contract/payouts";
import { apiGet, apiRequest } from "@/lib/api";
import { moneyKeys } from "./keys";

export const payoutAccountQuery = () =>
  queryOptions({
    queryKey: moneyKeys.payoutAccount(),
    queryFn: () => apiGet<{ account: PayoutAccount | null }>("/api/payouts/account"),
  });

export const savePayoutAccount = (input: PayoutAccountInput) =>
  apiRequest<PayoutAccount>("PUT", "/api/payouts/account", input);
