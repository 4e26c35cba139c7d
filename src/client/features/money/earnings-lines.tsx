// The tasker's money per booking: gross, taskly's fee, tips, adjustments, refunds, net, status,
// where the net is when it is in more than one place ('$140.00 paid out · $5.00 available', say a tip
// after a payout) and when a held share becomes available.
import { format as formatDate } from "date-fns";
import type { EarningsLine } from "@contract/earnings";
import { EmptyState } from "@/components/ui/page-state";
import { useCurrency } from "@/features/currency";
import { FundsBadge } from "./status-badge";

function Amount({ label, value, sign = "" }: { label: string; value: string; sign?: string }) {
  const { format } = useCurrency();
  if (Number(value) === 0 && label !== "Gross") return null;
  return (
    <div className="flex justify-between gap-3 sm:block">
      <dt className="text-xs text-slate-600">{label}</dt>
      <dd className="text-sm text-slate-800">
        {sign}
        {format(value)}
      </dd>
    </div>
  );
}

const PLACES = [
  ["held", "held"],
  ["available", "available"],
  ["paidOut", "paid out"],
] as const;

function Split({ line }: { line: EarningsLine }) {
  const { format } = useCurrency();
  const parts = PLACES.filter(([key]) => Number(line[key]) > 0);
  if (parts.length < 2) return null;
  return (
    <p className="mt-1 text-xs text-slate-600" data-testid="earnings-split">
      {parts.map(([key, label]) => `${format(line[key])} ${label}`).join(" · ")}
    </p>
  );
}

function when(line: EarningsLine): string {
  if (line.status === "held") return `Available ${formatDate(new Date(line.availableAt), "MMM d, h:mm a")}`;
  if (line.releasedAt) return `Released ${formatDate(new Date(line.releasedAt), "MMM d")}`;
  return "";
}

export function EarningsLines({ lines }: { lines: EarningsLine[] }) {
  const { format } = useCurrency();
  if (lines.length === 0)
    return <EmptyState title="No earnings yet">Completed jobs show here with their payment.</EmptyState>;
  return (
    <ul className="grid gap-3" aria-label="Earnings per booking">
      {lines.map((line) => (
        <li key={line.bookingId} className="rounded-2xl border border-slate-200 p-4" data-testid="earnings-line">
          <div className="flex flex-wrap items-start justify-between gap-2">
            <div className="min-w-0">
              <p className="font-semibold text-slate-900">{line.taskTitle}</p>
              <p className="text-sm text-slate-600">
                {line.customerName}
                {line.completedAt ? ` · ${formatDate(new Date(line.completedAt), "MMM d, yyyy")}` : ""}
              </p>
            </div>
            <div className="ml-auto text-right">
              <p className="text-lg font-bold text-slate-900">{format(line.net)}</p>
              <FundsBadge status={line.status} />
              <Split line={line} />
            </div>
          </div>
          <dl className="mt-3 grid grid-cols-1 gap-1 border-t border-slate-100 pt-3 sm:grid-cols-5 sm:gap-3">
            <Amount label="Gross" value={line.gross} />
            <Amount label="taskly fee" value={line.fee} sign="− " />
            <Amount label="Tips" value={line.tips} sign="+ " />
            <Amount label="Adjustments" value={line.adjustments} sign="+ " />
            <Amount label="Refunds" value={line.refunds} sign="− " />
          </dl>
          <p className="mt-2 text-xs text-slate-600">{when(line)}</p>
        </li>
      ))}
    </ul>
  );
}
