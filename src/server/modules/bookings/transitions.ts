// What each transition of the booking process does (contract/booking-process.ts lists them): the
// booking, its payment and task, the ledger, the events and the e-mails, written in the caller's
// transaction on a booking it has locked. The card processor's calls come back as steps for the
// caller to make last: if the commit then fails, firing again sends the same idempotency keys, so
// the processor answers with what it already did.
import { sql } from "drizzle-orm";
import { startAvailableFrom } from "../../../contract/bookings";
import { START_WINDOW_MINUTES } from "../../../contract/constants";
import { cancellationAmounts, fromCents, toCents, type CancelledBy } from "../../../contract/money";
import type { Db } from "../../db/connect";
import type { Row } from "../../db/query";
import { recordEvents } from "../../events/record";
import { bookingParties } from "../../events/task-ref";
import { conflict } from "../../lib/http-error";
import { notifyBookingCancelled, notifyBookingCompleted } from "../notifications/notify";
import { captureJournal, voidJournal } from "../ledger/booking-journals";
import { holdFunds } from "../ledger/funds";
import { postJournal } from "../ledger/post";
import { closeCancelledBooking } from "./close";
import type { Actor, FiredTransition, ProcessContext } from "./process";

/** A call to the card processor, made after every database write of its transition. */
export type ProcessorStep = () => Promise<unknown>;

type Effect = (tx: Db, row: Row, context: ProcessContext, actor: Actor) => Promise<ProcessorStep[]>;

const partiesOf = (row: Row) => ({
  bookingId: String(row.id),
  customerId: String(row.customer_id),
  taskerId: String(row.tasker_id),
});
const refOf = (row: Row): string | null => (row.provider_ref ? String(row.provider_ref) : null);

async function markStarted(tx: Db, row: Row, actor: Actor): Promise<void> {
  await tx.execute(sql`update bookings set status = 'in_progress', started_at = now() where id = ${row.id}::uuid`);
  await tx.execute(sql`update tasks set status = 'in_progress' where id = ${row.task_id}::uuid`);
  await recordEvents(tx, {
    type: "booking.started",
    bookingId: String(row.id),
    ...(await bookingParties(tx, String(row.id))),
    ...(actor.role === "admin" && actor.userId ? { actorId: actor.userId } : {}),
  });
}

const start: Effect = async (tx, row, _context, actor) => {
  const from = startAvailableFrom(row.scheduled_date as Date);
  if (Date.now() < from.getTime())
    throw conflict(
      `You can start this job from ${START_WINDOW_MINUTES} minutes before it begins (${from.toISOString()}).`,
    );
  await markStarted(tx, row, actor);
  return [];
};

/** Completion: the whole authorization captured, the tasker's share held, the job counted for the tasker. */
const complete: Effect = async (tx, row, { payments, holdHours, origin }) => {
  const id = String(row.id);
  const totalCents = toCents(String(row.total_amount));
  const feeCents = row.service_fee == null ? 0 : toCents(String(row.service_fee));
  const ref = refOf(row);
  if (ref) {
    await postJournal(tx, captureJournal(partiesOf(row), totalCents, feeCents, "Booking completed: total captured"));
    await holdFunds(tx, id, String(row.tasker_id), holdHours);
  }
  await tx.execute(
    sql`update bookings set status = 'completed', completed_at = now(), started_at = coalesce(started_at, now())
    where id = ${id}::uuid`,
  );
  await tx.execute(
    sql`update payments set status = 'captured', captured_amount = amount, updated_at = now() where booking_id = ${id}::uuid`,
  );
  await tx.execute(sql`update tasks set status = 'completed' where id = ${row.task_id}::uuid`);
  await tx.execute(
    sql`update tasker_profiles set completed_tasks = completed_tasks + 1 where user_id = ${row.tasker_id}::uuid`,
  );
  await notifyBookingCompleted(tx, id, origin);
  const parties = await bookingParties(tx, id);
  await recordEvents(
    tx,
    { type: "booking.completed", bookingId: id, ...parties },
    { type: "payment.captured", bookingId: id, ...parties },
  );
  return ref ? [() => payments.capture(ref, totalCents, `capture:${id}`)] : [];
};

