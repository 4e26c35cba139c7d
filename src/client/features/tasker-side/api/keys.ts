// Query keys of the tasker's own screens. They sit under the taskers and tasks roots, so a change
// to a tasker or a booking refreshes them with everything else that shows taskers or tasks.
import { queryRoots } from "@/lib/query-roots";

export const taskerSideKeys = {
  dashboard: () => [...queryRoots.taskers, "own", "dashboard"] as const,
  calendarFeed: () => [...queryRoots.taskers, "own", "calendar"] as const,
  schedule: () => [...queryRoots.taskers, "own", "schedule"] as const,
  activeTasks: () => [...queryRoots.tasks, "active"] as const,
};
