// /api/notifications: the bell's unread count, the paged list (newest first), marking one or all read.
import { infiniteQueryOptions, queryOptions } from "@tanstack/react-query";
import type { Notification, NotificationUnread } from "@contract/notifications";
import { apiGet, apiRequest, queryString } from "@/lib/api";
import { apiGetPage } from "@/lib/api-page";
import { queryClient } from "@/lib/query-client";
import { notificationKeys } from "./keys";

export const notificationUnreadQuery = () =>
  queryOptions({
    queryKey: notificationKeys.unreadCount(),
    queryFn: () => apiGet<NotificationUnread>("/api/notifications/unread-count"),
  });

export const notificationsQuery = (limit: number) =>
  infiniteQueryOptions({
    queryKey: notificationKeys.list(limit),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam }) =>
      apiGetPage<Notification>(`/api/notifications${queryString({ limit, cursor: pageParam })}`),
    getNextPageParam: (last) => last.nextCursor,
  });

const refresh = () => queryClient.invalidateQueries({ queryKey: notificationKeys.all });

export async function markNotificationRead(id: string): Promise<Notification> {
  const item = await apiRequest<Notification>("POST", `/api/notifications/${encodeURIComponent(id)}/read`);
  await refresh();
  return item;
}

export async function markAllNotificationsRead(): Promise<NotificationUnread> {
  const unread = await apiRequest<NotificationUnread>("POST", "/api/notifications/read-all");
  queryClient.setQueryData(notificationKeys.unreadCount(), unread);
  await refresh();
  return unread;
}
