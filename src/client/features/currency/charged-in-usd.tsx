// Beside a total shown in another display currency: what the card is really charged, in USD
// ('Charged in USD: $71.40'). Nothing while the display currency is USD.
import { formatUsd } from "@contract/currency-format";
import { cn } from "@/lib/utils";
import { useCurrency } from "./currency-context";

export function ChargedInUsd({ amountUsd, className }: { amountUsd: string; className?: string }) {
  const { currency } = useCurrency();
  if (currency === "USD") return null;
  return (
    <p className={cn("text-xs text-slate-600", className)} data-testid="charged-in-usd">
      Charged in USD: {formatUsd(amountUsd)}
    </p>
  );
}
