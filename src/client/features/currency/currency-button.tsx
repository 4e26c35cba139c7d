// The header's currency button: the current code, disabled while the rates load (a spinner in place
// of the chevron) and on error, so it keeps one width (the navbar fits a 360 px phone and nothing
// shifts when the rates arrive). On error a warning sign takes the chevron's place and the error
// text ('Failed to initialize currency system') is the button's title: its tooltip and its
// accessible description. The same button opens the popover once its code has loaded.
import { ChevronDown, LoaderCircle } from "lucide-react";
import type { ComponentProps } from "react";
import { CURRENCY_INIT_FAILED, useCurrency } from "./currency-context";

export function CurrencyButton(props: ComponentProps<"button">) {
  const { currency, status, error } = useCurrency();
  const failed = status === "error";
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      aria-expanded={false}
      disabled={status !== "ready"}
      aria-label={
        status === "loading" ? "Loading currencies" : `Currency: ${currency}${failed ? "" : ". Change currency"}`
      }
      title={failed ? (error ?? CURRENCY_INIT_FAILED) : undefined}
      className="inline-flex min-h-9 items-center gap-1 rounded-lg border border-slate-200 px-2.5 text-sm font-medium text-slate-700 hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-60"
      {...props}
    >
      {currency}
      {status === "loading" ? (
        <LoaderCircle className="size-3.5 animate-spin" aria-hidden="true" />
      ) : failed ? (
        <span className="text-amber-700" aria-hidden="true">
          ⚠
        </span>
      ) : (
        <ChevronDown className="size-3.5" aria-hidden="true" />
      )}
    </button>
  );
}
