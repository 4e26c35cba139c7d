// Paged tasker search: the next cursor and the total come in response headers.
import { useInfiniteQuery } from "@tanstack/react-query";
import { useAuth } from "@/features/auth";
import { taskerSearchQuery, type TaskerFilters } from "./api/search";

export type { TaskerFilters };

export function useTaskerSearch(filters: TaskerFilters) {
  // Signed in, the search is read as this viewer (blocks leave people out); the server-rendered page's
  // data, the same for every visitor, serves the visitor's key only.
  const { user } = useAuth();
  // Signing in keeps the visitor's list on screen until the viewer's arrives (same filters only).
  const query = taskerSearchQuery(filters, user?.id ?? null);
  return useInfiniteQuery({
    ...query,
    placeholderData: (previous, previousQuery) =>
      previousQuery && JSON.stringify(previousQuery.queryKey[2]) === JSON.stringify(filters) ? previous : undefined,
  });
}
