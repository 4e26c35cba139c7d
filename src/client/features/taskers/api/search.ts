// GET /api/taskers with filters: paged tasker search; the next cursor and the total come in headers.
import { infiniteQueryOptions } from "@tanstack/react-query";
import type { TaskerCard } from "@contract/taskers";
import { apiGetPage, queryString } from "@/lib/api";
import { taskerKeys, type TaskerFilters } from "./keys";

export type { TaskerFilters };

export const taskerSearchQuery = (filters: TaskerFilters) =>
  infiniteQueryOptions({
    queryKey: taskerKeys.search(filters),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam }) => apiGetPage<TaskerCard>(`/api/taskers${queryString({ ...filters, cursor: pageParam })}`),
    getNextPageParam: (last) => last.nextCursor,
  });
