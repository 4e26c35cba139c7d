// Query keys of the places resource (the gazetteer and the tasker's service area).
import { queryRoots } from "@/lib/query-roots";

export const placeKeys = {
  all: queryRoots.places,
  suggestions: (q: string) => [...queryRoots.places, "suggestions", q] as const,
  serviceArea: () => [...queryRoots.places, "service-area"] as const,
};
