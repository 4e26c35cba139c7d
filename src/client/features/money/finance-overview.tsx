// The admin Finance page's content: money figures from the ledger, the reconcile result, the
// taskers whose payouts are paused (each opening their payouts, with Resume payouts) and the
// bookings whose money moved last (each opening that booking's money).
import { format as formatDate } from "date-fns";
import { CheckCircle2, TriangleAlert } from "lucide-react";
import { Link } from "wouter";
import { formatUsd } from "@contract/currency";
import { JOURNAL_KIND_LABELS, type AdminFinance } from "@contract/finance";
import { Panel } from "./panel";
import { PayoutPauseControl } from "./payout-pause-control";

const FIGURES = [
  ["volume", "Volume charged"],
  ["fees", "taskly fees"],
  ["refunds", "Refunds"],
  ["held", "Held for taskers"],
  ["payable", "Payable to taskers"],
  ["paidOut", "Paid out"],
] as const;

export function FinanceFigures({ finance }: { finance: AdminFinance }) {
  return (
    <dl className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-6">
      {FIGURES.map(([key, label]) => (
        <div key={key} className="rounded-2xl border border-slate-200 bg-white p-4" data-testid={`finance-${key}`}>
          <dt className="text-sm text-slate-600">{label}</dt>
          <dd className="mt-1 text-xl font-bold text-slate-900">{formatUsd(finance[key])}</dd>
        </div>
      ))}
    </dl>
  );
}

export function Reconcile({ finance }: { finance: AdminFinance }) {
  const { violations, checkedAt } = finance.reconcile;
  const ok = violations.length === 0 && finance.ledgerBalanceCents === 0;
  return (
    <section aria-labelledby="reconcile-title" className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-5">
      <h2 id="reconcile-title" className="flex items-center gap-2 font-semibold text-slate-900">
        {ok ? (
          <CheckCircle2 className="size-5 shrink-0 text-emerald-700" aria-hidden="true" />
        ) : (
          <TriangleAlert className="size-5 shrink-0 text-red-700" aria-hidden="true" />
        )}
        Reconcile: {ok ? "the ledger balances and every rule holds" : `${violations.length} broken rule(s)`}
      </h2>
      <p className="text-xs text-slate-600">
        Ledger balance {finance.ledgerBalanceCents} cents · checked{" "}
        {formatDate(new Date(checkedAt), "MMM d, h:mm:ss a")}
      </p>
      {violations.length > 0 && (
        <ul className="mt-3 grid gap-2 text-sm">
          {violations.map((v) => (
            <li key={`${v.rule}-${v.subject}`} className="rounded-xl bg-red-50 p-3 text-red-900">
              <span className="font-medium">{v.rule}</span>: {v.subject} ({v.detail})
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export function PausedPayouts({ finance }: { finance: AdminFinance }) {
  return (
    <Panel id="paused-title" title="Paused payouts">
      {finance.pausedTaskers.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">
          No tasker&apos;s payouts are paused. Pause them from{" "}
          <Link href="/admin/taskers" className="font-medium text-brand-700 underline-offset-4 hover:underline">
            Taskers
          </Link>
          .
        </p>
      ) : (
        <ul className="mt-2 divide-y divide-slate-100 text-sm">
          {finance.pausedTaskers.map((p) => (
            <li key={p.taskerId} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <span>
                <Link
                  href={`/admin/taskers/${p.taskerId}/payouts`}
                  className="font-medium text-brand-700 underline-offset-4 hover:underline"
                >
                  {p.name}
                </Link>{" "}
                · {p.reason} · since {formatDate(new Date(p.pausedAt), "MMM d")}
              </span>
              <PayoutPauseControl taskerId={p.taskerId} name={p.name} paused />
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}

export function RecentBookings({ finance }: { finance: AdminFinance }) {
  return (
    <Panel id="recent-title" title="Latest money by booking">
      {finance.recentBookings.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">No money has moved yet.</p>
      ) : (
        <ul className="mt-2 divide-y divide-slate-100 text-sm">
          {finance.recentBookings.map((b) => (
            <li key={b.bookingId} className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 py-2">
              <Link
                href={`/admin/bookings/${b.bookingId}/money`}
                className="min-w-0 font-medium text-brand-700 underline-offset-4 hover:underline"
              >
                {b.taskTitle}
              </Link>
              <span className="text-slate-600">
                {JOURNAL_KIND_LABELS[b.lastMovement]} · {formatDate(new Date(b.movedAt), "MMM d, h:mm a")}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
