// /admin/bookings/:id/money: one booking's money for admins (amounts, the tasker's share, tips,
// price changes, the dispute and every ledger journal); reached from Finance and Disputes.
import { useQuery } from "@tanstack/react-query";
import { useParams } from "wouter";
import { AdminLayout } from "@/features/admin/admin-layout";
import { AdminBackLink, AdminQueryState } from "@/features/admin/admin-query";
import { AdminBookingMoneyView } from "@/features/money/admin-booking-money";
import { adminBookingMoneyQuery } from "@/features/money/api/admin-booking-money";

export default function AdminBookingMoneyPage() {
  const { id } = useParams<{ id: string }>();
  const money = useQuery(adminBookingMoneyQuery(id));
  return (
    <AdminLayout title="Booking money" actions={<AdminBackLink href="/admin/finance">Finance</AdminBackLink>}>
      <AdminQueryState query={money} fallback="We could not load this booking's money.">
        {(data) => <AdminBookingMoneyView money={data} />}
      </AdminQueryState>
    </AdminLayout>
  );
}