/** The cancellation policy's fee and refund for a cancellation now by one side. */
export function cancellationOf(row: Row, by: CancelledBy, now: Date) {
  const totalCents = toCents(String(row.total_amount));
  const rateCents = row.hourly_rate == null ? 0 : toCents(String(row.hourly_rate));
  return {
    totalCents,
    ...cancellationAmounts({ totalCents, rateCents, start: new Date(row.scheduled_date as Date), now, by }),
  };
}

interface Cancellation {
  feeCents: number;
  refundCents: number;
  /** Who the e-mails say cancelled. */
  by: "customer" | "tasker" | "processor" | "admin";
  task: "reopen" | "close";
  /** Why the fee's capture and the refund are keyed apart from a party's cancellation. */
  keyPrefix: string;
}

/** A cancellation with its money: the fee captured for the tasker, the rest released to the card. */
async function cancelWith(tx: Db, row: Row, context: ProcessContext, actor: Actor, c: Cancellation) {
  const id = String(row.id);
  const ref = refOf(row);
  if (ref && c.feeCents > 0) {
    await postJournal(tx, captureJournal(partiesOf(row), c.feeCents, 0, "Late cancellation fee, paid to the tasker"));
    await holdFunds(tx, id, String(row.tasker_id), context.holdHours);
  }
  if (ref && c.refundCents > 0) {
    const memo =
      c.by === "processor"
        ? "The card processor cancelled the card authorization"
        : "Booking cancelled: authorization released";
    await postJournal(tx, voidJournal(partiesOf(row), c.refundCents, memo));
  }
  await closeCancelledBooking(tx, {
    bookingId: id,
    taskId: String(row.task_id),
    offerId: row.offer_id ? String(row.offer_id) : null,
    cancelledById: actor.userId,
    fee: fromCents(c.feeCents),
    refund: fromCents(c.refundCents),
    paymentStatus: c.feeCents > 0 ? (c.refundCents > 0 ? "partially_refunded" : "captured") : "refunded",
    task: c.task,
  });
  await notifyBookingCancelled(tx, id, c.by, context.origin);
  const steps: ProcessorStep[] = [];
  if (ref && c.feeCents > 0) steps.push(() => context.payments.capture(ref, c.feeCents, `${c.keyPrefix}:${id}:fee`));
  if (ref && c.refundCents > 0)
    steps.push(() => context.payments.refund(ref, c.refundCents, `${c.keyPrefix}:${id}:release`));
  return steps;
}

const cancel: Effect = async (tx, row, context, actor) => {
  const by = actor.role === "tasker" ? "tasker" : "customer";
  const a = cancellationOf(row, by, new Date());
  return cancelWith(tx, row, context, actor, { ...a, by, task: "reopen", keyPrefix: "cancel" });
};

/** The processor already ended the authorization: the ledger and the booking follow, nothing is called. */
const voidAuthorization: Effect = async (tx, row, context, actor) => {
  await cancelWith(tx, row, context, actor, {
    feeCents: 0,
    refundCents: toCents(String(row.total_amount)),
    by: "processor",
    task: "reopen",
    keyPrefix: "void",
  });
  return [];
};

const adminStart: Effect = async (tx, row, _context, actor) => {
  await markStarted(tx, row, actor);
  return [];
};

const adminUnstart: Effect = async (tx, row) => {
  await tx.execute(sql`update bookings set status = 'confirmed', started_at = null where id = ${row.id}::uuid`);
  await tx.execute(sql`update tasks set status = 'assigned' where id = ${row.task_id}::uuid`);
  return [];
};

/** An admin's cancellation: the policy as if the customer cancelled now; the task is closed. */
const adminCancel: Effect = async (tx, row, context, actor) => {
  const a = cancellationOf(row, "customer", new Date());
  return cancelWith(tx, row, context, actor, { ...a, by: "admin", task: "close", keyPrefix: "admin-cancel" });
};

/** An admin reopens the task: the booking is cancelled with everything refunded. */
const adminReopen: Effect = async (tx, row, context, actor) => {
  const refundCents = toCents(String(row.total_amount));
  return cancelWith(tx, row, context, actor, {
    feeCents: 0,
    refundCents,
    by: "admin",
    task: "reopen",
    keyPrefix: "admin-reopen",
  });
};

export const TRANSITION_EFFECTS: Record<FiredTransition, Effect> = {
  start,
  complete,
  cancel,
  void: voidAuthorization,
  admin_start: adminStart,
  admin_unstart: adminUnstart,
  admin_complete: complete,
  admin_cancel: adminCancel,
  admin_reopen: adminReopen,
};
