// Query keys of task alerts: a tasker's alerts and the previews of drafts under the tasks root (a
// change to tasks may change a preview), and a task's alerted count under that task.
import { queryRoots } from "@/lib/query-roots";

export const taskAlertKeys = {
  all: [...queryRoots.tasks, "alerts"] as const,
  list: () => [...taskAlertKeys.all, "list"] as const,
  preview: (draft: object) => [...taskAlertKeys.all, "preview", draft] as const,
  alerted: (taskId: string) => [...queryRoots.tasks, "detail", taskId, "alerted"] as const,
};
