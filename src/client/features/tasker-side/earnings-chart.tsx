// Earnings per month, last 6 months: plain CSS bars with the amounts in the chosen currency.
import { format as formatDate } from "date-fns";
import type { MonthlyEarnings } from "@contract/dashboard";
import { useCurrency } from "@/features/currency";

export function EarningsChart({ months }: { months: MonthlyEarnings[] }) {
  const { format } = useCurrency();
  const max = Math.max(...months.map((m) => Number(m.amount)), 0);
  const total = months.reduce((sum, m) => sum + Math.round(Number(m.amount) * 100), 0) / 100;
  return (
    <figure>
      <figcaption className="sr-only">Earnings per month for the last 6 months, total {format(total)}</figcaption>
      <p className="text-sm text-slate-600">
        Last 6 months: <span className="font-semibold text-slate-900">{format(total)}</span>
      </p>
      <ol className="mt-4 grid h-48 grid-cols-6 items-end gap-2 sm:gap-4" aria-label="Earnings per month">
        {months.map((m) => {
          const amount = Number(m.amount);
          const height = max > 0 ? Math.max(amount > 0 ? 4 : 0, Math.round((amount / max) * 100)) : 0;
          const [year, month] = m.month.split("-").map(Number);
          const date = new Date(year, month - 1, 1);
          return (
            <li
              key={m.month}
              className="flex h-full flex-col items-center justify-end gap-1.5"
              data-testid="earnings-month"
              data-month={m.month}
              data-amount={m.amount}
            >
              <span className="hidden text-[11px] font-medium text-slate-700 sm:block">
                {amount > 0 ? format(amount) : ""}
              </span>
              <span className="relative flex w-full flex-1 items-end justify-center rounded-t-md bg-slate-50">
                <span
                  className="w-full max-w-12 rounded-t-md bg-brand-600"
                  style={{ height: `${height}%` }}
                  aria-hidden="true"
                />
              </span>
              <span className="text-xs text-slate-600">
                <span aria-hidden="true">{formatDate(date, "MMM")}</span>
                <span className="sr-only">
                  {formatDate(date, "MMMM yyyy")}: {format(amount)}
                </span>
              </span>
            </li>
          );
        })}
      </ol>
    </figure>
  );
}
