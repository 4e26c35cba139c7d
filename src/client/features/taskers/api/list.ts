// GET /api/taskers?limit=&sort=: one unpaged list of tasker cards (home's top rated, new conversations).
import { queryOptions } from "@tanstack/react-query";
import type { TaskerCard } from "@contract/taskers";
import { apiGet, queryString } from "@/lib/api";
import { taskerKeys } from "./keys";

export const taskerListQuery = (params: { limit: number; sort?: string }) =>
  queryOptions({
    queryKey: taskerKeys.list(params),
    queryFn: () => apiGet<TaskerCard[]>(`/api/taskers${queryString(params)}`),
  });
