// Charges the card the customer kept at booking (a processor token, never a number): tips and
// approved price changes. A decline is a 402 and the caller's transaction rolls back.
import { conflict, HttpError, badRequest } from "../../lib/http-error";
import type { PaymentProvider } from "../payments/provider";

export const NO_SAVED_CARD =
  "The customer did not keep a card on file at booking, so it cannot be charged for tips or price changes.";

export async function chargeSavedCard(
  payments: PaymentProvider,
  cardToken: string | null,
  amountCents: number,
  idempotencyKey: string,
): Promise<string> {
  if (!cardToken) throw conflict(NO_SAVED_CARD);
  const result = await payments.chargeSaved({ cardToken, amountCents, currency: "USD", idempotencyKey });
  if (result.ok) return result.ref;
  if (result.kind === "declined") throw new HttpError(402, result.message);
  throw badRequest(result.message);
}
