// Subtotal, 5% service fee (rounded to the cent) and total, in the chosen currency; in another
// currency than USD, also what the card is charged in USD. The total shown is the sum of the two
// lines shown (rounded line by line).
import { bookingAmounts, fromCents, toCents } from "@contract/money";
import { formatLines } from "@contract/money-lines";
import { ChargedInUsd, useCurrency } from "@/features/currency";

export function PriceSummary({ rate, hours }: { rate: string; hours: number }) {
  const { currency, rates } = useCurrency();
  const a = bookingAmounts(toCents(rate), hours);
  const shown = formatLines(
    [{ amountUsd: fromCents(a.subtotalCents), quantity: hours, unitUsd: rate }, { amountUsd: fromCents(a.feeCents) }],
    currency,
    rates,
  );
  return (
    <div className="grid gap-1">
      <dl className="grid gap-2 text-sm">
        <div className="flex justify-between gap-4">
          <dt className="text-slate-600">
            Subtotal{" "}
            <span className="block text-xs text-slate-500">
              {shown.units[0]}/hr × {hours} {hours === 1 ? "hour" : "hours"}
            </span>
          </dt>
          <dd className="text-slate-900" data-testid="subtotal">
            {shown.lines[0]}
          </dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-slate-600">Service fee (5%)</dt>
          <dd className="text-slate-900" data-testid="service-fee">
            {shown.lines[1]}
          </dd>
        </div>
        <div className="flex justify-between gap-4 border-t border-slate-200 pt-2 text-base font-semibold">
          <dt>Total</dt>
          <dd data-testid="total">{shown.total}</dd>
        </div>
      </dl>
      <ChargedInUsd amountUsd={fromCents(a.totalCents)} className="text-right" />
    </div>
  );
}
