// PUT /api/taskers/profile/calendar-import (set or clear the iCalendar URL; imports at once) and
// POST .../calendar-import/sync (import now). The status is part of the schedule (ownScheduleQuery).
import type { CalendarImport } from "@contract/availability";
import { apiRequest } from "@/lib/api";

export const setCalendarImport = (url: string | null) =>
  apiRequest<CalendarImport | null>("PUT", "/api/taskers/profile/calendar-import", { url });

export const syncCalendarImport = () => apiRequest<CalendarImport>("POST", "/api/taskers/profile/calendar-import/sync");
