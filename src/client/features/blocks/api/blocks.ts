// /api/blocks: the people the signed-in user blocked; block and unblock. A change refreshes every
// screen a block alters: search and profiles, tasks and offers, conversations.
import { queryOptions } from "@tanstack/react-query";
import type { BlockedPerson } from "@contract/blocks";
import { apiGet, apiRequest } from "@/lib/api";
import { invalidateRoots, queryRoots } from "@/lib/query-roots";

export const blockKeys = { list: () => [...queryRoots.blocks, "list"] as const };

export const blockedPeopleQuery = () =>
  queryOptions({ queryKey: blockKeys.list(), queryFn: () => apiGet<BlockedPerson[]>("/api/blocks") });

const refresh = () => invalidateRoots(queryRoots.blocks, queryRoots.taskers, queryRoots.tasks, queryRoots.messages);

export async function blockPerson(userId: string): Promise<BlockedPerson> {
  const person = await apiRequest<BlockedPerson>("POST", "/api/blocks", { userId });
  await refresh();
  return person;
}

export async function unblockPerson(userId: string): Promise<void> {
  await apiRequest<null>("DELETE", `/api/blocks/${userId}`);
  await refresh();
}
