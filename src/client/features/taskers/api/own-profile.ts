// GET /api/taskers/profile: the signed-in tasker's own profile; a 404 means "no profile yet".
// POST /api/taskers creates it, PUT /api/taskers/profile saves it; both answer the saved profile.
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { CreateTaskerProfileInput, OwnTaskerProfile, UpdateTaskerProfileInput } from "@contract/tasker-profile";
import { ApiRequestError, apiGet, apiRequest } from "@/lib/api";
import { queryClient } from "@/lib/query-client";
import { taskerKeys } from "./keys";

export const ownTaskerProfileQuery = () =>
  queryOptions({ queryKey: taskerKeys.own(), queryFn: () => apiGet<OwnTaskerProfile>("/api/taskers/profile") });

export function useOwnTaskerProfile(enabled = true) {
  const query = useQuery({ ...ownTaskerProfileQuery(), enabled });
  const missing = query.error instanceof ApiRequestError && query.error.status === 404;
  return { ...query, missing };
}

export async function createTaskerProfile(values: CreateTaskerProfileInput): Promise<OwnTaskerProfile> {
  const created = await apiRequest<OwnTaskerProfile>("POST", "/api/taskers", values);
  queryClient.setQueryData(taskerKeys.own(), created);
  return created;
}

export async function updateTaskerProfile(values: UpdateTaskerProfileInput): Promise<OwnTaskerProfile> {
  const updated = await apiRequest<OwnTaskerProfile>("PUT", "/api/taskers/profile", values);
  queryClient.setQueryData(taskerKeys.own(), updated);
  return updated;
}
