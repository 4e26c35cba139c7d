// The navbar currency selector. FOUNDATION VERSION: shows the current code; the find-a-tasker
// work replaces it with the popover of SPEC.md §2.
import { useCurrency } from "./currency-context";

export function CurrencySelector() {
  const { currency } = useCurrency();
  return (
    <span className="inline-flex min-h-9 items-center rounded-lg border border-slate-200 px-3 text-sm font-medium text-slate-700" aria-label={`Currency: ${currency}`}>
      {currency}
    </span>
  );
}
