// refund() on a PaymentIntent: an uncaptured authorization is cancelled; after a partial capture the
// uncaptured rest (already released by Stripe, noted in the metadata) is taken first, and only what
// is left becomes a Stripe Refund of captured money. Every step is idempotent by the caller's key,
// also after Stripe forgets the key (24 hours): the metadata remembers what each key took from the
// released rest, and a Refund carries its key in its own metadata, so a retry finds it.
import { createHash } from "node:crypto";
import type Stripe from "stripe";

/** Metadata on a PaymentIntent: the uncaptured cents Stripe released at a partial capture. */
export const RELEASED_KEY = "taskly_released_cents";
/** Metadata on a Refund: the idempotency key of the call that made it. */
const REFUND_KEY = "taskly_key";

/** A metadata key (at most 40 characters) for what `key` took from the released rest. */
const takenBy = (key: string) => `taskly_took_${createHash("sha256").update(key).digest("hex").slice(0, 24)}`;

async function takeFromReleased(stripe: Stripe, intent: Stripe.PaymentIntent, cents: number, key: string) {
  const earlier = intent.metadata[takenBy(key)];
  if (earlier !== undefined) return Number(earlier);
  const released = Number(intent.metadata[RELEASED_KEY] ?? 0);
  const taken = Math.min(released, cents);
  if (taken > 0)
    await stripe.paymentIntents.update(
      intent.id,
      { metadata: { [RELEASED_KEY]: String(released - taken), [takenBy(key)]: String(taken) } },
      { idempotencyKey: `${key}:released` },
    );
  return taken;
}

async function refundOnce(stripe: Stripe, intentId: string, cents: number, key: string): Promise<void> {
  const earlier = await stripe.refunds.list({ payment_intent: intentId, limit: 100 });
  if (earlier.data.some((r) => r.metadata?.[REFUND_KEY] === key)) return;
  await stripe.refunds.create(
    { payment_intent: intentId, amount: cents, metadata: { [REFUND_KEY]: key } },
    { idempotencyKey: key },
  );
}

export async function refundIntent(stripe: Stripe, ref: string, amountCents: number, key: string): Promise<void> {
  const intent = await stripe.paymentIntents.retrieve(ref);
  if (intent.status === "canceled") return;
  if (intent.status !== "succeeded") {
    if (amountCents < intent.amount_capturable)
      throw new Error("Stripe cannot release part of an uncaptured authorization; capture the rest first.");
    await stripe.paymentIntents.cancel(ref, {}, { idempotencyKey: key });
    return;
  }
  const rest = amountCents - (await takeFromReleased(stripe, intent, amountCents, key));
  if (rest > 0) await refundOnce(stripe, ref, rest, key);
}
