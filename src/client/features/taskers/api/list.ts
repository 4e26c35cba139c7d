// GET /api/taskers?limit=&sort=: the first page of tasker cards alone (home's top rated, new conversations).
import { queryOptions } from "@tanstack/react-query";
import type { TaskerSearchPage } from "@contract/taskers";
import { apiGet, queryString } from "@/lib/api";
import { taskerKeys } from "./keys";

export const taskerListQuery = (params: { limit: number; sort?: string }) =>
  queryOptions({
    queryKey: taskerKeys.list(params),
    queryFn: async () => (await apiGet<TaskerSearchPage>(`/api/taskers${queryString(params)}`)).items,
  });
