// What every cancellation of a booking writes besides its money: the booking and its payment
// cancelled with their fee and refund, the booked offer closed, the task reopened for new offers (or
// closed, when an admin cancels it), and a pending reschedule withdrawn. The caller has locked the
// booking and written the ledger (bookings/transitions.ts).
import { sql } from "drizzle-orm";
import type { Db } from "../../db/connect";
import { queryRows } from "../../db/query";
import { recordEvents } from "../../events/record";
import { bookingParties, EVENT_TASK_COLUMNS, toEventTask, type EventTaskRow } from "../../events/task-ref";
import { alertTaskOpened } from "../task-alerts/alert-job";

export interface Closing {
  bookingId: string;
  taskId: string;
  offerId: string | null;
  /** Who cancelled; null when no person did (the card processor cancelled the authorization). */
  cancelledById: string | null;
  fee: string;
  refund: string;
  paymentStatus: "refunded" | "captured" | "partially_refunded";
  /** The task opens again for offers, or is closed with the booking. */
  task: "reopen" | "close";
}

export async function closeCancelledBooking(tx: Db, c: Closing): Promise<void> {
  await queryRows(
    tx,
    sql`update bookings set status = 'cancelled', cancelled_at = now(), cancelled_by = ${c.cancelledById}::uuid,
    cancellation_fee = ${c.fee}, refund_amount = ${c.refund}
    where id = ${c.bookingId}::uuid`,
  );
  await queryRows(
    tx,
    sql`update payments set status = ${c.paymentStatus}, captured_amount = ${c.fee}, refunded_amount = ${c.refund},
    updated_at = now() where booking_id = ${c.bookingId}::uuid`,
  );
  // The booked offer is closed too; taskers send fresh offers on the reopened task.
  if (c.offerId)
    await queryRows(
      tx,
      sql`update task_offers set status = 'declined' where id = ${c.offerId}::uuid and status = 'accepted'`,
    );
  const [task] = await queryRows<EventTaskRow>(
    tx,
    sql`update tasks set status = ${c.task === "reopen" ? "open" : "cancelled"}, tasker_id = null
    where id = ${c.taskId}::uuid returning ${EVENT_TASK_COLUMNS}`,
  );
  await queryRows(
    tx,
    sql`update booking_reschedules set status = 'withdrawn', decided_at = now()
    where booking_id = ${c.bookingId}::uuid and status = 'pending'`,
  );
  await recordEvents(tx, {
    type: "booking.cancelled",
    bookingId: c.bookingId,
    ...(await bookingParties(tx, c.bookingId)),
    ...(c.cancelledById ? { actorId: c.cancelledById } : {}),
  });
  if (c.task === "close") {
    await recordEvents(tx, { type: "task.cancelled", task: toEventTask(task) });
  } else {
    // Open again for offers: Find Work shows it again, and task alerts tell taskers not yet told of it.
    await recordEvents(tx, { type: "task.reopened", task: toEventTask(task) });
    await alertTaskOpened(tx, task.id, `reopened:${c.bookingId}`);
  }
}
