// GET/PUT /api/taskers/profile/service-area: the signed-in tasker's base city and travel radius.
import { queryOptions, useMutation } from "@tanstack/react-query";
import type { ServiceArea, ServiceAreaInput } from "@contract/places";
import { apiGet, apiRequest } from "@/lib/api";
import { invalidateRoots, queryRoots } from "@/lib/query-roots";
import { placeKeys } from "./keys";

export const serviceAreaQuery = () =>
  queryOptions({
    queryKey: placeKeys.serviceArea(),
    queryFn: () => apiGet<ServiceArea>("/api/taskers/profile/service-area"),
  });

/** Saving the area changes Find Work, search and matches: those roots refetch. */
export function useSaveServiceArea() {
  return useMutation({
    mutationFn: (input: ServiceAreaInput) => apiRequest<ServiceArea>("PUT", "/api/taskers/profile/service-area", input),
    onSuccess: () => invalidateRoots(queryRoots.places, queryRoots.tasks, queryRoots.taskers),
  });
}
