// /api/task-alerts: the signed-in tasker's alerts (list, create, replace, delete) and a draft's preview.
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import type { TaskAlert, TaskAlertInput, TaskAlertList, TaskAlertPreview } from "@contract/task-alerts";
import { apiGet, apiRequest } from "@/lib/api";
import { queryClient } from "@/lib/query-client";
import { taskAlertKeys } from "./keys";

export const taskAlertsQuery = () =>
  queryOptions({ queryKey: taskAlertKeys.list(), queryFn: () => apiGet<TaskAlertList>("/api/task-alerts") });

export type AlertDraft = Omit<TaskAlertInput, "delivery">;

/** The preview of a draft; the last answer stays on screen while the next one loads. */
export const alertPreviewQuery = (draft: AlertDraft) =>
  queryOptions({
    queryKey: taskAlertKeys.preview(draft),
    queryFn: () => apiRequest<TaskAlertPreview>("POST", "/api/task-alerts/preview", draft),
    enabled: draft.categoryIds.length > 0,
    placeholderData: keepPreviousData,
  });

const refresh = () => queryClient.invalidateQueries({ queryKey: taskAlertKeys.list() });

export async function saveAlert(id: string | null, input: TaskAlertInput): Promise<TaskAlert> {
  const saved = id
    ? await apiRequest<TaskAlert>("PUT", `/api/task-alerts/${id}`, input)
    : await apiRequest<TaskAlert>("POST", "/api/task-alerts", input);
  await refresh();
  return saved;
}

export async function deleteAlert(id: string): Promise<void> {
  await apiRequest<void>("DELETE", `/api/task-alerts/${id}`);
  await refresh();
}
