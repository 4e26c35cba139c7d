// GET /api/tasks/active: the tasker's confirmed and running bookings.
import { queryOptions } from "@tanstack/react-query";
import type { ActiveTask } from "@contract/dashboard";
import { apiGet } from "@/lib/api";
import { taskerSideKeys } from "./keys";

export const activeTasksQuery = () =>
  queryOptions({ queryKey: taskerSideKeys.activeTasks(), queryFn: () => apiGet<ActiveTask[]>("/api/tasks/active") });
