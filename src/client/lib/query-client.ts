// TanStack Query defaults: no retry, no refetch on focus, no polling, never stale.
// Every query names its own key and fetch through a feature's api/ folder (queryOptions).
import { QueryClient } from "@tanstack/react-query";

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      retry: false,
      refetchOnWindowFocus: false,
      refetchInterval: false,
      staleTime: Infinity,
    },
    mutations: { retry: false },
  },
});
