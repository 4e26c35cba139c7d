// Booking money in integer cents: subtotal = rate × hours, a service fee (5%) rounded
// to the cent, total = subtotal + fee; and the cancellation split. Never float sums.
import { FREE_CANCELLATION_HOURS, SERVICE_FEE_PERCENT } from "./constants";

const MONEY = /^(\d{1,8})(?:\.(\d{1,2}))?$/;

/** "45.5" / "45.50" / 45.5 → 4550. Throws on anything that is not a non-negative amount. */
export function toCents(amount: string | number): number {
  const text = typeof amount === "number" ? amount.toFixed(2) : amount.trim();
  const match = MONEY.exec(text);
  if (!match) throw new Error(`Not an amount: ${String(amount)}`);
  return Number(match[1]) * 100 + Number((match[2] ?? "0").padEnd(2, "0"));
}

/** 4550 → "45.50", the API's money format. */
export function fromCents(cents: number): string {
  if (!Number.isInteger(cents) || cents < 0) throw new Error(`Not a cent amount: ${cents}`);
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, "0")}`;
}

/** -4550 → "-45.50": a signed amount, as ledger entries and admin figures show it. */
export function fromSignedCents(cents: number): string {
  return cents < 0 ? `-${fromCents(-cents)}` : fromCents(cents);
}

export interface BookingAmounts {
  subtotalCents: number;
  feeCents: number;
  totalCents: number;
}

/** Subtotal, service fee (SERVICE_FEE_PERCENT, half-up to the cent) and total of `hours` at `rateCents` per hour. */
export function bookingAmounts(rateCents: number, hours: number): BookingAmounts {
  const subtotalCents = rateCents * hours;
  const feeCents = Math.floor((subtotalCents * SERVICE_FEE_PERCENT + 50) / 100);
  return { subtotalCents, feeCents, totalCents: subtotalCents + feeCents };
}

/** The same, as API strings. */
export function bookingAmountStrings(
  rate: string | number,
  hours: number,
): { subtotal: string; serviceFee: string; total: string } {
  const a = bookingAmounts(toCents(rate), hours);
  return { subtotal: fromCents(a.subtotalCents), serviceFee: fromCents(a.feeCents), total: fromCents(a.totalCents) };
}

export type CancelledBy = "customer" | "tasker";

export interface CancellationAmounts {
  /** Free cancellation ends at this instant (24 hours before the start). */
  freeUntil: Date;
  free: boolean;
  /** Kept and paid to the tasker. */
  feeCents: number;
  /** Given back to the customer. */
  refundCents: number;
}

/**
 * Free until 24 hours before the start. Later, a customer's cancellation pays the tasker one hour
 * of the booked rate (never more than the total) and refunds the rest; a tasker's cancellation
 * always refunds everything.
 */
export function cancellationAmounts(o: {
  totalCents: number;
  rateCents: number;
  start: Date;
  now: Date;
  by: CancelledBy;
}): CancellationAmounts {
  const freeUntil = new Date(o.start.getTime() - FREE_CANCELLATION_HOURS * 3_600_000);
  const free = o.now.getTime() < freeUntil.getTime();
  const feeCents = free || o.by === "tasker" ? 0 : Math.min(o.rateCents, o.totalCents);
  return { freeUntil, free, feeCents, refundCents: o.totalCents - feeCents };
}

/** Luhn checksum of a card number (digits only). */
export function luhnValid(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** The card number without spaces or dashes. */
export const cardDigits = (number: string) => number.replace(/[\s-]/g, "");

/** True when an "MM/YY" expiry is this month or later. */
export function expiryInFuture(expiry: string, now: Date = new Date()): boolean {
  const match = /^(\d{2})\s*\/\s*(\d{2})$/.exec(expiry.trim());
  if (!match) return false;
  const month = Number(match[1]);
  if (month < 1 || month > 12) return false;
  const year = 2000 + Number(match[2]);
  return year > now.getUTCFullYear() || (year === now.getUTCFullYear() && month >= now.getUTCMonth() + 1);
}

/** Visa, Mastercard, Amex, Discover, else 'card'. */
export function cardBrand(digits: string): string {
  if (/^4/.test(digits)) return "visa";
  if (/^(5[1-5]|2[2-7])/.test(digits)) return "mastercard";
  if (/^3[47]/.test(digits)) return "amex";
  if (/^6(011|5)/.test(digits)) return "discover";
  return "card";
}
