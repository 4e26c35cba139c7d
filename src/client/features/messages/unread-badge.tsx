// The unread count on the navbar Messages icon. FOUNDATION VERSION: renders nothing until the
// messaging work supplies the live count.
export function UnreadBadge() {
  return null;
}
