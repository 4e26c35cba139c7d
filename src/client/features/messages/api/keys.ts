// Query keys of messaging: `all` covers unread counts, conversation lists and every thread.
import { queryRoots } from "@/lib/query-roots";

export const messageKeys = {
  all: queryRoots.messages,
  unreadCount: () => [...queryRoots.messages, "unread-count"] as const,
  recent: () => [...queryRoots.messages, "recent"] as const,
  conversations: (userId: string) => [...queryRoots.messages, "conversations", userId] as const,
  threads: () => [...queryRoots.messages, "thread"] as const,
  thread: (conversationId: string) => [...messageKeys.threads(), conversationId] as const,
};
