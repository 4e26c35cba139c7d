// GET /api/admin/disputes?status, GET /api/admin/disputes/{id}/evidence (the pair's message photos) and
// POST /api/admin/disputes/{id}/resolve: the admin Disputes page.
import { queryOptions } from "@tanstack/react-query";
import type { AdminDispute, Dispute, DisputeEvidence, ResolveDisputeInput } from "@contract/booking-extras";
import { apiGet, apiRequest, queryString } from "@/lib/api";
import { extrasKeys } from "./keys";

export const adminDisputesQuery = (status: string) =>
  queryOptions({
    queryKey: extrasKeys.adminDisputes(status),
    queryFn: () => apiGet<AdminDispute[]>(`/api/admin/disputes${queryString({ status })}`),
  });

export const disputeEvidenceQuery = (disputeId: string) =>
  queryOptions({
    queryKey: extrasKeys.disputeEvidence(disputeId),
    queryFn: () => apiGet<DisputeEvidence>(`/api/admin/disputes/${disputeId}/evidence`),
  });

export const resolveDispute = (disputeId: string, input: ResolveDisputeInput) =>
  apiRequest<Dispute>("POST", `/api/admin/disputes/${disputeId}/resolve`, input);
