// The signed-in bell (loaded by ./bell): the live unread count on a button; the panel's code loads when
// someone reaches for it, and the panel opens on the click (lib/on-demand.ts).
import { useQuery } from "@tanstack/react-query";
import type { ComponentType } from "react";
import { loadOnce, useLoadOnClick } from "@/lib/on-demand";
import { notificationUnreadQuery } from "./api/notifications";
import { BellTrigger } from "./bell-trigger";

const loadPanel = loadOnce(() =>
  import("./bell-panel").then((m): ComponentType<{ count: number; defaultOpen?: boolean }> => m.BellPanel),
);

export function BellButton() {
  const { data } = useQuery(notificationUnreadQuery());
  const count = data?.count ?? 0;
  const { loaded: Panel, triggerProps } = useLoadOnClick(loadPanel);
  return Panel ? <Panel count={count} defaultOpen /> : <BellTrigger count={count} {...triggerProps} />;
}
