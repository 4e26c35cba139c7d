// One WebSocket per tab while signed in (realtime-connection.tsx renders it). New messages go
// straight into the query cache (deduped by id); unread counts update the navbar badge. After a
// drop it reconnects with exponential backoff and jitter, then refetches what it may have missed;
// so does a `resync` from the server (its own real-time delivery was interrupted).
import { useEffect } from "react";
import type { RealtimeEvent } from "@contract/messages";
import { useAuth } from "@/features/auth";
import { queryClient } from "@/lib/query-client";
import { messageKeys } from "./api/keys";
import { realtimeUrl } from "./api/realtime-url";
import { addMessageToCache } from "./api/thread";
import { unreadCountQuery } from "./api/unread-count";

const UNREAD_KEY = unreadCountQuery().queryKey;
const conversationsKey = messageKeys.conversations;

function refetchMessaging(userId: string): void {
  void queryClient.invalidateQueries({ queryKey: UNREAD_KEY });
  void queryClient.invalidateQueries({ queryKey: conversationsKey(userId) });
  void queryClient.invalidateQueries({ queryKey: messageKeys.threads() });
}

export function RealtimeSocket() {
  const { user } = useAuth();
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
        if (attempt > 0) refetchMessaging(userId);
        attempt = 0;
      };
      socket.onmessage = (event) => {
        const data = JSON.parse(String(event.data)) as RealtimeEvent;
        if (data.type === "resync") refetchMessaging(userId);
        if (data.type === "unread") queryClient.setQueryData(UNREAD_KEY, { count: data.count });
        if (data.type === "message") {
          addMessageToCache(data.message);
          void queryClient.invalidateQueries({ queryKey: conversationsKey(userId) });
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
  }, [userId]);
  return null;
}
