// Paged tasker search: the next cursor and the total come in response headers.
import { useInfiniteQuery } from "@tanstack/react-query";
import { taskerSearchQuery, type TaskerFilters } from "./api/search";

export type { TaskerFilters };

export function useTaskerSearch(filters: TaskerFilters) {
  return useInfiniteQuery(taskerSearchQuery(filters));
}
