// GET /api/admin/finance, and pausing (with a reason) or resuming a tasker's payouts (by user id).
import { queryOptions } from "@tanstack/react-query";
import type { AdminFinance } from "@contract/finance";
import { apiGet, apiRequest } from "@/lib/api";
import { moneyKeys } from "./keys";

export const adminFinanceQuery = () =>
  queryOptions({ queryKey: moneyKeys.finance(), queryFn: () => apiGet<AdminFinance>("/api/admin/finance") });

export const pausePayouts = (taskerId: string, reason: string) =>
  apiRequest("POST", `/api/admin/taskers/${taskerId}/payouts/pause`, { reason });

export const unpausePayouts = (taskerId: string) =>
  apiRequest("POST", `/api/admin/taskers/${taskerId}/payouts/unpause`);
