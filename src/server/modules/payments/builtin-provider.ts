// The built-in provider: validates the card like a processor would (Luhn, expiry, CVC) and keeps
// no card data. Test cards: 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined.
import { randomUUID } from "node:crypto";
import { cardBrand, cardDigits, expiryInFuture, luhnValid } from "../../../contract/money";
import type {
  AuthorizeRequest,
  AuthorizeResult,
  ChargeResult,
  OnboardingResult,
  PaymentProvider,
  PayoutDestinationRequest,
  PayoutDestinationResult,
  PayoutRequest,
  PayoutResult,
  SavedCardCharge,
} from "./provider";

/** The built-in provider's card tokens: `bt_` + last 4 digits + a random part; they carry no card number. */
const BUILTIN_TOKEN = /^bt_\d{4}_[0-9a-f]{32}$/;

/** Card numbers the built-in provider always declines (the documented test card first). */
export const DECLINED_TEST_CARDS = new Set(["4000000000000002", "4000000000009995"]);

export class BuiltinPaymentProvider implements PaymentProvider {
  readonly name = "builtin";
  readonly payoutSetup = "bank_account";
  readonly paysOutOnRelease = false;
  constructor(readonly requiresIdBeforePayout = false) {}
  /** How many authorizations succeeded (tests count charges with it). */
  authorizations = 0;

  async authorize({ amountCents, card, saveCard }: AuthorizeRequest): Promise<AuthorizeResult> {
    if (!card) return { ok: false, kind: "invalid", field: "number", message: "Enter your card details." };
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
    const last4 = digits.slice(-4);
    const cardToken = saveCard ? `bt_${last4}_${randomHex()}` : undefined;
    return { ok: true, ref: `bi_${randomHex()}`, brand: cardBrand(digits), last4, cardToken };
  }

  async capture(): Promise<void> {
    // Nothing to call: the built-in provider settles instantly.
  }

  async refund(): Promise<void> {
    // Nothing to call: the built-in provider settles instantly.
  }

  async chargeSaved({ cardToken, amountCents }: SavedCardCharge): Promise<ChargeResult> {
    if (!BUILTIN_TOKEN.test(cardToken)) return { ok: false, kind: "invalid", message: "This saved card is not valid." };
    if (!Number.isInteger(amountCents) || amountCents <= 0)
      return { ok: false, kind: "invalid", message: "The amount must be positive." };
    if (cardToken.startsWith("bt_0002_")) return { ok: false, kind: "declined", message: "Your card was declined." };
    return { ok: true, ref: `bc_${randomHex()}` };
  }

  async payout({ destinationRef, amountCents }: PayoutRequest): Promise<PayoutResult> {
    if (!destinationRef) return { ok: false, message: "No payout account." };
    if (!Number.isInteger(amountCents) || amountCents <= 0)
      return { ok: false, message: "The amount must be positive." };
    return { ok: true, ref: `bp_${randomHex()}` };
  }

  async createPayoutDestination(request: PayoutDestinationRequest): Promise<PayoutDestinationResult> {
    // The account was validated by the API; the built-in provider settles instantly and keeps nothing.
    if (!request.holderName.trim()) return { ok: false, message: "The account holder is missing." };
    return { ok: true, ref: `bd_${randomHex()}` };
  }

  async startPayoutOnboarding(): Promise<OnboardingResult> {
    return { ok: false, kind: "unsupported", message: "Add your bank account on the payout account form." };
  }
}

function randomHex(): string {
  return randomUUID().replace(/-/g, "");
}
