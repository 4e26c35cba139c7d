// /admin/taskers/:id/payouts (id = the tasker's user id): their balances, payout account, paused
// state (Pause payouts / Resume payouts) and payout history.
import { useQuery } from "@tanstack/react-query";
import { ArrowLeft } from "lucide-react";
import { Link, useParams } from "wouter";
import { Button } from "@/components/ui/button";
import { ErrorNotice } from "@/components/ui/error-notice";
import { Skeleton } from "@/components/ui/skeleton";
import { AdminLayout } from "@/features/admin/admin-layout";
import { AdminTaskerPayoutsView } from "@/features/money/admin-tasker-payouts";
import { adminTaskerPayoutsQuery } from "@/features/money/api/admin-tasker-payouts";

export default function AdminTaskerPayoutsPage() {
  const { id } = useParams<{ id: string }>();
  const payouts = useQuery(adminTaskerPayoutsQuery(id));
  return (
    <AdminLayout
      title="Tasker payouts"
      actions={
        <Button variant="ghost" asChild>
          <Link href="/admin/taskers">
            <ArrowLeft /> Taskers
          </Link>
        </Button>
      }
    >
      {payouts.isLoading && <Skeleton className="h-64 rounded-2xl" />}
      {payouts.isError && (
        <ErrorNotice
          error={payouts.error}
          fallback="We could not load this tasker's payouts."
          onRetry={() => void payouts.refetch()}
        />
      )}
      {payouts.data && <AdminTaskerPayoutsView data={payouts.data} />}
    </AdminLayout>
  );
}
