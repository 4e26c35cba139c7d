// What a price needs of the currencies: their codes and symbols, detection, built-in rates and
// formatting, without the currencies' names (currency.ts adds them). No zod here: the client loads
// this on every page (API schemas are in currency-api.ts).
import { CURRENCY_SYMBOLS, type CurrencyCode } from "./currency-symbols";

export { CURRENCY_SYMBOLS, type CurrencyCode } from "./currency-symbols";
export type Currency = { code: string; symbol: string; name: string };

export const BASE_CURRENCY = "USD";
const SUPPORTED = new Set<string>(Object.keys(CURRENCY_SYMBOLS));
export const isSupportedCurrency = (code: unknown): code is CurrencyCode =>
  typeof code === "string" && SUPPORTED.has(code.toUpperCase());

/** Country (ISO 3166 alpha-2) → currency, about 28 countries. */
export const COUNTRY_CURRENCY: Record<string, CurrencyCode> = {
  US: "USD",
  GB: "GBP",
  CA: "CAD",
  AU: "AUD",
  NG: "NGN",
  KE: "KES",
  GH: "GHS",
  ZA: "ZAR",
  IN: "INR",
  JP: "JPY",
  CN: "CNY",
  BR: "BRL",
  MX: "MXN",
  CH: "CHF",
  SG: "SGD",
  AE: "AED",
  AD: "EUR",
  FR: "EUR",
  DE: "EUR",
  ES: "EUR",
  IT: "EUR",
  NL: "EUR",
  BE: "EUR",
  IE: "EUR",
  PT: "EUR",
  AT: "EUR",
  FI: "EUR",
  GR: "EUR",
};

/** Built-in rates per USD for all 17 currencies, used when both rate services fail. */
export const BUILTIN_RATES: Record<CurrencyCode, number> = {
  USD: 1,
  EUR: 0.85,
  GBP: 0.73,
  NGN: 1520,
  INR: 83,
  CAD: 1.35,
  AUD: 1.55,
  KES: 129,
  GHS: 15.5,
  ZAR: 18.2,
  JPY: 150,
  CNY: 7.2,
  BRL: 5.4,
  MXN: 17.8,
  CHF: 0.88,
  SGD: 1.34,
  AED: 3.67,
};

const ZERO_DECIMALS = new Set(["JPY", "KRW"]);
export const currencyDecimals = (code: string) => (ZERO_DECIMALS.has(code) ? 0 : 2);
export const currencySymbol = (code: string): string =>
  Object.hasOwn(CURRENCY_SYMBOLS, code) ? CURRENCY_SYMBOLS[code as CurrencyCode] : code;

// One money display: every amount is converted from USD once, rounded to the currency's decimals
// (half away from zero), and shown with its symbol. Amounts shown together with their total follow
// money-lines.ts (rounded line by line, the total their sum as shown).

const rateOf = (code: string, rates: Record<string, number>) =>
  code === BASE_CURRENCY ? 1 : (rates[code] ?? BUILTIN_RATES[code as CurrencyCode]);

const asNumber = (amount: number | string | null | undefined): number | null => {
  const value = typeof amount === "string" ? Number(amount) : amount;
  return value == null || typeof value !== "number" || !Number.isFinite(value) ? null : value;
};

/** A USD amount in whole minor units of `code` (cents, or yen): converted once, rounded half away from zero. */
export function toMinorUnits(
  amountUsd: number | string | null | undefined,
  code: string,
  rates: Record<string, number> = BUILTIN_RATES,
): number | null {
  const amount = asNumber(amountUsd);
  const rate = rateOf(code, rates);
  if (amount === null || !rate) return null;
  // Through whole US cents, then cleared of binary noise (65 × 0.85 is 55.24999…) before rounding.
  const exact = (Math.round(amount * 100) * rate * 10 ** currencyDecimals(code)) / 100;
  const cleaned = Math.round(exact * 1e6) / 1e6;
  return Math.sign(cleaned) * Math.round(Math.abs(cleaned));
}

/** Minor units of `code` as shown: "€55.25", "¥23,476", "-$3.25". */
export function formatMinorUnits(minor: number, code: string): string {
  const decimals = currencyDecimals(code);
  const value = (Math.abs(minor) / 10 ** decimals).toLocaleString("en-US", {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  });
  return `${minor < 0 ? "-" : ""}${currencySymbol(code)}${value}`;
}

/** Converts a USD amount and formats it with the currency's symbol and decimals.
 *  Not-a-number shows the symbol and 0. */
export function formatMoney(
  amountUsd: number | string | null | undefined,
  code: string,
  rates: Record<string, number> = BUILTIN_RATES,
): string {
  const minor = toMinorUnits(amountUsd, code, rates);
  return minor === null ? `${currencySymbol(code)}0` : formatMinorUnits(minor, code);
}

/** What the card is charged, in USD: "$136.50". */
export const formatUsd = (amountUsd: number | string | null | undefined) => formatMoney(amountUsd, BASE_CURRENCY);

/** The detection order: stored choice, IP currency, IP country, browser language. */
export function detectCurrency(input: {
  stored?: string | null;
  ipCurrency?: string | null;
  ipCountry?: string | null;
  browserLanguage?: string | null;
}): CurrencyCode {
  const pick = (code: string | null | undefined) =>
    code && isSupportedCurrency(code) ? (code.toUpperCase() as CurrencyCode) : null;
  const fromCountry = (country: string | null | undefined) =>
    country ? (COUNTRY_CURRENCY[country.toUpperCase()] ?? null) : null;
  const languageCountry = input.browserLanguage?.split(/[-_]/)[1];
  return (
    pick(input.stored) ??
    pick(input.ipCurrency) ??
    fromCountry(input.ipCountry) ??
    fromCountry(languageCountry) ??
    "USD"
  );
}
