// One WebSocket per tab while signed in (realtime-connection.tsx renders it). New messages go
// straight into the query cache (deduped by id); unread counts update the navbar badge. After a
// drop it reconnects with exponential backoff and jitter, then refetches what it may have missed;
// so does a `resync` from the server (its own real-time delivery was interrupted). A live event
// (another person's booking, offer, payout...) refetches the screens that show what it touched.
import { useEffect } from "react";
import type { RealtimeEvent } from "@contract/messages";
import { useAuth } from "@/features/auth";
import { refreshEverythingLive, refreshForLiveEvent } from "@/features/live-events";
import { notificationKeys, setNotificationUnread } from "@/features/notifications";
import { queryClient } from "@/lib/query-client";
import { messageKeys } from "./api/keys";
import { realtimeUrl } from "./api/realtime-url";
import { addMessageToCache } from "./api/thread";
import { unreadCountQuery } from "./api/unread-count";

const UNREAD_KEY = unreadCountQuery().queryKey;
const conversationsKey = messageKeys.conversations;

/** After a drop or a resync: whatever may have changed unheard, the session included. */
function refetchMissed(userId: string, refreshSession: () => Promise<unknown>): void {
  void queryClient.invalidateQueries({ queryKey: UNREAD_KEY });
  void queryClient.invalidateQueries({ queryKey: conversationsKey(userId) });
  void queryClient.invalidateQueries({ queryKey: messageKeys.threads() });
  void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
  void refreshEverythingLive();
  void refreshSession();
}

export function RealtimeSocket() {
  const { user, refresh } = useAuth();
  const userId = user?.id;
  useEffect(() => {
    if (!userId) return;
    let socket: WebSocket | null = null;
    let attempt = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;

    const connect = () => {
      socket = new WebSocket(realtimeUrl());
      socket.onopen = () => {
        if (attempt > 0) refetchMissed(userId, refresh);
        attempt = 0;
      };
      socket.onmessage = (event) => {
        const data = JSON.parse(String(event.data)) as RealtimeEvent;
        if (data.type === "resync") refetchMissed(userId, refresh);
        if (data.type === "unread") queryClient.setQueryData(UNREAD_KEY, { count: data.count });
        if (data.type === "notifications") setNotificationUnread(data.unread);
        if (data.type === "message") {
          addMessageToCache(data.message);
          void queryClient.invalidateQueries({ queryKey: conversationsKey(userId) });
        }
        if (data.type === "event") {
          void refreshForLiveEvent(data.event);
          if (data.event.type === "user.changed") void refresh();
        }
      };
      socket.onclose = (event) => {
        if (stopped || event.code === 4401 || event.code === 4403) return;
        const delay = Math.min(30_000, 500 * 2 ** attempt) * (0.5 + Math.random() / 2);
        attempt += 1;
        timer = setTimeout(connect, delay);
      };
    };
    connect();
    return () => {
      stopped = true;
      clearTimeout(timer);
      socket?.close();
    };
  }, [userId, refresh]);
  return null;
}
