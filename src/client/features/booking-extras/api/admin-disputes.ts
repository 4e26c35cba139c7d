// GET /api/admin/disputes?status and POST /api/admin/disputes/{id}/resolve: the admin Disputes page.
import { queryOptions } from "@tanstack/react-query";
import type { AdminDispute, Dispute, ResolveDisputeInput } from "@contract/booking-extras";
import { apiGet, apiRequest, queryString } from "@/lib/api";
import { extrasKeys } from "./keys";

export const adminDisputesQuery = (status: string) =>
  queryOptions({
    queryKey: extrasKeys.adminDisputes(status),
    queryFn: () => apiGet<AdminDispute[]>(`/api/admin/disputes${queryString({ status })}`),
  });

export const resolveDispute = (disputeId: string, input: ResolveDisputeInput) =>
  apiRequest<Dispute>("POST", `/api/admin/disputes/${disputeId}/resolve`, input);
