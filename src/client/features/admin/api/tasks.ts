// GET /api/admin/tasks (search, status filter) and PUT /api/admin/tasks/{id} (any status).
import type { AdminTask } from "@contract/admin";
import type { TaskStatus } from "@contract/constants";
import { apiRequest } from "@/lib/api";
import { type AdminListParams } from "./keys";
import { adminListQuery } from "./list";

export const adminTasksQuery = (params: AdminListParams) => adminListQuery<AdminTask>("tasks", params);

export const updateAdminTask = (taskId: string, status: TaskStatus) =>
  apiRequest<AdminTask>("PUT", `/api/admin/tasks/${taskId}`, { status });
