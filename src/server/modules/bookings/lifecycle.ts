// The booking lifecycle: the tasker starts (in_progress; no earlier than an hour before the start) and
// completes a started job (payment captured, task completed, completedTasks + 1); either side cancels a
// confirmed booking, free until 24 hours before the start. Every change locks the booking row, so two
// clicks never both apply.
import { sql } from "drizzle-orm";
import { startAvailableFrom, type Booking, type CancellationPreview } from "../../../contract/bookings";
import { START_WINDOW_MINUTES } from "../../../contract/constants";
import { cancellationAmounts, fromCents, toCents, type CancelledBy } from "../../../contract/money";
import type { Database, Db } from "../../db/connect";
import { queryRows, type Row } from "../../db/query";
import { recordEvents } from "../../events/record";
import { bookingParties } from "../../events/task-ref";
import { conflict, forbidden, notFound } from "../../lib/http-error";
import type { UserRow } from "../../plugins/auth";
import { isUuid } from "../../lib/sql-text";
import { notifyBookingCancelled, notifyBookingCompleted } from "../notifications/notify";
import type { PaymentProvider } from "../payments/provider";
import { captureJournal, voidJournal } from "../ledger/booking-journals";
import { holdFunds } from "../ledger/funds";
import { postJournal } from "../ledger/post";
import { closeCancelledBooking } from "./close";
import { selectBooking } from "./present";

/** The booking row, locked for this transaction; 404 unless the user is its customer or tasker. */
export async function lockBooking(db: Db, user: UserRow, id: string): Promise<Row> {
  if (!isUuid(id)) throw notFound("Booking not found");
  const [row] = await queryRows<Row>(
    db,
    sql`select b.*, p.provider_ref from bookings b left join payments p on p.booking_id = b.id
    where b.id = ${id}::uuid for update of b`,
  );
  if (!row || (row.customer_id !== user.id && row.tasker_id !== user.id)) throw notFound("Booking not found");
  return row;
}

function partiesOf(row: Row): { bookingId: string; customerId: string; taskerId: string } {
  return { bookingId: String(row.id), customerId: String(row.customer_id), taskerId: String(row.tasker_id) };
}

function requireTasker(row: Row, user: UserRow, action: string): void {
  if (row.tasker_id !== user.id) throw forbidden(`Only the tasker can ${action} this booking.`);
}

export async function startBooking(database: Database, user: UserRow, id: string): Promise<Booking> {
  const db = database.db;
  await db.transaction(async (tx) => {
    const row = await lockBooking(tx, user, id);
    requireTasker(row, user, "start");
    if (row.status !== "confirmed")
      throw conflict(`This booking is ${String(row.status).replace("_", " ")} and cannot be started.`);
    const from = startAvailableFrom(row.scheduled_date as Date);
    if (Date.now() < from.getTime()) {
      const when = from.toISOString();
      throw conflict(`You can start this job from ${START_WINDOW_MINUTES} minutes before it begins (${when}).`);
    }
    await queryRows<Row>(
      tx,
      sql`update bookings set status = 'in_progress', started_at = now() where id = ${id}::uuid`,
    );
    await queryRows<Row>(
      tx,
      sql`update tasks set status = 'in_progress' where id = ${row.task_id}::uuid and status = 'assigned'`,
    );
    await recordEvents(tx, { type: "booking.started", bookingId: id, ...(await bookingParties(tx, id)) });
  });
  return (await selectBooking(database, id))!;
}

/** What a lifecycle change needs to move money: the provider and how long a tasker's share is held. */
export interface BookingMoney {
  payments: PaymentProvider;
  holdHours: number;
}

