// An admin's view of one booking's money: who and when, the amounts by journal kind, where the
// tasker's share is, tips, price changes and the dispute, then every ledger journal (admin-journals.tsx).
import { format as formatDate } from "date-fns";
import { Link } from "wouter";
import { DISPUTE_REASON_LABELS, type BookingExtras } from "@contract/booking-extras";
import type { AdminBookingMoney } from "@contract/finance";
import { plural } from "@contract/plural";
import { useCurrency } from "@/features/currency";
import { AdminJournals } from "./admin-journals";
import { FundsBadge } from "./status-badge";

const day = (iso: string) => formatDate(new Date(iso), "MMM d, yyyy h:mm a");
const FIGURES = [
  ["gross", "Charged for the job"],
  ["fee", "taskly fees"],
  ["tips", "Tips"],
  ["adjustments", "Price changes"],
  ["refunds", "Refunded"],
  ["net", "Tasker's net"],
  ["held", "Held"],
  ["available", "Available"],
  ["paidOut", "Paid out"],
] as const;

function Figures({ money }: { money: AdminBookingMoney }) {
  const { format } = useCurrency();
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
      {FIGURES.map(([key, label]) => (
        <div key={key} className="rounded-xl border border-slate-200 bg-white p-3" data-testid={`money-${key}`}>
          <dt className="text-xs text-slate-600">{label}</dt>
          <dd className="font-semibold text-slate-900">{format(money.amounts[key])}</dd>
        </div>
      ))}
    </dl>
  );
}

function Changes({ extras }: { extras: BookingExtras }) {
  const { format } = useCurrency();
  const d = extras.dispute;
  if (!extras.tips.length && !extras.adjustments.length && !d) return null;
  return (
    <ul
      className="grid gap-2 rounded-2xl border border-slate-200 bg-white p-4 text-sm"
      aria-label="Tips, price changes and dispute"
    >
      {extras.tips.map((t) => (
        <li key={t.id}>
          Tip {format(t.amount)} · {day(t.createdAt)}
        </li>
      ))}
      {extras.adjustments.map((a) => (
        <li key={a.id}>
          {a.kind === "extra_hours" ? plural(a.hours ?? 0, "extra hour") : "Expense"} {format(a.total)} ({a.status}):{" "}
          {a.note}
        </li>
      ))}
      {d && (
        <li data-testid="admin-dispute">
          Dispute ({d.status.replace("_", " ")}): {DISPUTE_REASON_LABELS[d.reason]}, {format(d.requestedRefund)} asked
          {d.counterRefund && `, ${format(d.counterRefund)} offered by the tasker`}
          {d.refund && `. Settled: ${format(d.refund)} refunded, ${format(d.released ?? "0")} released`}
          {d.resolutionNote && ` (${d.resolutionNote})`}
        </li>
      )}
    </ul>
  );
}

export function AdminBookingMoneyView({ money }: { money: AdminBookingMoney }) {
  return (
    <div className="grid gap-6">
      <section
        aria-labelledby="booking-title"
        className="grid gap-2 rounded-2xl border border-slate-200 bg-white p-4 sm:p-5"
      >
        <h2 id="booking-title" className="text-lg font-semibold text-slate-900">
          {money.taskTitle}
        </h2>
        <p className="text-sm text-slate-600">
          {money.receiptNumber} · booking {money.bookingStatus.replace("_", " ")} · {day(money.scheduledDate)}
          {money.completedAt && ` · completed ${day(money.completedAt)}`}
        </p>
        <p className="text-sm text-slate-700">
          Customer {money.customer.name} · Tasker{" "}
          <Link
            href={`/admin/taskers/${money.tasker.id}/payouts`}
            className="font-medium text-brand-700 underline-offset-4 hover:underline"
          >
            {money.tasker.name}
          </Link>
        </p>
        {money.fundsStatus && (
          <p className="flex flex-wrap items-center gap-2 text-sm text-slate-700" data-testid="admin-funds">
            Tasker&apos;s share: <FundsBadge status={money.fundsStatus} />
            {money.fundsStatus === "held" && money.availableAt && `until ${day(money.availableAt)}`}
            {money.releasedAt && money.fundsStatus !== "held" && `released ${day(money.releasedAt)}`}
          </p>
        )}
      </section>
      <Figures money={money} />
      <Changes extras={money.extras} />
      <AdminJournals journals={money.journals} />
    </div>
  );
}
