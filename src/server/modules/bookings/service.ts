// Booking a task: one transaction locks the task, checks the offer (or the tasker's rate for a
// direct hire), computes the money, authorizes the card (cancelled again if the transaction then
// fails), writes booking + payment, accepts the chosen offer, declines the others and assigns the
// task. Only a free slot of the tasker is booked (availability/slots.ts), and the database refuses
// overlapping bookings of one tasker as the final guard (bookings_no_overlap); an Idempotency-Key
// makes a retry return the same booking.
import { sql } from "drizzle-orm";
import { SLOT_TAKEN_MESSAGE } from "../../../contract/availability";
import type { Booking, CreateBookingInput } from "../../../contract/bookings";
import { cardDigits, bookingAmounts, fromCents, toCents } from "../../../contract/money";
import { MIN_HOURLY_RATE } from "../../../contract/constants";
import type { Database, Db } from "../../db/connect";
import { pgCode } from "../../db/errors";
import { recordEvents } from "../../events/record";
import { EVENT_TASK_COLUMNS, toEventTask, type EventTaskRow } from "../../events/task-ref";
import { queryRows, type Row } from "../../db/query";
import { claimIdempotencyKey, requestFingerprint } from "../../lib/idempotency";
import { HttpError, badRequest, conflict, forbidden, notFound } from "../../lib/http-error";
import type { UserRow } from "../../plugins/auth";
import { isUuid } from "../../lib/sql-text";
import { notifyBookingConfirmed } from "../notifications/notify";
import { moneyTransaction, processorKey } from "../payments/money-transaction";
import type { PaymentProvider } from "../payments/provider";
import { authorizationJournal } from "../ledger/booking-journals";
import { postJournal } from "../ledger/post";
import { assertSlotFree } from "../availability/slots";
import { findHireableTasker } from "../tasker-profile/hireable";
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

class Replay extends Error {
  constructor(public readonly bookingId: string) {
    super("replay");
  }
}

