// GET /api/conversations/{id}/messages: one conversation's newest page of messages, oldest first (reading
// marks them read).
import { queryOptions } from "@tanstack/react-query";
import type { Message } from "@contract/messages";
import { apiGet } from "@/lib/api";
import { queryClient } from "@/lib/query-client";
import { messageKeys } from "./keys";

export const threadQuery = (conversationId: string) =>
  queryOptions({
    queryKey: messageKeys.thread(conversationId),
    queryFn: () => apiGet<Message[]>(`/api/conversations/${conversationId}/messages`),
  });

/** A sent or pushed message joins its open thread once (deduped by id). */
export function addMessageToCache(message: Message): void {
  queryClient.setQueryData(threadQuery(message.conversationId).queryKey, (list) =>
    list && !list.some((m) => m.id === message.id) ? [...list, message] : list,
  );
}
