// GET /api/tasks/{taskId}: one task (its customer, admins, and taskers who may see it).
import { queryOptions } from "@tanstack/react-query";
import type { Task } from "@contract/tasks";
import { apiGet } from "@/lib/api";
import { taskKeys } from "./keys";

export const taskDetailQuery = (taskId: string) =>
  queryOptions({
    queryKey: taskKeys.detail(taskId),
    queryFn: () => apiGet<Task>(`/api/tasks/${encodeURIComponent(taskId)}`),
  });
