// The bell's button, the same before and after the panel's code has loaded. Its name says the count
// ("Notifications, 3 unread"), which the badge shows. The bell is drawn here (lucide's "bell" shape)
// rather than imported: an icon from lucide would bring the other screens' icon chunk into every
// signed-in page's load.
import type { ComponentProps } from "react";

function BellIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      className="size-5"
      aria-hidden="true"
    >
      <path d="M10.268 21a2 2 0 0 0 3.464 0" />
      <path d="M3.262 15.326A1 1 0 0 0 4 17h16a1 1 0 0 0 .74-1.673C19.41 13.956 18 12.499 18 8A6 6 0 0 0 6 8c0 4.499-1.411 5.956-2.738 7.326" />
    </svg>
  );
}

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
      <BellIcon />
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
