// GET /api/messages/recent: the five most recent conversations (tasker dashboard).
import { queryOptions } from "@tanstack/react-query";
import type { Conversation } from "@contract/messages";
import { apiGet } from "@/lib/api";
import { messageKeys } from "./keys";

export const recentConversationsQuery = () =>
  queryOptions({ queryKey: messageKeys.recent(), queryFn: () => apiGet<Conversation[]>("/api/messages/recent") });
