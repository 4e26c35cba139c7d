// /admin/bookings/:id/money: one booking's money for admins (amounts, the tasker's share, tips,
// price changes, the dispute and every ledger journal); reached from Finance and Disputes.
import { useQuery } from "@tanstack/react-query";
import { ArrowLeft } from "lucide-react";
import { Link, useParams } from "wouter";
import { Button } from "@/components/ui/button";
import { ErrorNotice } from "@/components/ui/error-notice";
import { Skeleton } from "@/components/ui/skeleton";
import { AdminLayout } from "@/features/admin/admin-layout";
import { AdminBookingMoneyView } from "@/features/money/admin-booking-money";
import { adminBookingMoneyQuery } from "@/features/money/api/admin-booking-money";

export default function AdminBookingMoneyPage() {
  const { id } = useParams<{ id: string }>();
  const money = useQuery(adminBookingMoneyQuery(id));
  return (
    <AdminLayout
      title="Booking money"
      actions={
        <Button variant="ghost" asChild>
          <Link href="/admin/finance">
            <ArrowLeft /> Finance
          </Link>
        </Button>
      }
    >
      {money.isLoading && <Skeleton className="h-96 rounded-2xl" />}
      {money.isError && (
        <ErrorNotice
          error={money.error}
          fallback="We could not load this booking's money."
          onRetry={() => void money.refetch()}
        />
      )}
      {money.data && <AdminBookingMoneyView money={money.data} />}
    </AdminLayout>
  );
}
