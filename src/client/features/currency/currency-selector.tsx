// The navbar currency selector: a popover with a ~15rem scrolling list and a note.
// Disabled while rates load (a spinner in place of the chevron) and on error, always showing the
// current code, so the button keeps one width: the navbar fits a 360 px phone and nothing shifts
// when the rates arrive. On error a warning sign takes the chevron's place and the error text
// ('Failed to initialize currency system') is the button's description and its tooltip.
import { Check, ChevronDown, LoaderCircle, TriangleAlert } from "lucide-react";
import { useId, useState } from "react";
import { SUPPORTED_CURRENCIES } from "@contract/currency";
import { Popover, PopoverContent, PopoverTrigger } from "@/components/ui/popover";
import { cn } from "@/lib/utils";
import { CURRENCY_INIT_FAILED, useCurrency } from "./currency-context";

const TRIGGER =
  "inline-flex min-h-9 items-center gap-1 rounded-lg border border-slate-200 px-2.5 text-sm font-medium text-slate-700 hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-60";

/** The selector when the currency system could not start: the code, disabled, saying why. */
function CurrencyError({ currency, error }: { currency: string; error: string }) {
  const errorId = useId();
  // The tooltip sits on a wrapper: some browsers give a disabled button no pointer events.
  return (
    <span title={error} className="inline-flex">
      <button
        type="button"
        disabled
        aria-label={`Currency: ${currency}`}
        aria-describedby={errorId}
        className={TRIGGER}
      >
        {currency}
        <TriangleAlert className="size-3.5 text-amber-700" aria-hidden="true" />
      </button>
      <span id={errorId} className="sr-only">
        {error}
      </span>
    </span>
  );
}

export function CurrencySelector() {
  const { currency, status, error, setCurrency } = useCurrency();
  const [open, setOpen] = useState(false);
  if (status === "error") return <CurrencyError currency={currency} error={error ?? CURRENCY_INIT_FAILED} />;
  const disabled = status !== "ready";
  return (
    <Popover open={open && !disabled} onOpenChange={setOpen}>
      <PopoverTrigger
        disabled={disabled}
        aria-label={status === "loading" ? "Loading currencies" : `Currency: ${currency}. Change currency`}
        className={TRIGGER}
      >
        {currency}
        {status === "loading" ? (
          <LoaderCircle className="size-3.5 animate-spin" aria-hidden="true" />
        ) : (
          <ChevronDown className="size-3.5" aria-hidden="true" />
        )}
      </PopoverTrigger>
      <PopoverContent className="w-64 p-2">
        <p className="px-2 pb-2 pt-1 text-sm font-semibold text-slate-900">Choose currency</p>
        <ul className="max-h-60 overflow-y-auto" aria-label="Currencies">
          {SUPPORTED_CURRENCIES.map((c) => (
            <li key={c.code}>
              <button
                type="button"
                onClick={() => {
                  setCurrency(c.code);
                  setOpen(false);
                }}
                aria-current={c.code === currency ? "true" : undefined}
                className={cn(
                  "flex min-h-10 w-full items-center gap-3 rounded-lg px-2 text-left text-sm hover:bg-slate-100",
                  c.code === currency && "bg-brand-50 font-semibold text-brand-800",
                )}
              >
                <span className="w-10 font-mono text-xs text-slate-600">{c.code}</span>
                <span className="flex-1">{c.name}</span>
                <span className="text-slate-500">{c.symbol}</span>
                {c.code === currency && <Check className="size-4 text-brand-700" aria-hidden="true" />}
              </button>
            </li>
          ))}
        </ul>
        <p className="mt-2 border-t border-slate-100 px-2 pt-2 text-xs text-slate-600">
          Prices are automatically converted using current exchange rates.
        </p>
      </PopoverContent>
    </Popover>
  );
}
