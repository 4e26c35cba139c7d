// /admin/finance: volume, fees, refunds, held, payable and paid out from the ledger; the reconcile
// check; paused payouts; the bookings whose money moved last.
import { useQuery } from "@tanstack/react-query";
import { ErrorNotice } from "@/components/ui/error-notice";
import { Skeleton } from "@/components/ui/skeleton";
import { AdminLayout } from "@/features/admin/admin-layout";
import { adminFinanceQuery } from "@/features/money/api/admin-finance";
import { FinanceFigures, PausedPayouts, RecentBookings, Reconcile } from "@/features/money/finance-overview";

export default function AdminFinancePage() {
  const finance = useQuery(adminFinanceQuery());
  return (
    <AdminLayout title="Finance">
      {finance.isLoading && <Skeleton className="h-40 rounded-2xl" />}
      {finance.isError && (
        <ErrorNotice
          error={finance.error}
          fallback="We could not load the figures."
          onRetry={() => void finance.refetch()}
        />
      )}
      {finance.data && (
        <div className="grid gap-6">
          <FinanceFigures finance={finance.data} />
          <Reconcile finance={finance.data} />
          <div className="grid items-start gap-6 lg:grid-cols-2">
            <PausedPayouts finance={finance.data} />
            <RecentBookings finance={finance.data} />
          </div>
        </div>
      )}
    </AdminLayout>
  );
}
