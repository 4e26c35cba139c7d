// A Stripe webhook delivery: the raw body's signature is checked with STRIPE_WEBHOOK_SECRET (400 when
// it is missing, wrong or there is no secret), then the event id is inserted first: a replayed or
// concurrent delivery of the same event finds it and changes nothing.
import { sql } from "drizzle-orm";
import Stripe from "stripe";
import type { Db } from "../../../db/connect";
import { queryRows } from "../../../db/query";
import { badRequest } from "../../../lib/http-error";
import { applyStripeEvent } from "./webhook-events";
import type { ProcessContext } from "../../bookings/process";

export function verifiedEvent(rawBody: unknown, signature: unknown, secret: string | undefined): Stripe.Event {
  if (!secret) throw badRequest("Stripe webhooks are not configured on this server (STRIPE_WEBHOOK_SECRET).");
  if (typeof signature !== "string" || signature === "") throw badRequest("The Stripe-Signature header is missing.");
  if (!Buffer.isBuffer(rawBody)) throw badRequest("The webhook body must be Stripe's JSON event.");
  try {
    return Stripe.webhooks.constructEvent(rawBody, signature, secret);
  } catch {
    throw badRequest("The webhook signature does not match.");
  }
}

/** Processes a verified event once (`process`: what a booking's transition needs); `duplicate` when its id was processed before. */
export async function processStripeEvent(
  db: Db,
  event: Stripe.Event,
  process: ProcessContext,
): Promise<{ duplicate: boolean }> {
  return db.transaction(async (tx) => {
    const claimed = await queryRows<{ id: string }>(
      tx,
      sql`insert into stripe_events (id, type) values (${event.id}, ${event.type}) on conflict (id) do nothing returning id`,
    );
    if (claimed.length === 0) return { duplicate: true };
    const outcome = await applyStripeEvent(tx, event, process);
    await queryRows(tx, sql`update stripe_events set outcome = ${outcome} where id = ${event.id}`);
    return { duplicate: false };
  });
}
