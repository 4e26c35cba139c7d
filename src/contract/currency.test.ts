import { describe, expect, it } from "vitest";
import {
  BUILTIN_RATES,
  COUNTRY_CURRENCY,
  SUPPORTED_CURRENCIES,
  detectCurrency,
  formatMinorUnits,
  formatMoney,
  formatUsd,
  toMinorUnits,
} from "./currency";

describe("currencies", () => {
  it("supports 17 currencies and about 28 countries", () => {
    expect(SUPPORTED_CURRENCIES.map((c) => c.code)).toEqual([
      "USD",
      "EUR",
      "GBP",
      "CAD",
      "AUD",
      "NGN",
      "KES",
      "GHS",
      "ZAR",
      "INR",
      "JPY",
      "CNY",
      "BRL",
      "MXN",
      "CHF",
      "SGD",
      "AED",
    ]);
    expect(Object.keys(COUNTRY_CURRENCY).length).toBeGreaterThanOrEqual(28);
    for (const c of ["AD", "FR", "DE", "ES", "IT", "NL", "BE"]) expect(COUNTRY_CURRENCY[c]).toBe("EUR");
    expect(BUILTIN_RATES).toMatchObject({ USD: 1, EUR: 0.85, GBP: 0.73, NGN: 1520, INR: 83, CAD: 1.35, AUD: 1.55 });
  });

  it("formats through USD with the currency's symbol and decimals", () => {
    expect(formatMoney(65, "USD")).toBe("$65.00");
    expect(formatMoney("100", "EUR", { EUR: 0.9 })).toBe("€90.00");
    expect(formatMoney(10, "JPY", { JPY: 151.4 })).toBe("¥1,514");
    expect(formatMoney(1234.5, "NGN")).toBe("₦1,876,440.00");
  });

  it("shows the symbol and 0 for amounts that are not numbers", () => {
    expect(formatMoney("abc", "EUR")).toBe("€0");
    expect(formatMoney(null, "USD")).toBe("$0");
    expect(formatMoney(Number.NaN, "GBP")).toBe("£0");
  });

  it("detects in order: stored, IP currency, IP country, browser language, USD", () => {
    expect(detectCurrency({ stored: "GBP", ipCurrency: "EUR" })).toBe("GBP");
    expect(detectCurrency({ stored: "XXX", ipCurrency: "eur" })).toBe("EUR");
    expect(detectCurrency({ ipCurrency: "KRW", ipCountry: "DE" })).toBe("EUR");
    expect(detectCurrency({ ipCountry: "ZZ", browserLanguage: "en-NG" })).toBe("NGN");
    expect(detectCurrency({ browserLanguage: "fr" })).toBe("USD");
    expect(detectCurrency({})).toBe("USD");
  });

  it("converts once and rounds half away from zero, without binary noise", () => {
    expect(toMinorUnits("65.00", "EUR")).toBe(5525); // 65 × 0.85 is 55.2499… in binary
    expect(toMinorUnits("6.50", "EUR")).toBe(553); // 5.525 → 5.53
    expect(toMinorUnits("-6.50", "EUR")).toBe(-553);
    expect(toMinorUnits("156.51", "JPY", { JPY: 150 })).toBe(23477); // 23,476.5 → 23,477
    expect(toMinorUnits("abc", "EUR")).toBeNull();
    expect(formatMinorUnits(-325, "USD")).toBe("-$3.25");
    expect(formatMinorUnits(23476, "JPY")).toBe("¥23,476");
    expect(formatUsd("204.75")).toBe("$204.75");
  });
});
