// /admin/taskers/:id/payouts (id = the tasker's user id): their balances, payout account, paused
// state (Pause payouts / Resume payouts) and payout history.
import { useQuery } from "@tanstack/react-query";
import { useParams } from "wouter";
import { AdminLayout } from "@/features/admin/admin-layout";
import { AdminBackLink, AdminQueryState } from "@/features/admin/admin-query";
import { AdminTaskerPayoutsView } from "@/features/money/admin-tasker-payouts";
import { adminTaskerPayoutsQuery } from "@/features/money/api/admin-tasker-payouts";

export default function AdminTaskerPayoutsPage() {
  const { id } = useParams<{ id: string }>();
  const payouts = useQuery(adminTaskerPayoutsQuery(id));
  return (
    <AdminLayout title="Tasker payouts" actions={<AdminBackLink href="/admin/taskers">Taskers</AdminBackLink>}>
      <AdminQueryState query={payouts} fallback="We could not load this tasker's payouts.">
        {(data) => <AdminTaskerPayoutsView data={data} />}
      </AdminQueryState>
    </AdminLayout>
  );
}
