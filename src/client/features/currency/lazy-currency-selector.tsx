// The currency selector, loaded after the first paint: its popover is not part of the first
// load's JavaScript. Until it arrives a disabled button of the same size shows the current code.
import { LoaderCircle } from "lucide-react";
import { lazy, Suspense } from "react";
import { useCurrency } from "./currency-context";

const Selector = lazy(() => import("./currency-selector").then((m) => ({ default: m.CurrencySelector })));

export function CurrencySelector() {
  const { currency } = useCurrency();
  return (
    <Suspense
      fallback={
        <span
          aria-label="Loading currencies"
          className="inline-flex min-h-9 items-center gap-1 rounded-lg border border-slate-200 px-2.5 text-sm font-medium text-slate-700 opacity-60"
        >
          {currency}
          <LoaderCircle className="size-3.5 animate-spin" aria-hidden="true" />
        </span>
      }
    >
      <Selector />
    </Suspense>
  );
}
