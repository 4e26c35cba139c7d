// An admin's view of one tasker's payouts: who, the payout account (masked), whether payouts are
// paused and why (with Pause payouts / Resume payouts), the balances and the payout history.
import { format as formatDate } from "date-fns";
import { Landmark } from "lucide-react";
import type { AdminTaskerPayouts } from "@contract/finance";
import { Badge } from "@/components/ui/badge";
import { BalanceCards } from "./balance-cards";
import { Panel } from "./panel";
import { PayoutHistory } from "./payout-history";
import { PayoutPauseControl } from "./payout-pause-control";
import { EmailText } from "@/components/ui/email-text";

export function AdminTaskerPayoutsView({ data }: { data: AdminTaskerPayouts }) {
  return (
    <div className="grid gap-6">
      <section
        aria-labelledby="tasker-title"
        className="grid gap-3 rounded-2xl border border-slate-200 bg-white p-4 sm:p-5"
      >
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0">
            <h2 id="tasker-title" className="text-lg font-semibold text-slate-900">
              {data.name}
            </h2>
            <p className="text-sm text-slate-600 [overflow-wrap:anywhere]">
              <EmailText email={data.email} />
            </p>
          </div>
          <PayoutPauseControl taskerId={data.taskerId} name={data.name} paused={Boolean(data.paused)} />
        </div>
        <p className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
          <Landmark className="size-4 text-slate-600" aria-hidden="true" />
          <span data-testid="admin-payout-account">{data.account ?? "No payout account yet"}</span>
        </p>
        {data.paused ? (
          <p className="flex flex-wrap items-center gap-2 text-sm text-red-900" data-testid="payouts-paused">
            <Badge variant="danger">Payouts paused</Badge>
            {data.paused.reason} · since {formatDate(new Date(data.paused.pausedAt), "MMM d, yyyy")}
          </p>
        ) : (
          <p className="text-sm text-slate-600">Payouts run on request and every Monday.</p>
        )}
      </section>
      <BalanceCards balance={data.balance} />
      <Panel id="history-title" title="Payout history">
        <PayoutHistory payouts={data.payouts} />
      </Panel>
    </div>
  );
}
