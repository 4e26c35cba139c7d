// GET /api/taskers/profile: the signed-in account's own tasker profile; null while it has none.
// POST /api/taskers creates it, PUT /api/taskers/profile saves it; both answer the saved profile.
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { CreateTaskerProfileInput, OwnTaskerProfile, UpdateTaskerProfileInput } from "@contract/tasker-profile";
import { apiGet, apiRequest } from "@/lib/api";
import { queryClient } from "@/lib/query-client";
import { taskerKeys } from "./keys";

export const ownTaskerProfileQuery = () =>
  queryOptions({ queryKey: taskerKeys.own(), queryFn: () => apiGet<OwnTaskerProfile | null>("/api/taskers/profile") });

/** The own profile; `missing` once the server said there is none yet. */
export function useOwnTaskerProfile(enabled = true) {
  const query = useQuery({ ...ownTaskerProfileQuery(), enabled });
  return { ...query, missing: query.data === null };
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
