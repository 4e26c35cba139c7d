// The bell's button, the same before and after the panel's code has loaded. Its name says the count
// ("Notifications, 3 unread"), which the badge shows.
import { Bell } from "lucide-react";
import type { ComponentProps } from "react";

export function bellLabel(count: number): string {
  return count > 0 ? `Notifications, ${count.toLocaleString("en-US")} unread` : "Notifications";
}

export function BellTrigger({ count, ...props }: ComponentProps<"button"> & { count: number }) {
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      aria-expanded={false}
      aria-label={bellLabel(count)}
      data-testid="notification-bell"
      className="relative inline-flex size-11 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      {...props}
    >
      <Bell className="size-5" aria-hidden="true" />
      {count > 0 && (
        <span
          aria-hidden="true"
          data-testid="notification-count"
          className="absolute -right-0.5 -top-0.5 inline-flex min-w-5 items-center justify-center rounded-full bg-red-600 px-1 text-xs font-bold text-white"
        >
          {count > 99 ? "99+" : count}
        </span>
      )}
    </button>
  );
}
