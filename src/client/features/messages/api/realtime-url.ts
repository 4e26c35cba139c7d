// The WebSocket of live messages and unread counts: same host, wss when the page is on https.
export function realtimeUrl(location: Pick<Location, "protocol" | "host"> = window.location): string {
  const protocol = location.protocol === "https:" ? "wss" : "ws";
  return `${protocol}://${location.host}/api/ws`;
}
