// GET /api/places?q=: places whose name starts with what was typed, most populous first.
import { queryOptions } from "@tanstack/react-query";
import type { Place } from "@contract/places";
import { apiGet, queryString } from "@/lib/api";
import { placeKeys } from "./keys";

export const placeSuggestionsQuery = (q: string) =>
  queryOptions({
    queryKey: placeKeys.suggestions(q),
    queryFn: () => apiGet<Place[]>(`/api/places${queryString({ q })}`),
    enabled: q.trim().length >= 2,
    staleTime: Infinity, // the gazetteer changes only with a new release
  });
