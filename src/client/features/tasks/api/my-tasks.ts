// GET /api/tasks/mine[?status=]: the signed-in customer's tasks, newest first.
import { queryOptions } from "@tanstack/react-query";
import type { TaskStatus } from "@contract/constants";
import type { MyTask } from "@contract/tasks";
import { apiGet, queryString } from "@/lib/api";
import { taskKeys } from "./keys";

export const myTasksQuery = (status?: TaskStatus) =>
  queryOptions({
    queryKey: taskKeys.mine(status),
    queryFn: () => apiGet<MyTask[]>(`/api/tasks/mine${queryString({ status })}`),
  });
