// Booking a task in two database statements (decision 0054): one prepared read of what the booking
// is decided from (the task, the offer or the tasker's rate for a direct hire, the tasker's free
// times, the Idempotency-Key's earlier request, the mails' names); the checks and the price; the
// card's authorization, outside any lock; then one call of the database function `create_booking`
// (booking-call.ts), which checks again under the locks (task, tasker schedule, key) and writes
// booking + payment + ledger journal, accepts the chosen offer, declines the others, assigns the task,
// records the events and queues the confirmations, answering with the booking. Any failure after the
// authorization cancels it. Only a free slot of the tasker is booked (availability/slots.ts), and the
// database refuses overlapping bookings of one tasker as the final guard (bookings_no_overlap); an
// Idempotency-Key makes a retry return the same booking.
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { SLOT_TAKEN_MESSAGE } from "../../../contract/availability";
import type { Booking, CreateBookingInput } from "../../../contract/bookings";
import type { DomainEvent } from "../../../contract/events";
import { cardDigits, bookingAmounts, fromCents, toCents } from "../../../contract/money";
import { MIN_HOURLY_RATE } from "../../../contract/constants";
import type { Database } from "../../db/connect";
import { pgCode } from "../../db/errors";
import { toEventTask } from "../../events/task-ref";
import { requestFingerprint } from "../../lib/idempotency";
import { HttpError, badRequest, conflict, forbidden, notFound } from "../../lib/http-error";
import { outboxRow } from "../../lib/mailer";
import type { UserRow } from "../../plugins/auth";
import { isUuid } from "../../lib/sql-text";
import { busyFromSpans } from "../availability/busy";
import { toRules } from "../availability/rules";
import { isFree } from "../availability/slot-engine";
import { notificationItems } from "../notification-centre/create";
import { holdUntil, type QuietSettings } from "../notification-preferences/delivery";
import { bookingConfirmedMails } from "../notifications/notify";
import { undoCall } from "../payments/money-transaction";
import type { PaymentProvider } from "../payments/provider";
import { authorizationJournal } from "../ledger/booking-journals";
import { journalLines } from "../ledger/post";
import { callCreateBooking, readBookingFacts } from "./booking-call";
import { selectBooking, selectBookings } from "./present";

const BELOW_MINIMUM_RATE = `This rate is below the minimum of $${MIN_HOURLY_RATE.toFixed(2)} an hour.`;
const HOUR_MS = 3_600_000;

export interface CreateResult {
  booking: Booking;
  /** True when an earlier request with the same Idempotency-Key made this booking. */
  replayed: boolean;
}

/** The request's fingerprint for Idempotency-Key reuse: never the card number or CVC. */
function requestHash(input: CreateBookingInput): string {
  return requestFingerprint([
    input.taskId,
    input.offerId ?? null,
    input.taskerId ?? null,
    new Date(input.scheduledDate).toISOString(),
    input.duration,
    toCents(input.totalAmount),
    input.card ? cardDigits(input.card.number).slice(-4) : (input.paymentMethodId ?? null),
  ]);
}

