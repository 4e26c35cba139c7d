// Rescheduling a confirmed booking: either side proposes a free time of the tasker (one pending
// proposal per booking; a new one replaces it), the other side accepts (the booking moves, checked
// again under the tasker's lock and the overlap constraint) or declines; the proposer may withdraw.
// Possible while cancelling is still free (cancellationAmounts: until 24 hours before the start).
import { sql } from "drizzle-orm";
import { SLOT_TAKEN_MESSAGE } from "../../../contract/availability";
import type { Booking } from "../../../contract/bookings";
import { cancellationAmounts } from "../../../contract/money";
import { RESCHEDULE_TOO_LATE, type ProposeRescheduleInput } from "../../../contract/reschedule";
import type { Database, Db } from "../../db/connect";
import { pgCode } from "../../db/errors";
import { queryRows, type Row } from "../../db/query";
import { recordEvents } from "../../events/record";
import { bookingParties } from "../../events/task-ref";
import { badRequest, conflict, forbidden, notFound } from "../../lib/http-error";
import type { UserRow } from "../../plugins/auth";
import { assertSlotFree } from "../availability/slots";
import { notifyRescheduleAnswered, notifyRescheduleProposed } from "../notifications/notify-reschedule";
import { lockBooking, partyRole, permit } from "./process";
import { selectBooking } from "./present";

const HOUR_MS = 3_600_000;
type PendingRow = { id: string; proposed_by: string; scheduled_date: Date; ends_at: Date };

function requireMovable(row: Row, user: UserRow): void {
  permit("reschedule", row.status, partyRole(row, user));
  // The free-cancellation deadline, whoever moves it (amounts play no part here).
  const start = new Date(row.scheduled_date as Date);
  const { free } = cancellationAmounts({ totalCents: 0, rateCents: 0, start, now: new Date(), by: "customer" });
  if (!free) throw conflict(RESCHEDULE_TOO_LATE);
}

async function pendingOf(tx: Db, bookingId: string): Promise<PendingRow | undefined> {
  const [pending] = await queryRows<PendingRow>(
    tx,
    sql`select id, proposed_by, scheduled_date, ends_at from booking_reschedules
    where booking_id = ${bookingId}::uuid and status = 'pending'`,
  );
  return pending;
}

export async function proposeReschedule(
  database: Database,
  user: UserRow,
  id: string,
  input: ProposeRescheduleInput,
  origin = "",
): Promise<Booking> {
  const db = database.db;
  await db.transaction(async (tx) => {
    const row = await lockBooking(tx, user, id);
    requireMovable(row, user);
    const start = new Date(input.scheduledDate);
    if (start.getTime() === new Date(row.scheduled_date as Date).getTime())
      throw badRequest("That is the booking's current time. Choose another.");
    if (start.getTime() <= Date.now()) throw badRequest("Please choose a date and time in the future.");
    const hours = Number(row.duration ?? 1);
    await assertSlotFree(tx, {
      taskerUserId: String(row.tasker_id),
      start,
      durationHours: hours,
      excludeBookingId: id,
    });
    await queryRows(
      tx,
      sql`update booking_reschedules set status = 'withdrawn', decided_at = now()
      where booking_id = ${id}::uuid and status = 'pending'`,
    );
    await queryRows(
      tx,
      sql`insert into booking_reschedules (booking_id, proposed_by, scheduled_date, ends_at)
      values (${id}::uuid, ${user.id}::uuid, ${start.toISOString()}::timestamptz,
        ${new Date(start.getTime() + hours * HOUR_MS).toISOString()}::timestamptz)`,
    );
    await notifyRescheduleProposed(tx, id, user.id === row.tasker_id ? "tasker" : "customer", start, origin);
  });
  return (await selectBooking(database, id))!;
}

export async function answerReschedule(
  database: Database,
  user: UserRow,
  id: string,
  answer: "accept" | "decline",
  origin = "",
): Promise<Booking> {
  const db = database.db;
  try {
    await db.transaction(async (tx) => {
      const row = await lockBooking(tx, user, id);
      const pending = await pendingOf(tx, id);
      if (!pending) throw notFound("There is no proposed new time for this booking.");
      const proposer = pending.proposed_by === row.tasker_id ? "tasker" : "customer";
      const times = { from: new Date(row.scheduled_date as Date), to: new Date(pending.scheduled_date) };
      if (answer === "decline") {
        const status = pending.proposed_by === user.id ? "withdrawn" : "declined";
        await queryRows(
          tx,
          sql`update booking_reschedules set status = ${status}, decided_at = now() where id = ${pending.id}::uuid`,
        );
        if (status === "declined")
          await notifyRescheduleAnswered(tx, id, { proposer, accepted: false, ...times }, origin);
        return;
      }
      if (pending.proposed_by === user.id) throw forbidden("The other side answers your proposal.");
      requireMovable(row, user);
      const start = new Date(pending.scheduled_date);
      await assertSlotFree(tx, {
        taskerUserId: String(row.tasker_id),
        start,
        durationHours: Number(row.duration ?? 1),
        excludeBookingId: id,
      });
      await queryRows(
        tx,
        sql`update bookings set scheduled_date = ${start.toISOString()}::timestamptz,
          ends_at = ${new Date(pending.ends_at).toISOString()}::timestamptz where id = ${id}::uuid`,
      );
      await queryRows(
        tx,
        sql`update tasks set scheduled_date = ${start.toISOString()}::timestamptz where id = ${row.task_id}::uuid`,
      );
      await queryRows(
        tx,
        sql`update booking_reschedules set status = 'accepted', decided_at = now() where id = ${pending.id}::uuid`,
      );
      await notifyRescheduleAnswered(tx, id, { proposer, accepted: true, ...times }, origin);
      await recordEvents(tx, {
        type: "booking.rescheduled",
        bookingId: id,
        ...(await bookingParties(tx, id)),
        actorId: user.id,
      });
    });
  } catch (error) {
    if (pgCode(error) === "23P01") throw conflict(SLOT_TAKEN_MESSAGE);
    throw error;
  }
  return (await selectBooking(database, id))!;
}
