// GET /api/tasks/{taskId}/alerted: how many taskers the task's alerts reached (its customer only).
// The alerts go out in the background after posting, so the success step asks again for a few seconds.
import { queryOptions } from "@tanstack/react-query";
import type { TaskAlerted } from "@contract/task-alerts";
import { apiGet } from "@/lib/api";
import { taskAlertKeys } from "./keys";

/** How long after posting the count is asked for again, and how often. */
export const ALERTED_POLL = { forMs: 15_000, everyMs: 1_500 };

export const alertedQuery = (taskId: string, postedAt: number) =>
  queryOptions({
    queryKey: taskAlertKeys.alerted(taskId),
    queryFn: () => apiGet<TaskAlerted>(`/api/tasks/${taskId}/alerted`),
    refetchInterval: () => (Date.now() - postedAt < ALERTED_POLL.forMs ? ALERTED_POLL.everyMs : false),
  });
