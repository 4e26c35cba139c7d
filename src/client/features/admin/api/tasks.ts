// GET /api/admin/tasks (search, status filter), PUT /api/admin/tasks/{id} (any status), and what a
// status would do to the task's booking (GET /api/admin/tasks/{id}/status-change).
import { queryOptions } from "@tanstack/react-query";
import type { AdminTask } from "@contract/admin";
import type { TaskStatusChange } from "@contract/booking-process";
import type { TaskStatus } from "@contract/constants";
import { apiGet, apiRequest } from "@/lib/api";
import { adminKeys, type AdminListParams } from "./keys";
import { adminListQuery } from "./list";

export const adminTasksQuery = (params: AdminListParams) => adminListQuery<AdminTask>("tasks", params);

export const updateAdminTask = (taskId: string, status: TaskStatus) =>
  apiRequest<AdminTask>("PUT", `/api/admin/tasks/${taskId}`, { status });

export const taskStatusChangeQuery = (taskId: string, status: TaskStatus) =>
  queryOptions({
    queryKey: [...adminKeys.list("tasks"), taskId, "status-change", status] as const,
    queryFn: () => apiGet<TaskStatusChange>(`/api/admin/tasks/${taskId}/status-change?status=${status}`),
    staleTime: 0,
  });
