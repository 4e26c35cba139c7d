import { describe, expect, it } from "vitest";
import {
  bookingAmountStrings,
  bookingAmounts,
  cancellationAmounts,
  cardBrand,
  cardDigits,
  expiryInFuture,
  fromCents,
  luhnValid,
  toCents,
} from "./money";

describe("money in cents", () => {
  it("parses and prints API amounts exactly", () => {
    expect(toCents("45.00")).toBe(4500);
    expect(toCents("45.5")).toBe(4550);
    expect(toCents("0.07")).toBe(7);
    expect(toCents(19.99)).toBe(1999);
    expect(toCents("105")).toBe(10500);
    expect(() => toCents("-1")).toThrow();
    expect(() => toCents("1.234")).toThrow();
    expect(() => toCents("abc")).toThrow();
    expect(fromCents(10500)).toBe("105.00");
    expect(fromCents(7)).toBe("0.07");
  });

  it("computes subtotal, a 5% fee rounded to the cent, and the total", () => {
    expect(bookingAmounts(5000, 2)).toEqual({ subtotalCents: 10000, feeCents: 500, totalCents: 10500 });
    // 33.33 × 3 = 99.99 → fee 4.9995 → 5.00
    expect(bookingAmounts(3333, 3)).toEqual({ subtotalCents: 9999, feeCents: 500, totalCents: 10499 });
    // 10.10 × 1 → fee 0.505 → 0.51 (half up)
    expect(bookingAmounts(1010, 1).feeCents).toBe(51);
    expect(bookingAmountStrings("65.00", 2)).toEqual({ subtotal: "130.00", serviceFee: "6.50", total: "136.50" });
  });
});

describe("cancellation", () => {
  const start = new Date("2030-06-10T15:00:00Z");
  const base = { totalCents: 13650, rateCents: 6500, start };
  it("is free until 24 hours before the start, for either side", () => {
    const early = new Date(start.getTime() - 24 * 3_600_000 - 1000);
    expect(cancellationAmounts({ ...base, now: early, by: "customer" })).toMatchObject({
      free: true,
      feeCents: 0,
      refundCents: 13650,
    });
    expect(cancellationAmounts({ ...base, now: early, by: "customer" }).freeUntil.toISOString()).toBe(
      "2030-06-09T15:00:00.000Z",
    );
  });
  it("charges a late customer one hour of the rate, refunds the rest", () => {
    const late = new Date(start.getTime() - 23 * 3_600_000);
    expect(cancellationAmounts({ ...base, now: late, by: "customer" })).toMatchObject({
      free: false,
      feeCents: 6500,
      refundCents: 7150,
    });
    expect(
      cancellationAmounts({ ...base, now: new Date(start.getTime() - 24 * 3_600_000), by: "customer" }).feeCents,
    ).toBe(6500);
  });
  it("refunds everything when the tasker cancels late", () => {
    const late = new Date(start.getTime() - 3_600_000);
    expect(cancellationAmounts({ ...base, now: late, by: "tasker" })).toMatchObject({
      free: false,
      feeCents: 0,
      refundCents: 13650,
    });
  });
  it("never keeps more than the total", () => {
    expect(cancellationAmounts({ totalCents: 3000, rateCents: 5000, start, now: start, by: "customer" })).toMatchObject(
      { feeCents: 3000, refundCents: 0 },
    );
  });
});

describe("cards", () => {
  it("checks Luhn", () => {
    expect(luhnValid("4242424242424242")).toBe(true);
    expect(luhnValid("4000000000000002")).toBe(true);
    expect(luhnValid("4242424242424241")).toBe(false);
    expect(luhnValid("42")).toBe(false);
    expect(cardDigits("4242 4242-4242 4242")).toBe("4242424242424242");
  });
  it("accepts an expiry this month or later", () => {
    const now = new Date("2026-11-22T00:00:00Z");
    expect(expiryInFuture("11/26", now)).toBe(true);
    expect(expiryInFuture("12/30", now)).toBe(true);
    expect(expiryInFuture("10/26", now)).toBe(false);
    expect(expiryInFuture("13/30", now)).toBe(false);
    expect(expiryInFuture("1230", now)).toBe(false);
  });
  it("names the brand", () => {
    expect(cardBrand("4242424242424242")).toBe("visa");
    expect(cardBrand("5555555555554444")).toBe("mastercard");
    expect(cardBrand("378282246310005")).toBe("amex");
  });
});
