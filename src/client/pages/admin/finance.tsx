// /admin/finance: volume, fees, refunds, held, payable and paid out from the ledger; the reconcile
// check; paused payouts; the bookings whose money moved last.
import { useQuery } from "@tanstack/react-query";
import { AdminLayout } from "@/features/admin/admin-layout";
import { AdminQueryState } from "@/features/admin/admin-query";
import { adminFinanceQuery } from "@/features/money/api/admin-finance";
import { FinanceFigures, PausedPayouts, RecentBookings, Reconcile } from "@/features/money/finance-overview";

export default function AdminFinancePage() {
  const finance = useQuery(adminFinanceQuery());
  return (
    <AdminLayout title="Finance">
      <AdminQueryState query={finance} fallback="We could not load the figures.">
        {(data) => (
          <div className="grid gap-6">
            <FinanceFigures finance={data} />
            <Reconcile finance={data} />
            <div className="grid items-start gap-6 lg:grid-cols-2">
              <PausedPayouts finance={data} />
              <RecentBookings finance={data} />
            </div>
          </div>
        )}
      </AdminQueryState>
    </AdminLayout>
  );
}
