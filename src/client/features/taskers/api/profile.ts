// GET /api/taskers/{id}: a tasker's public profile. A 404 stays an answer (no new try on mount):
// a server-rendered page carries it, and the browser shows the same 'Tasker not found'.
import { queryOptions } from "@tanstack/react-query";
import type { TaskerProfile } from "@contract/taskers";
import { apiGet } from "@/lib/api";
import { taskerKeys } from "./keys";

export const taskerProfileQuery = (id: string, viewer: string | null = null) =>
  queryOptions({
    queryKey: taskerKeys.detailAs(id, viewer),
    queryFn: () => apiGet<TaskerProfile>(`/api/taskers/${encodeURIComponent(id)}`),
    retryOnMount: false,
  });
