// GET /api/users/{userId}/conversations: the signed-in user's conversations, newest first.
import { queryOptions } from "@tanstack/react-query";
import type { Conversation } from "@contract/messages";
import { apiGet } from "@/lib/api";
import { messageKeys } from "./keys";

export const conversationsQuery = (userId: string) =>
  queryOptions({
    queryKey: messageKeys.conversations(userId),
    queryFn: () => apiGet<Conversation[]>(`/api/users/${userId}/conversations`),
  });
