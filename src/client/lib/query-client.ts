// TanStack Query with SPEC.md §9 defaults: no retry, no refetch on focus, no polling, never stale.
// The default fetch requests the path made by joining the query key parts with '/'.
import { QueryClient, type QueryFunction } from "@tanstack/react-query";
import { ApiRequestError, apiGet } from "./api";

export function defaultQueryFn({ on401 = "throw" }: { on401?: "returnNull" | "throw" } = {}): QueryFunction {
  return async ({ queryKey }) => {
    const url = queryKey.filter((part) => typeof part === "string" || typeof part === "number").join("/");
    try {
      return await apiGet(url);
    } catch (error) {
      if (on401 === "returnNull" && error instanceof ApiRequestError && error.status === 401) return null;
      throw error;
    }
  };
}

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      queryFn: defaultQueryFn(),
      retry: false,
      refetchOnWindowFocus: false,
      refetchInterval: false,
      staleTime: Infinity,
    },
    mutations: { retry: false },
  },
});
