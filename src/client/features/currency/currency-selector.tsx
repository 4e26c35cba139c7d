// The navbar currency selector: a popover with a ~15rem scrolling list and a note, opened by the
// header's currency button (closed while the rates load or failed to load).
import { Check } from "lucide-react";
import { useState } from "react";
import { SUPPORTED_CURRENCIES } from "@contract/currency-list";
import { Popover, PopoverContent, PopoverTrigger } from "@/components/ui/popover";
import { cn } from "@/lib/utils";
import { CurrencyButton } from "./currency-button";
import { useCurrency } from "./currency-context";

export function CurrencySelector({ defaultOpen = false }: { defaultOpen?: boolean }) {
  const { currency, status, setCurrency } = useCurrency();
  const [open, setOpen] = useState(defaultOpen);
  return (
    <Popover open={open && status === "ready"} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <CurrencyButton />
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
