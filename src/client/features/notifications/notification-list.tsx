// The Notifications page's list: every item, newest first, a page at a time ("Load more").
import { useInfiniteQuery } from "@tanstack/react-query";
import { Bell } from "lucide-react";
import { EmptyState } from "@/components/ui/empty-state";
import { ErrorNotice } from "@/components/ui/error-notice";
import { LoadMoreButton } from "@/components/ui/load-more";
import { Skeleton } from "@/components/ui/skeleton";
import { notificationsQuery } from "./api/notifications";
import { NotificationItem } from "./notification-item";

export const NOTIFICATIONS_PAGE_SIZE = 20;

export function NotificationList() {
  const query = useInfiniteQuery(notificationsQuery(NOTIFICATIONS_PAGE_SIZE));
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];
  const total = query.data?.pages[0]?.total ?? 0;
  if (query.isLoading)
    return (
      <div className="grid gap-2">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} className="h-14" />
        ))}
      </div>
    );
  if (query.isError)
    return (
      <ErrorNotice
        error={query.error}
        fallback="We could not load your notifications."
        onRetry={() => void query.refetch()}
      />
    );
  if (items.length === 0)
    return (
      <EmptyState icon={Bell} title="No notifications yet">
        Offers, bookings, payments and reviews that concern you will show here.
      </EmptyState>
    );
  return (
    <div>
      <p className="mb-2 text-sm text-slate-600">
        Showing {items.length} of {total}
      </p>
      <ul className="grid gap-1 rounded-2xl border border-slate-200 bg-white p-2" aria-label="Notifications">
        {items.map((item) => (
          <NotificationItem key={item.id} item={item} />
        ))}
      </ul>
      {query.hasNextPage && (
        <LoadMoreButton
          label="Load more"
          loading={query.isFetchingNextPage}
          onLoad={() => void query.fetchNextPage()}
        />
      )}
    </div>
  );
}
