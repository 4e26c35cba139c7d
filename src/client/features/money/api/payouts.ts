// GET /api/payouts (history) and POST /api/payouts (pay out the available balance).
import { queryOptions } from "@tanstack/react-query";
import type { Payout } from "@contract/payouts";
import { apiGet, apiRequest } from "@/lib/api";
import { moneyKeys } from "./keys";

export const payoutsQuery = () =>
  queryOptions({ queryKey: moneyKeys.payouts(), queryFn: () => apiGet<Payout[]>("/api/payouts") });

export const requestPayout = () => apiRequest<Payout>("POST", "/api/payouts", {});
