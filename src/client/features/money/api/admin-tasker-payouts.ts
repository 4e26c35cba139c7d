// GET /api/admin/taskers/{id}/payouts: a tasker's balances, payout account, pause and payout history.
import { queryOptions } from "@tanstack/react-query";
import type { AdminTaskerPayouts } from "@contract/finance";
import { apiGet } from "@/lib/api";
import { moneyKeys } from "./keys";

export const adminTaskerPayoutsQuery = (taskerId: string) =>
  queryOptions({
    queryKey: moneyKeys.adminTaskerPayouts(taskerId),
    queryFn: () => apiGet<AdminTaskerPayouts>(`/api/admin/taskers/${taskerId}/payouts`),
  });
