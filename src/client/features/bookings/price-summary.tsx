// Subtotal, 5% service fee (rounded to the cent) and total, in the chosen currency; in another
// currency than USD, also what the card is charged in USD.
import { bookingAmounts, fromCents, toCents } from "@contract/money";
import { ChargedInUsd, useCurrency } from "@/features/currency";

export function PriceSummary({ rate, hours }: { rate: string; hours: number }) {
  const { format } = useCurrency();
  const a = bookingAmounts(toCents(rate), hours);
  const usd = (cents: number) => format(cents / 100);
  return (
    <div className="grid gap-1">
      <dl className="grid gap-2 text-sm">
        <div className="flex justify-between gap-4">
          <dt className="text-slate-600">
            Subtotal{" "}
            <span className="block text-xs text-slate-500">
              {format(rate)}/hr × {hours} {hours === 1 ? "hour" : "hours"}
            </span>
          </dt>
          <dd className="text-slate-900" data-testid="subtotal">
            {usd(a.subtotalCents)}
          </dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-slate-600">Service fee (5%)</dt>
          <dd className="text-slate-900" data-testid="service-fee">
            {usd(a.feeCents)}
          </dd>
        </div>
        <div className="flex justify-between gap-4 border-t border-slate-200 pt-2 text-base font-semibold">
          <dt>Total</dt>
          <dd data-testid="total">{usd(a.totalCents)}</dd>
        </div>
      </dl>
      <ChargedInUsd amountUsd={fromCents(a.totalCents)} className="text-right" />
    </div>
  );
}
