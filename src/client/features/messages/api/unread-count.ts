// GET /api/messages/unread-count: the navbar badge; the WebSocket pushes new counts into this key.
import { queryOptions } from "@tanstack/react-query";
import type { UnreadCount } from "@contract/messages";
import { apiGet } from "@/lib/api";
import { messageKeys } from "./keys";

export const unreadCountQuery = () =>
  queryOptions({
    queryKey: messageKeys.unreadCount(),
    queryFn: () => apiGet<UnreadCount>("/api/messages/unread-count"),
  });
