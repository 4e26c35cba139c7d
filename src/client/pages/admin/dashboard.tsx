import { useQuery } from "@tanstack/react-query";
import { format } from "date-fns";
import { CheckCircle2, ClipboardList, Clock, Users } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "wouter";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { AdminLayout } from "@/features/admin/admin-layout";
import { adminStatsQuery } from "@/features/admin/api/stats";
import { TaskStatusBadge, UserTypeBadge } from "@/features/admin/badges";
import { useAuth } from "@/features/auth/auth-context";
import { ErrorNotice } from "@/components/ui/error-notice";

const CARDS = [
  ["totalUsers", "Total Users", Users],
  ["totalTasks", "Total Tasks", ClipboardList],
  ["pendingTasks", "Open Tasks", Clock],
  ["completedTasks", "Completed Tasks", CheckCircle2],
] as const;

/** 'Nov 19' this year, 'Dec 30, 2025' before. */
const joined = (iso: string) => {
  const d = new Date(iso);
  return format(d, d.getFullYear() === new Date().getFullYear() ? "MMM d" : "MMM d, yyyy");
};

function ListSkeleton() {
  return (
    <div className="grid gap-3" aria-busy="true" aria-label="Loading">
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} className="h-12 w-full" />
      ))}
    </div>
  );
}

/** A card listing the newest rows: a skeleton while loading, `emptyText` when there are none. */
function RecentList<T extends { id: string }>({
  title,
  items,
  loading,
  emptyText,
  children,
}: {
  title: string;
  items: T[] | undefined;
  loading: boolean;
  emptyText: string;
  children: (item: T) => ReactNode;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
      </CardHeader>
      <CardContent>
        {loading && <ListSkeleton />}
        {items && items.length === 0 && <p className="py-3 text-sm text-slate-600">{emptyText}</p>}
        <ul className="divide-y divide-slate-100">
          {items?.map((item) => (
            <li key={item.id} className="flex items-center justify-between gap-3 py-3">
              {children(item)}
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

export default function AdminDashboardPage() {
  const { user } = useAuth();
  const { data, isLoading, isError, error, refetch } = useQuery({
    ...adminStatsQuery(),
    enabled: user?.userType === "admin",
  });
  return (
    <AdminLayout title="Dashboard">
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {CARDS.map(([key, label, Icon]) => (
          <Card key={key} className="p-5">
            <div className="flex items-center justify-between text-sm text-slate-600">
              {label}
              <Icon className="size-5 text-brand-700" aria-hidden="true" />
            </div>
            {isLoading ? (
              <Skeleton className="mt-2 h-8 w-20" />
            ) : (
              <p className="mt-1 text-3xl font-bold text-slate-900">{data?.[key] ?? "–"}</p>
            )}
          </Card>
        ))}
      </div>
      {isError && (
        <div className="mt-4">
          <ErrorNotice error={error} fallback="The statistics could not be loaded." onRetry={() => void refetch()} />
        </div>
      )}
      <div className="mt-6 flex flex-wrap gap-2">
        <Button asChild>
          <Link href="/admin/users">Manage Users</Link>
        </Button>
        <Button variant="outline" asChild>
          <Link href="/admin/tasks">Manage Tasks</Link>
        </Button>
        <Button variant="outline" asChild>
          <Link href="/admin/taskers">Tasker Verification</Link>
        </Button>
        <Button variant="outline" asChild>
          <Link href="/admin/audit">Audit Log</Link>
        </Button>
      </div>
      <div className="mt-6 grid gap-6 lg:grid-cols-2 [&>*]:min-w-0">
        <RecentList title="Recent Users" items={data?.recentUsers} loading={isLoading} emptyText="No users yet.">
          {(u) => (
            <>
              <div className="min-w-0">
                <p className="truncate font-medium text-slate-900">
                  {u.firstName} {u.lastName}
                </p>
                <p className="truncate text-sm text-slate-600">{u.email}</p>
              </div>
              <div className="flex shrink-0 items-center gap-2">
                <UserTypeBadge type={u.userType} />
                <span className="text-xs text-slate-500">{joined(u.createdAt)}</span>
              </div>
            </>
          )}
        </RecentList>
        <RecentList title="Recent Tasks" items={data?.recentTasks} loading={isLoading} emptyText="No tasks yet.">
          {(t) => (
            <>
              <div className="min-w-0">
                <p className="truncate font-medium text-slate-900">{t.title}</p>
                <p className="truncate text-sm text-slate-600">
                  {t.category.name} · {t.customer.firstName} {t.customer.lastName}
                </p>
              </div>
              <TaskStatusBadge status={t.status} />
            </>
          )}
        </RecentList>
      </div>
    </AdminLayout>
  );
}