export async function createBooking(
  database: Database,
  payments: PaymentProvider,
  customer: UserRow,
  input: CreateBookingInput,
  idempotencyKey?: string,
  origin = "",
): Promise<CreateResult> {
  const start = new Date(input.scheduledDate);
  if (Number.isNaN(start.getTime())) throw badRequest("Invalid date", { scheduledDate: "Invalid date" });
  if (start.getTime() <= Date.now())
    throw badRequest("Please choose a date and time in the future.", {
      scheduledDate: "Please choose a date and time in the future.",
    });
  const hash = idempotencyKey ? requestHash(input) : null;
  const durationMs = input.duration * HOUR_MS;
  // The new booking's id is chosen here, so the authorization's cause can name it before it exists.
  const bookingId = randomUUID();
  // The authorization's cause: this request (its Idempotency-Key), else this booking. If the booking
  // then fails, it is cancelled at once and a retry of the request authorizes under a new key.
  const cause = idempotencyKey ? `booking:${customer.id}:${idempotencyKey}` : `booking:${bookingId}`;
  const facts = await readBookingFacts(database, {
    customerId: customer.id,
    taskId: input.taskId,
    offerId: input.offerId ?? null,
    taskerId: input.taskerId ?? null,
    idempotencyKey: idempotencyKey ?? null,
    cause: idempotencyKey ? cause : null,
    window: { start: start.getTime(), end: start.getTime() + durationMs },
  });

  if (facts.earlier_hash !== null) {
    if (facts.earlier_hash !== hash)
      throw new HttpError(422, "This Idempotency-Key was already used for a different booking request.");
    if (!facts.earlier_booking_id) throw conflict("An identical booking request is still being processed.");
    return { booking: (await selectBooking(database, facts.earlier_booking_id))!, replayed: true };
  }
  const { task } = facts;
  if (!task) throw notFound("Task not found");
  if (task.customer_id !== customer.id) throw forbidden("You can only book your own tasks.");
  if (task.status !== "open") throw conflict("Task not available");

  // The seed client's booking screen names the chosen offer by its tasker (their account id): a pending
  // offer of that tasker on the task is the one booked, at its rate.
  const offerId = facts.offer_id;
  if ((input.offerId || offerId) && (!offerId || !facts.tasker)) {
    throw notFound("Offer not found. It may have been withdrawn.");
  }
  if (!facts.tasker) throw notFound("Tasker not found");
  const rate = offerId ? facts.offer_rate! : facts.tasker.hourly_rate;
  if (rate == null) throw conflict("This tasker has not set an hourly rate yet.");
  const taskerUserId = facts.tasker.user_id;
  if (taskerUserId === customer.id) throw badRequest("You cannot book yourself.");
  // Only a free time of the tasker (weekly hours, exceptions, bookings and buffer, notice, horizon);
  // checked again against bookings and busy times under the tasker's lock in create_booking.
  if (!facts.rules || !facts.people) throw notFound("Tasker not found");
  const { rules } = toRules(facts.rules);
  const busy = busyFromSpans(facts.rules.spans, rules.bufferMinutes);
  if (!isFree(rules, busy, start.getTime(), durationMs, Date.now())) throw conflict(SLOT_TAKEN_MESSAGE);

  const rateCents = toCents(rate);
  if (rateCents < MIN_HOURLY_RATE * 100) throw conflict(BELOW_MINIMUM_RATE);
  const amounts = bookingAmounts(rateCents, input.duration);
  if (toCents(input.totalAmount) !== amounts.totalCents) {
    throw badRequest(
      `The total does not match the price: it is ${fromCents(amounts.totalCents)} USD for ${input.duration} hours at ${rate}/hr.`,
      {
        totalAmount: "The total does not match the price",
      },
    );
  }
  const endsAt = new Date(start.getTime() + durationMs);

  // The card is authorized outside any lock; every refusal after it cancels the authorization.
  const key = facts.undone ? `${cause}#${facts.undone + 1}` : cause;
  const result = await payments.authorize({
    amountCents: amounts.totalCents,
    currency: "USD",
    card: input.card,
    paymentMethodId: input.paymentMethodId,
    idempotencyKey: key,
    saveCard: input.saveCard === true,
  });
  if (!result.ok) {
    if (result.kind === "declined") throw new HttpError(402, result.message);
    throw badRequest(result.message, result.field ? { [`card.${result.field}`]: result.message } : undefined);
  }
  const undo = { cause, run: () => payments.refund(result.ref, amounts.totalCents, `${key}:undo`) };

  try {
    const parties = { bookingId, customerId: customer.id, taskerId: taskerUserId };
    const journal = authorizationJournal(parties, amounts.totalCents);
    const eventTask = toEventTask(task);
    const events: DomainEvent[] = [
      ...(offerId ? [{ type: "offer.accepted" as const, offerId, task: eventTask, taskerId: taskerUserId }] : []),
      { type: "booking.created", bookingId, task: eventTask, taskerId: taskerUserId },
    ];
    const money = {
      subtotal: fromCents(amounts.subtotalCents),
      service_fee: fromCents(amounts.feeCents),
      total_amount: fromCents(amounts.totalCents),
    };
    const { people } = facts;
    const now = new Date();
    const mails = bookingConfirmedMails(
      {
        ...people,
        title: task.title,
        start,
        duration: input.duration,
        ...money,
        card_brand: result.brand,
        card_last4: result.last4,
      },
      origin,
      now,
    );
    const quiet = { [people.c_id]: people.c_quiet, [people.t_id]: people.t_quiet };
    const booked = await callCreateBooking(
      database,
      {
        id: bookingId,
        customer_id: customer.id,
        task_id: task.id,
        offer_id: offerId,
        tasker_id: taskerUserId,
        rate,
        starts_at: start.toISOString(),
        ends_at: endsAt.toISOString(),
        duration: input.duration,
        ...money,
        idempotency_key: idempotencyKey ?? null,
        request_hash: hash,
        cause,
        undone: facts.undone,
        payment: {
          provider: payments.name,
          provider_ref: result.ref,
          card_brand: result.brand,
          card_last4: result.last4,
          card_token: result.cardToken ?? null,
        },
        journal: {
          kind: journal.kind,
          memo: journal.memo ?? null,
          lines: journalLines(journal).map((l) => ({
            account: l.account,
            user_id: l.userId,
            amount_cents: l.amountCents,
          })),
        },
        events: events.map((event) => ({
          type: event.type,
          payload: event,
          items: JSON.parse(notificationItems(event) ?? "[]") as unknown,
        })),
        mails: await Promise.all(
          mails.map(async (mail) => ({
            ...(await outboxRow(database.db, mail)),
            held_until:
              holdUntil(quiet[mail.userId] ?? NO_QUIET_HOURS, { urgent: mail.urgent, now })?.toISOString() ?? null,
          })),
        ),
        slot_taken: SLOT_TAKEN_MESSAGE,
      },
      facts.task_photos,
    );
    // `replayed`: a concurrent request with the same Idempotency-Key booked first, under the same
    // processor key, so with this very authorization: nothing to cancel.
    return booked;
  } catch (error) {
    await undoCall(database.db, undo).catch(() => undefined);
    if (pgCode(error) === "23P01") throw conflict(SLOT_TAKEN_MESSAGE);
    throw error;
  }
}

const NO_QUIET_HOURS: QuietSettings = { time_zone: null, quiet_start: null, quiet_end: null };

export async function listBookings(
  database: Database,
  userId: string,
  role: "customer" | "tasker",
  scope?: "upcoming" | "past",
): Promise<Booking[]> {
  const who = role === "customer" ? sql`b.customer_id = ${userId}::uuid` : sql`b.tasker_id = ${userId}::uuid`;
  if (scope === "upcoming")
    return selectBookings(database, sql`${who} and b.status in ('confirmed','in_progress')`, sql`b.scheduled_date asc`);
  if (scope === "past")
    return selectBookings(database, sql`${who} and b.status in ('completed','cancelled')`, sql`b.scheduled_date desc`);
  return selectBookings(database, who, sql`b.scheduled_date desc`);
}

/** A booking its customer, its tasker or an admin may read; 404 for anyone else. */
export async function readBooking(database: Database, user: UserRow, id: string): Promise<Booking> {
  const booking = isUuid(id) ? await selectBooking(database, id) : null;
  if (!booking || (booking.customerId !== user.id && booking.taskerId !== user.id && user.userType !== "admin"))
    throw notFound("Booking not found");
  return booking;
}
