// The header's currency button: the current code, disabled while the rates load (a spinner in place
// of the chevron) and on error, so it keeps one width (the navbar fits a 360 px phone and nothing
// shifts when the rates arrive). The same button opens the popover once its code has loaded.
import { ChevronDown, LoaderCircle } from "lucide-react";
import type { ComponentProps } from "react";
import { useCurrency } from "./currency-context";

export function CurrencyButton(props: ComponentProps<"button">) {
  const { currency, status } = useCurrency();
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      aria-expanded={false}
      disabled={status !== "ready"}
      aria-label={status === "loading" ? "Loading currencies" : `Currency: ${currency}. Change currency`}
      className="inline-flex min-h-9 items-center gap-1 rounded-lg border border-slate-200 px-2.5 text-sm font-medium text-slate-700 hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-60"
      {...props}
    >
      {currency}
      {status === "loading" ? (
        <LoaderCircle className="size-3.5 animate-spin" aria-hidden="true" />
      ) : (
        <ChevronDown className="size-3.5" aria-hidden="true" />
      )}
    </button>
  );
}
