// A payout with Stripe: a Transfer to the tasker's connected account ('separate charges and
// transfers'). The transfer carries its idempotency key as its transfer_group, so a retry finds a
// transfer that went through even after Stripe forgot the key (24 hours) and never sends it twice.
// With the charge the money came from, the transfer names it as source_transaction (Stripe then
// moves the money as that charge settles) when it fits in what the charge kept; otherwise it draws
// on taskly's available Stripe balance.
import type Stripe from "stripe";
import type { PayoutRequest, PayoutResult } from "../provider";
import { cardFailure } from "./errors";

const CONNECTED_ACCOUNT = /^acct_[A-Za-z0-9]{1,200}$/;

/** The charge of a captured PaymentIntent, when `cents` fits in what it captured. */
async function sourceCharge(stripe: Stripe, sourceRef: string | undefined, cents: number) {
  if (!sourceRef?.startsWith("pi_")) return undefined;
  const intent = await stripe.paymentIntents.retrieve(sourceRef);
  const charge = typeof intent.latest_charge === "string" ? intent.latest_charge : intent.latest_charge?.id;
  return charge && intent.status === "succeeded" && cents <= intent.amount_received ? charge : undefined;
}

export async function transfer(stripe: Stripe, request: PayoutRequest): Promise<PayoutResult> {
  const { destinationRef, amountCents, currency, idempotencyKey, sourceRef } = request;
  if (!CONNECTED_ACCOUNT.test(destinationRef)) return { ok: false, message: "No Stripe payout account." };
  if (!Number.isInteger(amountCents) || amountCents <= 0) return { ok: false, message: "The amount must be positive." };
  try {
    const [earlier] = (await stripe.transfers.list({ transfer_group: idempotencyKey, limit: 1 })).data;
    if (earlier) return { ok: true, ref: earlier.id };
    const source = await sourceCharge(stripe, sourceRef, amountCents);
    const made = await stripe.transfers.create(
      {
        amount: amountCents,
        currency: currency.toLowerCase(),
        destination: destinationRef,
        transfer_group: idempotencyKey,
        ...(source && { source_transaction: source }),
      },
      { idempotencyKey },
    );
    return { ok: true, ref: made.id };
  } catch (error) {
    // A refusal fails the payout; anything else (no answer) throws: the payout stays pending and is resent.
    const failure = cardFailure(error);
    return { ok: false, message: failure.kind === "invalid" ? "Stripe refused this transfer." : failure.message };
  }
}
