// GET /api/identity, POST /api/identity/manual (the ID photo) and /api/identity/stripe (a Stripe
// Identity session); the admin's GET /api/admin/id-checks and POST /api/admin/id-checks/{id}/decision.
import { queryOptions } from "@tanstack/react-query";
import type { AdminIdCheck, IdCheckDecision, IdentityStatus } from "@contract/badges";
import { taskerKeys } from "@/features/taskers";
import { apiRequest } from "@/lib/api";
import { queryRoots } from "@/lib/query-roots";

export const identityQuery = () =>
  queryOptions({
    queryKey: taskerKeys.identity(),
    queryFn: () => apiRequest<IdentityStatus>("GET", "/api/identity"),
  });

export function uploadIdPhoto(file: File): Promise<IdentityStatus> {
  const body = new FormData();
  body.append("file", file);
  return apiRequest<IdentityStatus>("POST", "/api/identity/manual", body);
}

export const startStripeIdentity = () => apiRequest<{ url: string }>("POST", "/api/identity/stripe");

export const idCheckKeys = { pending: () => [...queryRoots.admin, "id-checks"] as const };

export const adminIdChecksQuery = () =>
  queryOptions({
    queryKey: idCheckKeys.pending(),
    queryFn: () => apiRequest<AdminIdCheck[]>("GET", "/api/admin/id-checks"),
  });

export const decideIdCheck = (id: string, decision: IdCheckDecision) =>
  apiRequest<null>("POST", `/api/admin/id-checks/${id}/decision`, decision);