export async function completeBooking(
  database: Database,
  { payments, holdHours }: BookingMoney,
  user: UserRow,
  id: string,
  origin = "",
): Promise<Booking> {
  const db = database.db;
  await db.transaction(async (tx) => {
    const row = await lockBooking(tx, user, id);
    requireTasker(row, user, "complete");
    if (row.status !== "in_progress")
      throw conflict(
        row.status === "confirmed"
          ? "Start the job before completing it."
          : `This booking is ${String(row.status).replace("_", " ")} and cannot be completed.`,
      );
    const totalCents = toCents(String(row.total_amount));
    const feeCents = row.service_fee == null ? 0 : toCents(String(row.service_fee));
    if (row.provider_ref) {
      await postJournal(tx, captureJournal(partiesOf(row), totalCents, feeCents, "Booking completed: total captured"));
      await holdFunds(tx, id, String(row.tasker_id), holdHours);
    }
    await queryRows<Row>(
      tx,
      sql`update bookings set status = 'completed', completed_at = now(), payment_status = 'captured' where id = ${id}::uuid`,
    );
    await queryRows<Row>(
      tx,
      sql`update payments set status = 'captured', captured_amount = amount, updated_at = now() where booking_id = ${id}::uuid`,
    );
    await queryRows<Row>(tx, sql`update tasks set status = 'completed' where id = ${row.task_id}::uuid`);
    await queryRows<Row>(
      tx,
      sql`update tasker_profiles set completed_tasks = completed_tasks + 1 where user_id = ${row.tasker_id}::uuid`,
    );
    await notifyBookingCompleted(tx, id, origin);
    const parties = await bookingParties(tx, id);
    await recordEvents(
      tx,
      { type: "booking.completed", bookingId: id, ...parties },
      { type: "payment.captured", bookingId: id, ...parties },
    );
    // Last: only the commit follows. If it fails, the booking is still in progress and completing it again
    // sends the same key, so the processor answers with this capture and the ledger records it then.
    if (row.provider_ref) await payments.capture(String(row.provider_ref), totalCents, `capture:${id}`);
  });
  return (await selectBooking(database, id))!;
}

function previewFor(
  row: Row,
  user: UserRow,
  now: Date,
): CancellationPreview & { feeCents: number; refundCents: number } {
  const by: CancelledBy = row.tasker_id === user.id ? "tasker" : "customer";
  const totalCents = toCents(String(row.total_amount));
  const rateCents = row.hourly_rate == null ? 0 : toCents(String(row.hourly_rate));
  const a = cancellationAmounts({ totalCents, rateCents, start: new Date(row.scheduled_date as Date), now, by });
  return {
    bookingId: String(row.id),
    cancelledBy: by,
    total: fromCents(totalCents),
    fee: fromCents(a.feeCents),
    refund: fromCents(a.refundCents),
    freeUntil: a.freeUntil.toISOString(),
    free: a.free,
    feeCents: a.feeCents,
    refundCents: a.refundCents,
  };
}

export async function cancellationPreview(db: Db, user: UserRow, id: string): Promise<CancellationPreview> {
  if (!isUuid(id)) throw notFound("Booking not found");
  const [row] = await queryRows<Row>(db, sql`select * from bookings where id = ${id}::uuid`);
  if (!row || (row.customer_id !== user.id && row.tasker_id !== user.id)) throw notFound("Booking not found");
  if (row.status !== "confirmed") throw conflict("Only a confirmed booking that has not started can be cancelled.");
  const { feeCents: _f, refundCents: _r, ...preview } = previewFor(row, user, new Date());
  return preview;
}

/**
 * Cancels a confirmed booking. The tasker keeps the late-cancellation fee (captured), the rest goes
 * back through the provider; the task reopens for new offers (its earlier offers stay closed).
 */
export async function cancelBooking(
  database: Database,
  { payments, holdHours }: BookingMoney,
  user: UserRow,
  id: string,
  origin = "",
): Promise<Booking> {
  const db = database.db;
  await db.transaction(async (tx) => {
    const row = await lockBooking(tx, user, id);
    if (row.status !== "confirmed") throw conflict("Only a confirmed booking that has not started can be cancelled.");
    const p = previewFor(row, user, new Date());
    const ref = row.provider_ref ? String(row.provider_ref) : null;
    if (ref && p.feeCents > 0) {
      await postJournal(tx, captureJournal(partiesOf(row), p.feeCents, 0, "Late cancellation fee, paid to the tasker"));
      await holdFunds(tx, id, String(row.tasker_id), holdHours);
    }
    if (ref && p.refundCents > 0)
      await postJournal(tx, voidJournal(partiesOf(row), p.refundCents, "Booking cancelled: authorization released"));
    await closeCancelledBooking(tx, {
      bookingId: id,
      taskId: String(row.task_id),
      offerId: row.offer_id ? String(row.offer_id) : null,
      cancelledById: user.id,
      fee: p.fee,
      refund: p.refund,
      paymentStatus: p.feeCents > 0 ? (p.refundCents > 0 ? "partially_refunded" : "captured") : "refunded",
    });
    await notifyBookingCancelled(tx, id, p.cancelledBy, origin);
    // Last, as at completion: a cancellation whose commit fails is retried with the same keys.
    if (ref && p.feeCents > 0) await payments.capture(ref, p.feeCents, `cancel:${id}:fee`);
    if (ref && p.refundCents > 0) await payments.refund(ref, p.refundCents, `cancel:${id}:release`);
  });
  return (await selectBooking(database, id))!;
}
