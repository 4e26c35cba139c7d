// refund() on a PaymentIntent: an uncaptured authorization is cancelled; after a partial capture the
// uncaptured rest (already released by Stripe, noted in the metadata) is taken first, and only what
// is left becomes a Stripe Refund of captured money.
import type Stripe from "stripe";

/** Metadata on a PaymentIntent: the uncaptured cents Stripe released at a partial capture. */
export const RELEASED_KEY = "taskly_released_cents";

export async function refundIntent(stripe: Stripe, ref: string, amountCents: number): Promise<void> {
  const intent = await stripe.paymentIntents.retrieve(ref);
  if (intent.status === "canceled") return;
  if (intent.status !== "succeeded") {
    if (amountCents < intent.amount_capturable)
      throw new Error("Stripe cannot release part of an uncaptured authorization; capture the rest first.");
    await stripe.paymentIntents.cancel(ref, {}, { idempotencyKey: `${ref}:cancel` });
    return;
  }
  const released = Number(intent.metadata[RELEASED_KEY] ?? 0);
  const fromReleased = Math.min(released, amountCents);
  if (fromReleased > 0)
    await stripe.paymentIntents.update(ref, { metadata: { [RELEASED_KEY]: String(released - fromReleased) } });
  const rest = amountCents - fromReleased;
  if (rest > 0) await stripe.refunds.create({ payment_intent: ref, amount: rest });
}
