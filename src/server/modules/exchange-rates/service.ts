// Exchange rates per USD: the primary service, then the fallback, then the built-in rates of
// src/contract/currency.ts. Cached for 24 hours; a slow provider is abandoned after a few seconds; concurrent
// callers share one fetch in flight. Rates are public data, so a per-process cache is enough.
import { BUILTIN_RATES, SUPPORTED_CURRENCIES } from "../../../contract/currency";
import type { ExchangeRates } from "../../../contract/currency-api";

export type FetchLike = (
  url: string,
  init?: { signal?: AbortSignal },
) => Promise<{ ok: boolean; json(): Promise<unknown> }>;

export const RATES_TTL_MS = 24 * 3600 * 1000;
const PROVIDER_TIMEOUT_MS = 3000;

/** Supported rates from a provider's body, or null when the body is not a usable answer. */
export function parseProviderRates(body: unknown): Record<string, number> | null {
  if (!body || typeof body !== "object") return null;
  const b = body as { result?: unknown; success?: unknown; rates?: unknown };
  if (b.result !== undefined && b.result !== "success") return null;
  if (b.success !== undefined && b.success !== true) return null;
  if (!b.rates || typeof b.rates !== "object") return null;
  const rates: Record<string, number> = { USD: 1 };
  for (const { code } of SUPPORTED_CURRENCIES) {
    const value = (b.rates as Record<string, unknown>)[code];
    if (typeof value === "number" && Number.isFinite(value) && value > 0) rates[code] = value;
  }
  // An answer without most of our currencies is not trusted; the built-ins fill single gaps.
  if (Object.keys(rates).length < 5) return null;
  return { ...BUILTIN_RATES, ...rates };
}

export interface RatesSource {
  primaryUrl: string;
  fallbackUrl: string;
  fetch?: FetchLike;
  now?: () => number;
}

export function createExchangeRates(source: RatesSource) {
  const fetchImpl: FetchLike = source.fetch ?? ((url, init) => fetch(url, init));
  const now = source.now ?? Date.now;
  let cached: { value: ExchangeRates; at: number } | null = null;
  let inFlight: Promise<ExchangeRates> | null = null;

  async function tryProvider(url: string): Promise<Record<string, number> | null> {
    try {
      const response = await fetchImpl(url, { signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS) });
      if (!response.ok) return null;
      return parseProviderRates(await response.json());
    } catch {
      return null; // network error, timeout or garbage: try the next source
    }
  }

  async function load(): Promise<ExchangeRates> {
    const fetchedAt = new Date(now()).toISOString();
    const primary = await tryProvider(source.primaryUrl);
    if (primary) return { base: "USD", rates: primary, source: "primary", fetchedAt };
    const fallback = await tryProvider(source.fallbackUrl);
    if (fallback) return { base: "USD", rates: fallback, source: "fallback", fetchedAt };
    return { base: "USD", rates: { ...BUILTIN_RATES }, source: "builtin", fetchedAt };
  }

  return {
    async get(): Promise<ExchangeRates> {
      if (cached && now() - cached.at < RATES_TTL_MS) return cached.value;
      inFlight ??= load()
        .then((value) => {
          // Built-in rates are a stopgap: retry the services after an hour rather than a day.
          cached = { value, at: value.source === "builtin" ? now() - RATES_TTL_MS + 3600 * 1000 : now() };
          return value;
        })
        .finally(() => {
          inFlight = null;
        });
      return inFlight;
    },
  };
}
