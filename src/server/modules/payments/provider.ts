// The payment provider boundary: the booking code only ever talks to this interface, so a real
// processor (Stripe, Adyen…) replaces the built-in one without touching bookings.
import type { CardInput } from "../../../contract/bookings";

export interface AuthorizeRequest {
  amountCents: number;
  currency: string;
  /** Card details (the built-in provider). */
  card?: CardInput;
  /** A processor's payment method, tokenized in the browser by its own fields (Stripe: `pm_…`). */
  paymentMethodId?: string;
  /** Named after the cause (see `processorKey`): a retry with it authorizes once. */
  idempotencyKey: string;
  /** The customer agreed to keep the card as a processor token for tips and approved price changes. */
  saveCard?: boolean;
}

export type AuthorizeResult =
  | {
      ok: true;
      ref: string;
      brand: string;
      last4: string;
      /** With saveCard: the processor's token of the card. */ cardToken?: string;
    }
  /** invalid: the card details are wrong (400); declined: the issuer said no (402). */
  | { ok: false; kind: "invalid" | "declined"; field?: "number" | "expiry" | "cvc"; message: string };

export interface PaymentProvider {
  readonly name: string;
  /**
   * How taskers give their payout destination: `bank_account` on taskly's own form
   * (`createPayoutDestination`), or `hosted_onboarding` on the processor's pages (`startPayoutOnboarding`).
   */
  readonly payoutSetup: "bank_account" | "hosted_onboarding";
  /**
   * True when a tasker's share is sent to their processor account as soon as it is released (Stripe
   * Connect: the processor then pays their bank on its own schedule); false when released money waits
   * in the available balance for a payout on request or the weekly run.
   */
  readonly paysOutOnRelease: boolean;
  /**
   * The operator's REQUIRE_ID_BEFORE_FIRST_PAYOUT: no payout to a tasker without a live "ID verified"
   * badge. Kept with the provider because every payout path (on request, weekly, on release) gets it.
   */
  readonly requiresIdBeforePayout: boolean;
  authorize(request: AuthorizeRequest): Promise<AuthorizeResult>;
  /**
   * Takes `amountCents` of an authorization. Every money call takes an idempotency key named after its
   * cause: the same call retried with it moves the money once.
   */
  capture(ref: string, amountCents: number, idempotencyKey: string): Promise<void>;
  /** Gives `amountCents` back (releases the uncaptured part of an authorization, or refunds a capture). */
  refund(ref: string, amountCents: number, idempotencyKey: string): Promise<void>;
  /** Charges (and captures at once) a card kept as a token at booking: tips and approved adjustments. */
  chargeSaved(request: SavedCardCharge): Promise<ChargeResult>;
  /**
   * Sends `amountCents` to a tasker's payout destination (a bank account, or a processor's connected
   * account). `{ ok: false }` is a refusal (nothing was sent); a throw means the outcome is unknown, and
   * the payout is resent later with the same key.
   */
  payout(request: PayoutRequest): Promise<PayoutResult>;
  /** Registers a tasker's bank account as a payout destination; taskly keeps only the returned ref. */
  createPayoutDestination(request: PayoutDestinationRequest): Promise<PayoutDestinationResult>;
  /**
   * Starts (or resumes) the processor's hosted onboarding of a tasker's payout account. Providers that
   * take bank details on taskly's own form answer `{ ok: false, kind: "unsupported" }`.
   */
  startPayoutOnboarding(request: OnboardingRequest): Promise<OnboardingResult>;
}

/** A validated bank account: an IBAN, or a US routing + account number. */
export type PayoutDestinationRequest = { taskerId: string; holderName: string } & (
  { kind: "iban"; iban: string } | { kind: "us_bank"; routingNumber: string; accountNumber: string }
);

export type PayoutDestinationResult = { ok: true; ref: string } | { ok: false; message: string };

export interface OnboardingRequest {
  taskerId: string;
  email: string;
  /** The processor account made by an earlier onboarding of this tasker, to resume it. */
  accountRef?: string;
  /** Where the processor sends the tasker back when onboarding ends, and when its link has expired. */
  returnUrl: string;
  refreshUrl: string;
}

export type OnboardingResult =
  { ok: true; accountRef: string; url: string } | { ok: false; kind: "unsupported" | "failed"; message: string };

export interface SavedCardCharge {
  cardToken: string;
  amountCents: number;
  currency: string;
  idempotencyKey: string;
}

export type ChargeResult = { ok: true; ref: string } | { ok: false; kind: "declined" | "invalid"; message: string };

export interface PayoutRequest {
  /** The provider's reference of the payout account (what it returned when the account was added). */
  destinationRef: string;
  /** The charge the money came from (the booking's payment reference), for processors that link the two. */
  sourceRef?: string;
  amountCents: number;
  currency: string;
  idempotencyKey: string;
}

export type PayoutResult = { ok: true; ref: string } | { ok: false; message: string };
