// What other features may use of messaging: sending a message, the message query keys (to refresh
// conversations) and the navbar's unread badge. The shell (root.tsx) renders the realtime connection.
export { messageKeys } from "./api/keys";
export { sendMessage } from "./api/send-message";
export { UnreadBadge } from "./unread-badge";
