// What other features may use of the notification centre: the navbar's bell (its code loads once
// signed in), the query keys, and the socket's count for the bell. The panel and the list load lazily.
export { notificationKeys } from "./api/keys";
export { setNotificationUnread } from "./api/live";
export { NotificationBell } from "./bell";
