// GET /api/taskers/profile/calendar: the private iCalendar URL; POST .../regenerate retires it for a new one.
import { queryOptions } from "@tanstack/react-query";
import type { CalendarFeed } from "@contract/tasker-profile";
import { apiGet, apiRequest } from "@/lib/api";
import { queryClient } from "@/lib/query-client";
import { taskerSideKeys } from "./keys";

export const calendarFeedQuery = () =>
  queryOptions({
    queryKey: taskerSideKeys.calendarFeed(),
    queryFn: () => apiGet<CalendarFeed>("/api/taskers/profile/calendar"),
  });

export async function regenerateCalendarFeed(): Promise<CalendarFeed> {
  const next = await apiRequest<CalendarFeed>("POST", "/api/taskers/profile/calendar/regenerate");
  queryClient.setQueryData(calendarFeedQuery().queryKey, next);
  return next;
}
