// The notification settings screen's content (pages/notification-settings.tsx).
export { NotificationSettings } from "./notification-settings";
