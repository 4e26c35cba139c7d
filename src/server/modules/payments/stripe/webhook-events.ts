// What a verified Stripe event changes, in the transaction that records its id. Money moves only
// where Stripe moved money taskly has not recorded: a cancelled authorization is voided in the ledger
// and its booking cancelled.
import { sql } from "drizzle-orm";
import type Stripe from "stripe";
import type { Db } from "../../../db/connect";
import { queryRows } from "../../../db/query";
import { fire, lockBookingRow, type ProcessContext } from "../../bookings/process";
import { isLiveBooking } from "../../../../contract/booking-process";
import type { BookingStatus } from "../../../../contract/constants";
import { recordCheckOutcome } from "../../identity/decisions";
import { sessionOutcome } from "../../identity/provider";

type PaymentRow = {
  booking_id: string;
  status: string;
  amount: string;
  customer_id: string;
  tasker_id: string;
  task_id: string;
  offer_id: string | null;
};

async function lockPayment(tx: Db, intentId: string): Promise<PaymentRow | undefined> {
  const [row] = await queryRows<PaymentRow>(
    tx,
    sql`select p.booking_id, p.status, p.amount::text as amount, b.customer_id, b.tasker_id, b.task_id, b.offer_id
    from payments p join bookings b on b.id = p.booking_id
    where p.provider = 'stripe' and p.provider_ref = ${intentId} for update of p`,
  );
  return row;
}

/**
 * Stripe cancelled a booking's authorization (it lapsed, or was cancelled at Stripe): nothing can be
 * charged for the job any more, so the booking is cancelled as if refunded in full, the task reopens
 * and both sides are told.
 */
async function intentCanceled(tx: Db, intent: Stripe.PaymentIntent, process: ProcessContext): Promise<string> {
  const payment = await lockPayment(tx, intent.id);
  if (!payment) return "ignored: no booking pays with this PaymentIntent";
  if (payment.status !== "authorized") return `no change: the payment is ${payment.status}`;
  const booking = await lockBookingRow(tx, payment.booking_id);
  if (!booking || !isLiveBooking(booking.status as BookingStatus)) return "no change: the booking is not live";
  // The processor has already ended the authorization: the void's effect calls nothing back.
  await fire(tx, process, "void", booking, { role: "processor", userId: null });
  return "authorization voided: booking cancelled";
}

async function intentSettled(tx: Db, intent: Stripe.PaymentIntent, type: string): Promise<string> {
  const payment = await lockPayment(tx, intent.id);
  if (!payment) return "ignored: no booking pays with this PaymentIntent (a tip or price change charge)";
  return `${type === "payment_intent.succeeded" ? "confirmed" : "noted"}: the payment is ${payment.status}`;
}

type RefundSum = { refunded: number | null };

async function chargeRefunded(tx: Db, charge: Stripe.Charge): Promise<string> {
  const intentId = typeof charge.payment_intent === "string" ? charge.payment_intent : charge.payment_intent?.id;
  const payment = intentId ? await lockPayment(tx, intentId) : undefined;
  if (!payment) return "ignored: no booking pays with this charge";
  const [sum] = await queryRows<RefundSum>(
    tx,
    sql`select coalesce(sum(e.amount_cents), 0)::int as refunded from ledger_entries e
    join ledger_journals j on j.id = e.journal_id
    where j.kind = 'refund' and e.booking_id = ${payment.booking_id}::uuid and e.account = 'customer_card'`,
  );
  const recorded = sum?.refunded ?? 0;
  if (charge.amount_refunded <= recorded) return "refunds agree with the ledger";
  return `mismatch: Stripe refunded ${charge.amount_refunded} cents, the ledger ${recorded}; check it in Stripe`;
}

async function accountUpdated(tx: Db, account: Stripe.Account): Promise<string> {
  const rows = await queryRows<{ tasker_id: string }>(
    tx,
    sql`update stripe_accounts set details_submitted = ${account.details_submitted === true},
      payouts_enabled = ${account.payouts_enabled === true}, updated_at = now()
    where account_id = ${account.id} returning tasker_id`,
  );
  if (rows.length === 0) return "ignored: not a tasker's account";
  return account.payouts_enabled ? "onboarding complete: payouts enabled" : "onboarding not complete yet";
}

/** Applies one event; returns what was done, kept with the event id. */
export async function applyStripeEvent(tx: Db, event: Stripe.Event, process: ProcessContext): Promise<string> {
  switch (event.type) {
    case "payment_intent.canceled":
      return intentCanceled(tx, event.data.object, process);
    case "payment_intent.succeeded":
    case "payment_intent.payment_failed":
      return intentSettled(tx, event.data.object, event.type);
    case "charge.refunded":
      return chargeRefunded(tx, event.data.object);
    case "account.updated":
      return accountUpdated(tx, event.data.object);
    case "transfer.created":
    case "transfer.reversed":
      return `noted: transfer ${event.data.object.id} of ${event.data.object.amount} cents`;
    case "identity.verification_session.verified":
    case "identity.verification_session.requires_input":
    case "identity.verification_session.canceled":
      return recordCheckOutcome(
        tx,
        { sessionId: event.data.object.id },
        sessionOutcome(event.data.object),
        process.origin,
      );
    default:
      return "ignored: not an event taskly acts on";
  }
}
