// /api/notification-preferences: the grid, the locked messages, quiet hours and time zone; a change
// answers the whole result, which replaces the cached one.
import { queryOptions } from "@tanstack/react-query";
import type { NotificationPreferences, NotificationPreferencesUpdate } from "@contract/notification-preferences";
import { apiGet, apiRequest } from "@/lib/api";
import { queryClient } from "@/lib/query-client";
import { queryRoots } from "@/lib/query-roots";

const preferencesKey = [...queryRoots.notifications, "preferences"] as const;

export const notificationPreferencesQuery = () =>
  queryOptions({
    queryKey: preferencesKey,
    queryFn: () => apiGet<NotificationPreferences>("/api/notification-preferences"),
  });

export async function savePreferences(change: NotificationPreferencesUpdate): Promise<NotificationPreferences> {
  const saved = await apiRequest<NotificationPreferences>("PUT", "/api/notification-preferences", change);
  queryClient.setQueryData(preferencesKey, saved);
  return saved;
}
