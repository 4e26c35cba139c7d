// How the Stripe provider reads Stripe's errors: a card error is the customer's card saying no, an
// invalid request is bad payment details, anything else (network, authentication, Stripe down) means
// nothing was decided and the caller's transaction must roll back.
import { HttpError } from "../../../lib/http-error";

interface StripeErrorShape {
  type?: string;
  code?: string;
  message?: string;
}

export const DECLINED_MESSAGE = "Your card was declined. Please use another card.";
export const INVALID_MESSAGE = "These payment details are not valid. Please check them or use another card.";

export type CardFailure = { ok: false; kind: "declined" | "invalid"; message: string };

/** A card or request error as a refusal; any other error is thrown as a 502 (nothing was changed). */
export function cardFailure(error: unknown): CardFailure {
  const type = (error as StripeErrorShape | null)?.type;
  if (type === "StripeCardError") return { ok: false, kind: "declined", message: DECLINED_MESSAGE };
  if (type === "StripeInvalidRequestError") return { ok: false, kind: "invalid", message: INVALID_MESSAGE };
  throw processorUnavailable(error);
}

export function processorUnavailable(error: unknown): HttpError {
  const detail = (error as StripeErrorShape | null)?.message ?? String(error);
  const failure = new HttpError(
    502,
    "The payment processor did not complete the request; nothing was changed. Try again.",
  );
  failure.cause = detail;
  return failure;
}

/** Runs a Stripe call whose failure is never the customer's: any error becomes a 502. */
export async function orUnavailable<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw processorUnavailable(error);
  }
}
