// The bell's panel (loaded on the bell's first click): the newest items, unread ones marked, each
// linking to its screen; Mark all read; See all for the Notifications page.
import { useInfiniteQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Link } from "wouter";
import { ErrorNotice } from "@/components/ui/error-notice";
import { Popover, PopoverContent, PopoverTrigger } from "@/components/ui/popover";
import { Skeleton } from "@/components/ui/skeleton";
import { markAllNotificationsRead, notificationsQuery } from "./api/notifications";
import { BellTrigger } from "./bell-trigger";
import { NotificationItem } from "./notification-item";

const PANEL_ITEMS = 6;

export function BellPanel({ count, defaultOpen = false }: { count: number; defaultOpen?: boolean }) {
  const [open, setOpen] = useState(defaultOpen);
  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <BellTrigger count={count} />
      </PopoverTrigger>
      <PopoverContent
        aria-label="Notifications"
        collisionPadding={8}
        className="w-[min(24rem,calc(100vw-1rem))] p-2"
        data-testid="notification-panel"
      >
        {open && <PanelBody count={count} close={() => setOpen(false)} />}
      </PopoverContent>
    </Popover>
  );
}

function PanelBody({ count, close }: { count: number; close(): void }) {
  const query = useInfiniteQuery(notificationsQuery(PANEL_ITEMS));
  const items = query.data?.pages[0]?.items ?? [];
  const [marking, setMarking] = useState(false);
  const markAll = () => {
    setMarking(true);
    markAllNotificationsRead()
      .catch(() => undefined)
      .finally(() => setMarking(false));
  };
  return (
    <div>
      <div className="flex items-center justify-between gap-2 px-2 pb-1">
        <h2 className="text-base font-semibold text-slate-900">Notifications</h2>
        {count > 0 && (
          <button
            type="button"
            onClick={markAll}
            disabled={marking}
            className="min-h-11 rounded-lg px-2 text-sm font-medium text-brand-700 hover:bg-slate-100 disabled:opacity-50"
          >
            Mark all read
          </button>
        )}
      </div>
      {query.isLoading ? (
        <div className="grid gap-2 p-2">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-10" />
          ))}
        </div>
      ) : query.isError ? (
        <ErrorNotice
          error={query.error}
          fallback="We could not load your notifications."
          onRetry={() => void query.refetch()}
        />
      ) : items.length === 0 ? (
        <p className="px-2 py-6 text-center text-sm text-slate-600">No notifications yet.</p>
      ) : (
        <ul className="grid max-h-[60vh] gap-1 overflow-y-auto" aria-label="Newest notifications">
          {items.map((item) => (
            <NotificationItem key={item.id} item={item} onFollow={close} />
          ))}
        </ul>
      )}
      <div className="mt-1 grid grid-cols-2 gap-1 border-t border-slate-100 pt-1">
        <Link
          href="/notifications"
          onClick={close}
          className="flex min-h-11 items-center justify-center rounded-lg text-sm font-medium text-brand-700 hover:bg-slate-50"
        >
          See all notifications
        </Link>
        <Link
          href="/settings/notifications"
          onClick={close}
          className="flex min-h-11 items-center justify-center rounded-lg text-sm font-medium text-brand-700 hover:bg-slate-50"
        >
          Notification settings
        </Link>
      </div>
    </div>
  );
}
