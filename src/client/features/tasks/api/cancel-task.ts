// POST /api/tasks/{taskId}/cancel: the customer cancels an open task (its pending offers are declined).
import type { Task } from "@contract/tasks";
import { apiRequest } from "@/lib/api";

export const cancelTask = (taskId: string) => apiRequest<Task>("POST", `/api/tasks/${taskId}/cancel`);
