// A debounced, server-filtered admin list with its total from X-Total-Count.
import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { apiFetch } from "@/lib/api";

export function useDebounced<T>(value: T, ms = 250): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

export function useAdminList<T>(path: string, params: Record<string, string | undefined>) {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value) search.set(key, value);
  const url = `${path}?${search}`;
  return useQuery({
    queryKey: [path, "list", url],
    queryFn: async () => {
      const response = await apiFetch("GET", url);
      return { items: (await response.json()) as T[], total: Number(response.headers.get("x-total-count") ?? 0) };
    },
    placeholderData: (previous) => previous,
  });
}
