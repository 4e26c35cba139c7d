// Query keys of the notification centre: `all` covers the bell's count and every list.
import { queryRoots } from "@/lib/query-roots";

export const notificationKeys = {
  all: queryRoots.notifications,
  unreadCount: () => [...queryRoots.notifications, "unread-count"] as const,
  lists: () => [...queryRoots.notifications, "list"] as const,
  list: (limit: number) => [...notificationKeys.lists(), limit] as const,
};
