// One item of the notification centre, in the bell's panel and on the Notifications page: its sentence
// linking to its screen (following it marks it read), when it happened, and for an unread one a dot
// and a Mark read button.
import { Check } from "lucide-react";
import { Link } from "wouter";
import type { Notification } from "@contract/notifications";
import { cn } from "@/lib/utils";
import { markNotificationRead } from "./api/notifications";

const DATE = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric" });

/** "just now", "5 min ago", "3 h ago", "2 days ago", then the date. */
export function timeAgo(iso: string, now = Date.now()): string {
  const minutes = Math.floor((now - Date.parse(iso)) / 60_000);
  if (minutes < 1) return "just now";
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} h ago`;
  const days = Math.floor(hours / 24);
  if (days < 7) return days === 1 ? "yesterday" : `${days} days ago`;
  return DATE.format(new Date(iso));
}

const markRead = (id: string) => void markNotificationRead(id).catch(() => undefined);

export function NotificationItem({ item, onFollow }: { item: Notification; onFollow?: () => void }) {
  return (
    <li className={cn("flex items-start gap-1 rounded-lg", !item.read && "bg-brand-50")} data-testid="notification">
      <Link
        href={item.link}
        onClick={() => {
          if (!item.read) markRead(item.id);
          onFollow?.();
        }}
        className="flex min-h-11 min-w-0 flex-1 items-start gap-2 rounded-lg px-2 py-2 hover:bg-slate-50"
      >
        <span
          aria-hidden="true"
          className={cn("mt-1.5 size-2 shrink-0 rounded-full", item.read ? "bg-transparent" : "bg-brand-600")}
        />
        <span className="min-w-0 flex-1">
          <span
            className={cn("block break-words text-sm", item.read ? "text-slate-700" : "font-medium text-slate-900")}
          >
            {!item.read && <span className="sr-only">Unread: </span>}
            {item.title}
          </span>
          {item.data.reason && (
            <span className="block break-words text-xs text-slate-700" data-testid="notification-reason">
              {item.data.reason}
            </span>
          )}
          <time dateTime={item.updatedAt} className="block text-xs text-slate-600">
            {timeAgo(item.updatedAt)}
          </time>
        </span>
      </Link>
      {!item.read && (
        <button
          type="button"
          onClick={() => markRead(item.id)}
          aria-label={`Mark read: ${item.title}`}
          title="Mark read"
          className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 hover:text-slate-900"
        >
          <Check className="size-4" aria-hidden="true" />
        </button>
      )}
    </li>
  );
}
