// GET /api/places?q=: places by name (prefix, typos forgiven) or US ZIP code, ranked by the server for
// the caller (size, their country, nearness).
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
