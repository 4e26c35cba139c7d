// GET /api/taskers/{id}/slots: a tasker's free start times for a duration over the next 60 days.
// Cached briefly: a taken time is refused by the server anyway, and booking or moving refreshes it.
import { queryOptions } from "@tanstack/react-query";
import type { Slots } from "@contract/availability";
import { apiGet, queryString } from "@/lib/api";
import { bookingKeys } from "./keys";

export const SLOT_DAYS_AHEAD = 60;

export const taskerSlotsQuery = (profileId: string, duration: number) =>
  queryOptions({
    queryKey: bookingKeys.slots(profileId, duration),
    queryFn: () => {
      const from = new Date();
      const to = new Date(from.getTime() + SLOT_DAYS_AHEAD * 86_400_000);
      const query = queryString({ from: from.toISOString(), to: to.toISOString(), duration });
      return apiGet<Slots>(`/api/taskers/${profileId}/slots${query}`);
    },
    staleTime: 30_000,
  });
