// Charges the card the customer kept at booking (a processor token, never a number): tips and
// approved price changes. The idempotency key is named after the cause ("tip:<booking>:<n>",
// "adjustment:<id>"); if the transaction fails after the charge went through, the charge is refunded
// at once (payments/money-transaction.ts). A decline is a 402 and the transaction rolls back.
import { conflict, HttpError, badRequest } from "../../lib/http-error";
import { processorKey, type MoneyTransaction } from "../payments/money-transaction";
import type { PaymentProvider } from "../payments/provider";

export const NO_SAVED_CARD =
  "The customer did not keep a card on file at booking, so it cannot be charged for tips or price changes.";

export async function chargeSavedCard(
  m: MoneyTransaction,
  payments: PaymentProvider,
  charge: { cardToken: string | null; amountCents: number; cause: string },
): Promise<string> {
  const { cardToken, amountCents, cause } = charge;
  if (!cardToken) throw conflict(NO_SAVED_CARD);
  const idempotencyKey = await processorKey(m.tx, cause);
  const result = await payments.chargeSaved({ cardToken, amountCents, currency: "USD", idempotencyKey });
  if (result.ok) {
    m.undoIfRolledBack({ cause, run: () => payments.refund(result.ref, amountCents, `${idempotencyKey}:undo`) });
    return result.ref;
  }
  if (result.kind === "declined") throw new HttpError(402, result.message);
  throw badRequest(result.message);
}
