// The socket's word on the bell (`{ type: "notifications", unread }`): the count as it is now, and the
// lists refetched (an item was made, or some were read in another tab).
import { queryClient } from "@/lib/query-client";
import { notificationKeys } from "./keys";

export function setNotificationUnread(unread: number): void {
  queryClient.setQueryData(notificationKeys.unreadCount(), { count: unread });
  void queryClient.invalidateQueries({ queryKey: notificationKeys.lists() });
}
