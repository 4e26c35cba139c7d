// GET /api/tasks/open with Find Work's filters: a page of open tasks and the next page's cursor.
import { infiniteQueryOptions } from "@tanstack/react-query";
import type { OpenTask } from "@contract/tasks";
import { queryString } from "@/lib/api";
import { apiGetPage } from "@/lib/api-page";
import { taskKeys } from "./keys";

export const openTasksQuery = (filters: Record<string, string>) =>
  infiniteQueryOptions({
    queryKey: taskKeys.open(filters),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam }) =>
      apiGetPage<OpenTask>(`/api/tasks/open${queryString({ ...filters, cursor: pageParam })}`),
    getNextPageParam: (last) => last.nextCursor,
  });
