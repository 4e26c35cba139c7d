// POST /api/tasks: post a task; answers the created task.
import type { CreateTaskInput, Task } from "@contract/tasks";
import { apiRequest } from "@/lib/api";

export const createTask = (input: CreateTaskInput) => apiRequest<Task>("POST", "/api/tasks", input);
