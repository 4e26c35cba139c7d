// The chosen currency and exchange rates. The choice is stored in local storage under
// `userCurrency`; without one it is detected (IP location's currency, its country, the browser
// language's country, else USD). Rates come from our server and are kept for 24 hours under
// `exchangeRateCache`. Every price on every screen is formatted by `format` here; amounts shown with
// their total go through `formatLines` (@contract/money-lines), which only the screens with totals load.
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from "react";
import {
  BUILTIN_RATES,
  detectCurrency,
  formatMoney,
  isSupportedCurrency,
  type CurrencyCode,
} from "@contract/currency-format";
import type { IpLocation } from "@contract/currency-api";
import { readStorage, writeStorage } from "@/lib/storage";
import { fetchExchangeRates, fetchIpLocation } from "./api/exchange-rates";

export const CURRENCY_STORAGE_KEY = "userCurrency";
export const RATES_STORAGE_KEY = "exchangeRateCache";
const RATES_TTL_MS = 24 * 3600 * 1000;
/** The seed client's error text when the rates cannot be read at start; prices then use the built-in rates. */
export const CURRENCY_INIT_FAILED = "Failed to initialize currency system";

interface RatesCache {
  rates: Record<string, number>;
  timestamp: number;
  baseCurrency: "USD";
}

export interface CurrencyValue {
  currency: CurrencyCode;
  status: "loading" | "ready" | "error";
  error: string | null;
  /** Formats an amount given in USD in the chosen currency. */
  format(amountUsd: number | string | null | undefined): string;
  /** Per USD, as `format` uses them. */
  rates: Record<string, number>;
  setCurrency(code: string): void;
}

const CurrencyContext = createContext<CurrencyValue | null>(null);

function readRatesCache(): RatesCache | null {
  try {
    const cache = JSON.parse(readStorage(RATES_STORAGE_KEY) ?? "null") as RatesCache | null;
    if (cache && typeof cache.timestamp === "number" && cache.rates && Date.now() - cache.timestamp < RATES_TTL_MS)
      return cache;
  } catch {
    /* unreadable: fetch again */
  }
  return null;
}

function readStoredCurrency(): CurrencyCode | null {
  const stored = readStorage(CURRENCY_STORAGE_KEY);
  return stored && isSupportedCurrency(stored) ? (stored.toUpperCase() as CurrencyCode) : null;
}

export function CurrencyProvider({ children }: { children: ReactNode }) {
  // The first render uses USD and the built-in rates, as the server renders every page; the stored
  // choice and rates come in after hydration.
  const [currency, setCurrencyState] = useState<CurrencyCode>("USD");
  const [rates, setRates] = useState<Record<string, number>>(BUILTIN_RATES);
  const [status, setStatus] = useState<CurrencyValue["status"]>("loading");
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let cancelled = false;
    async function initialize() {
      try {
        const cached = readRatesCache();
        const stored = readStoredCurrency();
        if (cached) setRates(cached.rates);
        if (stored) setCurrencyState(stored);
        if (!cached) {
          const fresh = await fetchExchangeRates();
          if (cancelled) return;
          setRates(fresh.rates);
          writeStorage(
            RATES_STORAGE_KEY,
            JSON.stringify({ rates: fresh.rates, timestamp: Date.now(), baseCurrency: "USD" } satisfies RatesCache),
          );
        }
        if (!stored) {
          let location: IpLocation = { currency: null, country_code: null };
          try {
            location = await fetchIpLocation();
          } catch (lookupError) {
            console.warn("Location lookup failed", lookupError);
          }
          const detected = detectCurrency({
            ipCurrency: location.currency,
            ipCountry: location.country_code,
            browserLanguage: typeof navigator === "undefined" ? null : navigator.language,
          });
          if (cancelled) return;
          setCurrencyState(detected);
          writeStorage(CURRENCY_STORAGE_KEY, detected);
        }
        if (!cancelled) setStatus("ready");
      } catch (initError) {
        console.warn(CURRENCY_INIT_FAILED, initError);
        if (!cancelled) {
          setError(CURRENCY_INIT_FAILED);
          setStatus("error");
        }
      }
    }
    void initialize();
    return () => {
      cancelled = true;
    };
  }, []);

  const setCurrency = useCallback((code: string) => {
    if (!isSupportedCurrency(code)) return;
    const next = code.toUpperCase() as CurrencyCode;
    setCurrencyState(next);
    writeStorage(CURRENCY_STORAGE_KEY, next);
  }, []);

  const format = useCallback(
    (amount: number | string | null | undefined) => formatMoney(amount, currency, rates),
    [currency, rates],
  );
  const value = useMemo<CurrencyValue>(
    () => ({ currency, status, error, format, rates, setCurrency }),
    [currency, status, error, format, rates, setCurrency],
  );
  return <CurrencyContext.Provider value={value}>{children}</CurrencyContext.Provider>;
}

export function useCurrency(): CurrencyValue {
  const value = useContext(CurrencyContext);
  if (!value) throw new Error("useCurrency must be used inside CurrencyProvider");
  return value;
}
