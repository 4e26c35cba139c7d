// The payment provider boundary: the booking code only ever talks to this interface, so a real
// processor (Stripe, Adyen…) replaces the built-in one without touching bookings.
import type { CardInput } from "../../../contract/bookings";

export interface AuthorizeRequest {
  amountCents: number;
  currency: string;
  card: CardInput;
  /** Passed to processors that deduplicate authorizations themselves. */
  idempotencyKey?: string;
}

export type AuthorizeResult =
  | { ok: true; ref: string; brand: string; last4: string }
  /** invalid: the card details are wrong (400); declined: the issuer said no (402). */
  | { ok: false; kind: "invalid" | "declined"; field?: "number" | "expiry" | "cvc"; message: string };

export interface PaymentProvider {
  readonly name: string;
  authorize(request: AuthorizeRequest): Promise<AuthorizeResult>;
  /** Takes `amountCents` of an authorization. */
  capture(ref: string, amountCents: number): Promise<void>;
  /** Gives `amountCents` back (releases the uncaptured part of an authorization, or refunds a capture). */
  refund(ref: string, amountCents: number): Promise<void>;
}
