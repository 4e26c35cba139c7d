// Paged tasker search: the next cursor and the total come in response headers.
import { useInfiniteQuery } from "@tanstack/react-query";
import type { TaskerCard } from "@contract/taskers";
import { apiFetch } from "@/lib/api";

export interface TaskerFilters {
  q: string;
  category: string;
  location: string;
}

interface Page {
  items: TaskerCard[];
  nextCursor: string | null;
  total: number;
}

export function useTaskerSearch(filters: TaskerFilters) {
  return useInfiniteQuery({
    queryKey: ["tasker-search", filters],
    initialPageParam: null as string | null,
    queryFn: async ({ pageParam }): Promise<Page> => {
      const params = new URLSearchParams();
      if (filters.q) params.set("q", filters.q);
      if (filters.category) params.set("category", filters.category);
      if (filters.location) params.set("location", filters.location);
      if (pageParam) params.set("cursor", pageParam);
      const response = await apiFetch("GET", `/api/taskers?${params}`);
      return {
        items: (await response.json()) as TaskerCard[],
        nextCursor: response.headers.get("x-next-cursor"),
        total: Number(response.headers.get("x-total-count") ?? 0),
      };
    },
    getNextPageParam: (last) => last.nextCursor,
  });
}
