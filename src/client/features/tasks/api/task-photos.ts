// PUT /api/tasks/{taskId} with photoIds: the customer replaces an open task's photos (the new list,
// in order: reorder and remove by leaving out); answers the task.
import type { Task } from "@contract/tasks";
import { apiRequest } from "@/lib/api";

export const setTaskPhotos = (taskId: string, photoIds: string[]) =>
  apiRequest<Task>("PUT", `/api/tasks/${taskId}`, { photoIds });
