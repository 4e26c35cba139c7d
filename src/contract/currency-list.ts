// The supported currencies with their names, for the currency selector and the rate service
// (currency.ts re-exports them). A price needs only the symbols (currency-symbols.ts).
import { CURRENCY_SYMBOLS, type CurrencyCode } from "./currency-symbols";

const NAMES: Record<CurrencyCode, string> = {
  USD: "US Dollar",
  EUR: "Euro",
  GBP: "British Pound",
  CAD: "Canadian Dollar",
  AUD: "Australian Dollar",
  NGN: "Nigerian Naira",
  KES: "Kenyan Shilling",
  GHS: "Ghanaian Cedi",
  ZAR: "South African Rand",
  INR: "Indian Rupee",
  JPY: "Japanese Yen",
  CNY: "Chinese Yuan",
  BRL: "Brazilian Real",
  MXN: "Mexican Peso",
  CHF: "Swiss Franc",
  SGD: "Singapore Dollar",
  AED: "UAE Dirham",
};

export const SUPPORTED_CURRENCIES = (Object.keys(CURRENCY_SYMBOLS) as CurrencyCode[]).map((code) => ({
  code,
  symbol: CURRENCY_SYMBOLS[code],
  name: NAMES[code],
}));
