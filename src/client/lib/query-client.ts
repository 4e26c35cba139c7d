// TanStack Query defaults: no retry, no refetch on focus, no polling, never stale.
// Every query names its own key and fetch through a feature's api/ folder (queryOptions).
// The browser has one client; the server renders each page with a fresh one (entry-server.tsx).
import { QueryClient } from "@tanstack/react-query";

export function createQueryClient(): QueryClient {
  return new QueryClient({
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
}

export const queryClient = createQueryClient();
