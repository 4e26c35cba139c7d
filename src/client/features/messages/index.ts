// What other features may use of messaging: sending a message, the message query keys (to refresh
// conversations), the realtime connection and the navbar's unread badge.
export { messageKeys } from "./api/keys";
export { sendMessage } from "./api/send-message";
export { RealtimeConnection } from "./realtime-connection";
export { UnreadBadge } from "./unread-badge";
