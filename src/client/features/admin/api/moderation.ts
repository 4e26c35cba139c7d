// The moderation queue: GET /api/admin/moderation (status, kind), its open count, one item, claiming,
// releasing and closing an item with an action.
import type {
  ModerationActionInput,
  ModerationItemDetail,
  ModerationKind,
  ModerationQueue,
  ModerationStatus,
} from "@contract/moderation";
import { apiGet, apiRequest, queryString } from "@/lib/api";
import { queryRoots } from "@/lib/query-roots";

export const moderationKeys = {
  all: [...queryRoots.admin, "moderation"] as const,
  count: () => [...moderationKeys.all, "count"] as const,
  queue: (filter: { status?: ModerationStatus; kind?: ModerationKind }) =>
    [...moderationKeys.all, "queue", filter] as const,
  item: (id: string) => [...moderationKeys.all, "item", id] as const,
};

export const moderationCountQuery = () => ({
  queryKey: moderationKeys.count(),
  queryFn: () => apiGet<{ open: number }>("/api/admin/moderation/count"),
});

export const moderationQueueQuery = (filter: { status?: ModerationStatus; kind?: ModerationKind }) => ({
  queryKey: moderationKeys.queue(filter),
  queryFn: () => apiGet<ModerationQueue>(`/api/admin/moderation${queryString(filter)}`),
});

export const moderationItemQuery = (id: string) => ({
  queryKey: moderationKeys.item(id),
  queryFn: () => apiGet<ModerationItemDetail>(`/api/admin/moderation/items/${id}`),
});

export const claimItem = (id: string) =>
  apiRequest<ModerationItemDetail>("POST", `/api/admin/moderation/items/${id}/claim`);
export const releaseItem = (id: string) =>
  apiRequest<ModerationItemDetail>("POST", `/api/admin/moderation/items/${id}/release`);
export const actOnItem = (id: string, input: ModerationActionInput) =>
  apiRequest<ModerationItemDetail>("POST", `/api/admin/moderation/items/${id}/actions`, input);
