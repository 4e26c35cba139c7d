// Query keys of tasks and their offers: `all` covers My Tasks, Find Work, one task, its offers and
// its matches (the tasker's active tasks sit under the same root).
import type { TaskStatus } from "@contract/constants";
import { queryRoots } from "@/lib/query-roots";

export const taskKeys = {
  all: queryRoots.tasks,
  mine: (status?: TaskStatus) =>
    status ? ([...queryRoots.tasks, "mine", status] as const) : ([...queryRoots.tasks, "mine"] as const),
  /** Find Work under every filter. */
  openLists: () => [...queryRoots.tasks, "open"] as const,
  open: (filters: Record<string, string>) => [...taskKeys.openLists(), filters] as const,
  detail: (taskId: string) => [...queryRoots.tasks, "detail", taskId] as const,
  offers: (taskId: string) => [...taskKeys.detail(taskId), "offers"] as const,
  matches: (taskId: string) => [...taskKeys.detail(taskId), "matches"] as const,
};
