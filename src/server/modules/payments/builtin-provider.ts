// The built-in provider: validates the card like a processor would (Luhn, expiry, CVC) and keeps
// no card data. Test cards: 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined.
import { randomUUID } from "node:crypto";
import { cardBrand, cardDigits, expiryInFuture, luhnValid } from "../../../contract/money";
import type { AuthorizeRequest, AuthorizeResult, PaymentProvider } from "./provider";

/** Card numbers the built-in provider always declines (the documented test card first). */
export const DECLINED_TEST_CARDS = new Set(["4000000000000002", "4000000000009995"]);

export class BuiltinPaymentProvider implements PaymentProvider {
  readonly name = "builtin";
  /** How many authorizations succeeded (tests count charges with it). */
  authorizations = 0;

  async authorize({ amountCents, card }: AuthorizeRequest): Promise<AuthorizeResult> {
    const digits = cardDigits(card.number);
    if (!luhnValid(digits))
      return { ok: false, kind: "invalid", field: "number", message: "Enter a valid card number." };
    if (!expiryInFuture(card.expiry))
      return { ok: false, kind: "invalid", field: "expiry", message: "This card has expired." };
    if (!/^\d{3,4}$/.test(card.cvc.trim()))
      return { ok: false, kind: "invalid", field: "cvc", message: "CVC is 3 or 4 digits." };
    if (!Number.isInteger(amountCents) || amountCents <= 0)
      return { ok: false, kind: "invalid", message: "The amount must be positive." };
    if (DECLINED_TEST_CARDS.has(digits))
      return { ok: false, kind: "declined", message: "Your card was declined. Please use another card." };
    this.authorizations += 1;
    return { ok: true, ref: `bi_${randomUUID().replace(/-/g, "")}`, brand: cardBrand(digits), last4: digits.slice(-4) };
  }

  async capture(): Promise<void> {
    // Nothing to call: the built-in provider settles instantly.
  }

  async refund(): Promise<void> {
    // Nothing to call: the built-in provider settles instantly.
  }
}
