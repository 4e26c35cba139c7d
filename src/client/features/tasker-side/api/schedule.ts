// GET/PUT /api/taskers/profile/schedule: the tasker's weekly hours and booking rules.
import { queryOptions } from "@tanstack/react-query";
import type { OwnSchedule, ScheduleInput } from "@contract/availability";
import { apiGet, apiRequest } from "@/lib/api";
import { taskerSideKeys } from "./keys";

export const ownScheduleQuery = () =>
  queryOptions({
    queryKey: taskerSideKeys.schedule(),
    queryFn: () => apiGet<OwnSchedule>("/api/taskers/profile/schedule"),
  });

export const saveSchedule = (input: ScheduleInput) =>
  apiRequest<OwnSchedule>("PUT", "/api/taskers/profile/schedule", input);
