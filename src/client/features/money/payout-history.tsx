// A tasker's payouts, newest first: date, account, weekly, on release or requested, amount and status (with the
// reason of a failed one). The tasker's Earnings and the admin's tasker payouts page show it.
import { format as formatDate } from "date-fns";
import type { Payout } from "@contract/payouts";
import { Badge } from "@/components/ui/badge";
import { useCurrency } from "@/features/currency";

const BADGE = { pending: "info", paid: "success", failed: "danger" } as const;
const LABEL = { pending: "Pending", paid: "Paid", failed: "Failed" } as const;
const TRIGGER_NOTE = { requested: "", automatic: " · weekly", release: " · on release" } as const;

export function PayoutHistory({ payouts }: { payouts: Payout[] | undefined }) {
  const { format } = useCurrency();
  if (!payouts?.length) return <p className="mt-2 text-sm text-slate-600">No payouts yet.</p>;
  return (
    <ul className="mt-2 divide-y divide-slate-100 text-sm">
      {payouts.map((p) => (
        <li key={p.id} className="flex flex-wrap items-center justify-between gap-2 py-2" data-testid="payout-row">
          <span className="text-slate-700">
            {formatDate(new Date(p.createdAt), "MMM d, yyyy")} · {p.destination}
            {TRIGGER_NOTE[p.trigger]}
            {p.status === "failed" && p.failureMessage && (
              <span className="block text-xs text-red-700">{p.failureMessage} The money is available again.</span>
            )}
          </span>
          <span className="flex items-center gap-2">
            <span className="font-semibold text-slate-900">{format(p.amount)}</span>
            <Badge variant={BADGE[p.status]}>{LABEL[p.status]}</Badge>
          </span>
        </li>
      ))}
    </ul>
  );
}
