// GET /api/tasks/{taskId}/matches: taskers free for the task, best first; POST .../invitations invites one.
import { queryOptions } from "@tanstack/react-query";
import type { Invitation, Match } from "@contract/tasks";
import { apiGet, apiRequest } from "@/lib/api";
import { queryClient } from "@/lib/query-client";
import { taskKeys } from "./keys";

export const matchesQuery = (taskId: string) =>
  queryOptions({ queryKey: taskKeys.matches(taskId), queryFn: () => apiGet<Match[]>(`/api/tasks/${taskId}/matches`) });

/** Invites the tasker and marks them invited in the cached matches. */
export async function inviteTasker(taskId: string, taskerId: string): Promise<Invitation> {
  const invitation = await apiRequest<Invitation>("POST", `/api/tasks/${taskId}/invitations`, { taskerId });
  queryClient.setQueryData(matchesQuery(taskId).queryKey, (list) =>
    list?.map((x) => (x.id === taskerId ? { ...x, invited: true } : x)),
  );
  return invitation;
}