export async function createBooking(
  database: Database,
  payments: PaymentProvider,
  customer: UserRow,
  input: CreateBookingInput,
  idempotencyKey?: string,
  origin = "",
): Promise<CreateResult> {
  const db = database.db;
  const start = new Date(input.scheduledDate);
  if (Number.isNaN(start.getTime())) throw badRequest("Invalid date", { scheduledDate: "Invalid date" });
  if (start.getTime() <= Date.now())
    throw badRequest("Please choose a date and time in the future.", {
      scheduledDate: "Please choose a date and time in the future.",
    });
  const hash = idempotencyKey ? requestHash(input) : "";

  try {
    const bookingId = await moneyTransaction(db, async ({ tx, undoIfRolledBack }) => {
      if (idempotencyKey) {
        // Claims the key first: a concurrent retry waits here until this transaction ends.
        const earlier = await claimIdempotencyKey(tx, customer.id, idempotencyKey, hash, "booking request");
        if (earlier) {
          if (earlier.booking_id) throw new Replay(String(earlier.booking_id));
          throw conflict("An identical booking request is still being processed.");
        }
      }

      const [task] = await queryRows<EventTaskRow & { status: string }>(
        tx,
        sql`select ${EVENT_TASK_COLUMNS}, status from tasks where id = ${input.taskId}::uuid for update`,
      );
      if (!task) throw notFound("Task not found");
      if (task.customer_id !== customer.id) throw forbidden("You can only book your own tasks.");
      if (task.status !== "open") throw conflict("Task not available");

      let taskerUserId: string;
      let rate: string;
      let offerId: string | null = null;
      // The seed client's booking screen names the chosen offer by its tasker (their account id): a pending
      // offer of that tasker on the task is the one booked, at its rate.
      const offerOfTasker =
        !input.offerId && input.taskerId ? await pendingOfferOf(tx, String(task.id), input.taskerId) : null;
      if (input.offerId || offerOfTasker) {
        const [offer] = await queryRows<Row>(
          tx,
          sql`select o.id, o.tasker_id, o.proposed_rate from task_offers o
          where o.id = ${input.offerId ?? offerOfTasker}::uuid and o.task_id = ${task.id}::uuid and o.status = 'pending'`,
        );
        if (!offer || !(await findHireableTasker(tx, { userId: String(offer.tasker_id) }))) {
          throw notFound("Offer not found. It may have been withdrawn.");
        }
        taskerUserId = String(offer.tasker_id);
        rate = String(offer.proposed_rate);
        offerId = String(offer.id);
      } else {
        const profile =
          (await findHireableTasker(tx, { profileId: input.taskerId! })) ??
          (await findHireableTasker(tx, { userId: input.taskerId! }));
        if (!profile) throw notFound("Tasker not found");
        if (profile.hourlyRate == null) throw conflict("This tasker has not set an hourly rate yet.");
        taskerUserId = profile.userId;
        rate = profile.hourlyRate;
      }
      if (taskerUserId === customer.id) throw badRequest("You cannot book yourself.");
      // Only a free time of the tasker (weekly hours, exceptions, bookings and buffer, notice, horizon).
      await assertSlotFree(tx, { taskerUserId, start, durationHours: input.duration });

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
      const endsAt = new Date(start.getTime() + input.duration * HOUR_MS);

      // The exclusion constraint bookings_no_overlap answers a concurrent overlap here (23P01).
      const [booking] = await queryRows<Row>(
        tx,
        sql`insert into bookings (task_id, customer_id, tasker_id, offer_id, scheduled_date, ends_at,
          duration, hourly_rate, subtotal, service_fee, total_amount, status, payment_status)
        values (${task.id}::uuid, ${customer.id}::uuid, ${taskerUserId}::uuid, ${offerId}, ${start.toISOString()}::timestamptz, ${endsAt.toISOString()}::timestamptz,
          ${input.duration}, ${rate}, ${fromCents(amounts.subtotalCents)}, ${fromCents(amounts.feeCents)}, ${fromCents(amounts.totalCents)}, 'confirmed', 'authorized')
        returning id`,
      );

      // The authorization's cause: this request (its Idempotency-Key), else this booking. If the transaction
      // fails after it, it is cancelled at once and a retry of the request authorizes under a new key.
      const cause = idempotencyKey ? `booking:${customer.id}:${idempotencyKey}` : `booking:${String(booking.id)}`;
      const key = await processorKey(tx, cause);
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
      undoIfRolledBack({ cause, run: () => payments.refund(result.ref, amounts.totalCents, `${key}:undo`) });

      await queryRows<Row>(
        tx,
        sql`insert into payments (booking_id, provider, provider_ref, status, currency, amount, card_brand, card_last4, card_token)
        values (${booking.id}::uuid, ${payments.name}, ${result.ref}, 'authorized', 'USD', ${fromCents(amounts.totalCents)},
          ${result.brand}, ${result.last4}, ${result.cardToken ?? null})`,
      );
      const parties = { bookingId: String(booking.id), customerId: customer.id, taskerId: taskerUserId };
      await postJournal(tx, authorizationJournal(parties, amounts.totalCents));
      await queryRows<Row>(
        tx,
        sql`update task_offers set status = case when id = ${offerId}::uuid then 'accepted' else 'declined' end
        where task_id = ${task.id}::uuid and status = 'pending'`,
      );
      await queryRows<Row>(
        tx,
        sql`update tasks set status = 'assigned', tasker_id = ${taskerUserId}::uuid where id = ${task.id}::uuid`,
      );
      if (idempotencyKey) {
        await queryRows<Row>(
          tx,
          sql`update idempotency_keys set booking_id = ${booking.id}::uuid
          where user_id = ${customer.id}::uuid and key = ${idempotencyKey}`,
        );
      }
      await notifyBookingConfirmed(tx, String(booking.id), origin);
      const told = { bookingId: String(booking.id), task: toEventTask(task), taskerId: taskerUserId };
      await recordEvents(
        tx,
        ...(offerId ? [{ type: "offer.accepted" as const, offerId, task: told.task, taskerId: taskerUserId }] : []),
        { type: "booking.created", ...told },
      );
      return String(booking.id);
    });
    return { booking: (await selectBooking(database, bookingId))!, replayed: false };
  } catch (error) {
    if (error instanceof Replay) return { booking: (await selectBooking(database, error.bookingId))!, replayed: true };
    if (pgCode(error) === "23P01") throw conflict(SLOT_TAKEN_MESSAGE);
    throw error;
  }
}

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

/** The pending offer on the task of the tasker named by account or tasker-profile id, if any. */
async function pendingOfferOf(db: Db, taskId: string, taskerId: string): Promise<string | null> {
  const [offer] = await queryRows<{ id: string }>(
    db,
    sql`select o.id from task_offers o join tasker_profiles tp on tp.user_id = o.tasker_id
    where o.task_id = ${taskId}::uuid and o.status = 'pending' and (o.tasker_id = ${taskerId}::uuid or tp.id = ${taskerId}::uuid)`,
  );
  return offer?.id ?? null;
}
