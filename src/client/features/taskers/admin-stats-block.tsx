// Home's admin-only overview: only admins render it, so only they call the stats endpoint.
import { useQuery } from "@tanstack/react-query";
import { Link } from "wouter";
import type { AdminStats } from "@contract/admin";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { adminStatsQuery } from "@/features/admin";

type Count = keyof Pick<AdminStats, "totalUsers" | "totalTasks" | "pendingTasks" | "completedTasks">;

const CARDS: [Count, string][] = [
  ["totalUsers", "Total Users"],
  ["totalTasks", "Total Tasks"],
  ["pendingTasks", "Open Tasks"],
  ["completedTasks", "Completed Tasks"],
];

export function AdminStatsBlock() {
  const { data, isLoading, isError } = useQuery(adminStatsQuery());
  return (
    <section aria-labelledby="admin-overview" className="mx-auto max-w-6xl px-4 pt-8">
      <Card className="border-brand-200 bg-brand-50/60 p-5 sm:p-6">
        <h2 id="admin-overview" className="text-lg font-semibold text-slate-900">
          Platform overview
        </h2>
        <div className="mt-4 grid grid-cols-2 gap-3 lg:grid-cols-4">
          {CARDS.map(([key, label]) => (
            <div key={key} className="rounded-xl bg-white p-4 shadow-sm">
              <p className="text-sm text-slate-600">{label}</p>
              {isLoading ? (
                <Skeleton className="mt-2 h-7 w-16" />
              ) : (
                <p className="mt-1 text-2xl font-bold text-slate-900">{isError ? "–" : (data?.[key] ?? 0)}</p>
              )}
            </div>
          ))}
        </div>
        {isError && <p className="mt-3 text-sm text-red-700">The platform statistics could not be loaded.</p>}
        <div className="mt-4 flex flex-wrap gap-2">
          <Button size="sm" asChild>
            <Link href="/admin/dashboard">View Full Dashboard</Link>
          </Button>
          <Button size="sm" variant="outline" asChild>
            <Link href="/admin/users">Manage Users</Link>
          </Button>
          <Button size="sm" variant="outline" asChild>
            <Link href="/admin/tasks">Manage Tasks</Link>
          </Button>
          <Button size="sm" variant="outline" asChild>
            <Link href="/admin/taskers">Tasker Verification</Link>
          </Button>
        </div>
      </Card>
    </section>
  );
}
