// GET /api/taskers/{id}: a tasker's public profile.
import { queryOptions } from "@tanstack/react-query";
import type { TaskerProfile } from "@contract/taskers";
import { apiGet } from "@/lib/api";
import { taskerKeys } from "./keys";

export const taskerProfileQuery = (id: string) =>
  queryOptions({
    queryKey: taskerKeys.detail(id),
    queryFn: () => apiGet<TaskerProfile>(`/api/taskers/${encodeURIComponent(id)}`),
  });
