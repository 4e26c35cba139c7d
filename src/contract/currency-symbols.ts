// The 17 supported currencies' codes and symbols, in the order the currency selector lists them.

export const CURRENCY_SYMBOLS = {
  USD: "$",
  EUR: "€",
  GBP: "£",
  CAD: "C$",
  AUD: "A$",
  NGN: "₦",
  KES: "KSh",
  GHS: "GH₵",
  ZAR: "R",
  INR: "₹",
  JPY: "¥",
  CNY: "CN¥",
  BRL: "R$",
  MXN: "MX$",
  CHF: "CHF",
  SGD: "S$",
  AED: "AED",
} as const;
export type CurrencyCode = keyof typeof CURRENCY_SYMBOLS;
