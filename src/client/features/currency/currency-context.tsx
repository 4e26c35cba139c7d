// Currency context. FOUNDATION VERSION: formats in USD only; the find-a-tasker work replaces
// this file with detection, rates and the 17 currencies, keeping the useCurrency() interface.
import { createContext, useContext, useMemo, type ReactNode } from "react";

export interface CurrencyValue {
  currency: string;
  status: "loading" | "ready" | "error";
  /** Formats an amount given in USD in the chosen currency. */
  format(amountUsd: number | string | null | undefined): string;
  setCurrency(code: string): void;
}

const CurrencyContext = createContext<CurrencyValue | null>(null);

export function CurrencyProvider({ children }: { children: ReactNode }) {
  const value = useMemo<CurrencyValue>(
    () => ({
      currency: "USD",
      status: "ready",
      format: (amount) => {
        const n = Number(amount);
        return Number.isFinite(n) ? `$${n.toFixed(2)}` : "$0";
      },
      setCurrency: () => undefined,
    }),
    [],
  );
  return <CurrencyContext.Provider value={value}>{children}</CurrencyContext.Provider>;
}

export function useCurrency(): CurrencyValue {
  const value = useContext(CurrencyContext);
  if (!value) throw new Error("useCurrency must be used inside CurrencyProvider");
  return value;
}
