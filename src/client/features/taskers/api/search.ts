// GET /api/taskers with filters: paged tasker search; each page has the next cursor and the total.
import { infiniteQueryOptions } from "@tanstack/react-query";
import type { TaskerSearchCard } from "@contract/taskers";
import { queryString } from "@/lib/api";
import { apiGetPage } from "@/lib/api-page";
import { taskerKeys, type TaskerFilters } from "./keys";

export type { TaskerFilters };

export const taskerSearchQuery = (filters: TaskerFilters, viewer: string | null = null) =>
  infiniteQueryOptions({
    queryKey: taskerKeys.search(filters, viewer),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam }) =>
      apiGetPage<TaskerSearchCard>(`/api/taskers${queryString({ ...filters, cursor: pageParam })}`),
    getNextPageParam: (last) => last.nextCursor,
  });
