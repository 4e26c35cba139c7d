// The parts of an admin screen built on one query: a skeleton while it loads, the error with Try
// again, else the content; and the link back to the list a detail screen was opened from.
import type { UseQueryResult } from "@tanstack/react-query";
import { ArrowLeft } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "wouter";
import { Button } from "@/components/ui/button";
import { ErrorNotice } from "@/components/ui/error-notice";
import { Skeleton } from "@/components/ui/skeleton";

export function AdminQueryState<T>({
  query,
  fallback,
  children,
}: {
  query: UseQueryResult<T>;
  /** What the screen says when the server fails. */
  fallback: string;
  children: (data: T) => ReactNode;
}) {
  if (query.isLoading) return <Skeleton className="h-64 rounded-2xl" />;
  if (query.isError)
    return <ErrorNotice error={query.error} fallback={fallback} onRetry={() => void query.refetch()} />;
  return query.data === undefined ? null : children(query.data);
}

export function AdminBackLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Button variant="ghost" asChild>
      <Link href={href}>
        <ArrowLeft /> {children}
      </Link>
    </Button>
  );
}
