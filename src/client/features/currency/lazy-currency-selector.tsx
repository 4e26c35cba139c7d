// The currency selector, loaded after the first paint: its popover is not part of the first
// load's JavaScript. Until it arrives the button shows as while rates load.
import { lazy, Suspense } from "react";

const Selector = lazy(() => import("./currency-selector").then((m) => ({ default: m.CurrencySelector })));

export function CurrencySelector() {
  return (
    <Suspense
      fallback={
        <span className="inline-flex min-h-9 items-center rounded-lg border border-slate-200 px-2.5 text-sm font-medium text-slate-600">
          Loading...
        </span>
      }
    >
      <Selector />
    </Suspense>
  );
}
