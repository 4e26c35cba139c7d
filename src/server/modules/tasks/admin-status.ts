// An admin sets a task to any status (the product lets them), and the change means what it says: on a task
// with a live booking it fires the booking process's admin transition (complete with capture, cancel
// with the policy's refund, reopen with a full refund, start, or back to not started); on a task without
// one, only the task changes. The preview tells the admin's dialog exactly that before it happens.
import { sql } from "drizzle-orm";
import {
  adminTransitionFor,
  BOOKING_PROCESS,
  type AdminTransition,
  isLiveBooking,
  type TaskStatusChange,
} from "../../../contract/booking-process";
import type { BookingStatus, TaskStatus } from "../../../contract/constants";
import { fromCents, toCents } from "../../../contract/money";
import type { Db } from "../../db/connect";
import { queryRows, type Row } from "../../db/query";
import { writeAudit } from "../../lib/audit";
import { badRequest, notFound } from "../../lib/http-error";
import { isUuid } from "../../lib/sql-text";
import { fire, lockBookingRow, runProcessorSteps, type ProcessContext } from "../bookings/process";
import { cancellationOf } from "../bookings/transitions";
import { setTaskStatus, TASK_NOT_FOUND } from "./task-status";

const said = (status: string) => status.replace("_", " ");

type TaskState = { status: TaskStatus; tasker_id: string | null; booking: Row | null };

/** The task, and its live booking (else its latest), read with `for update` inside a transaction. */
async function taskState(db: Db, taskId: string, lock: boolean): Promise<TaskState | undefined> {
  if (!isUuid(taskId)) return undefined;
  // The booking is locked before the task, as every booking transition does, so the two never wait on each other.
  const [latest] = await queryRows<{ id: string }>(
    db,
    sql`select id from bookings where task_id = ${taskId}::uuid
    order by (status in ('confirmed', 'in_progress')) desc, created_at desc limit 1`,
  );
  const booking = latest
    ? lock
      ? ((await lockBookingRow(db, latest.id)) ?? null)
      : ((await queryRows<Row>(db, sql`select * from bookings where id = ${latest.id}::uuid`))[0] ?? null)
    : null;
  const [task] = await queryRows<{ status: TaskStatus; tasker_id: string | null }>(
    db,
    lock
      ? sql`select status, tasker_id from tasks where id = ${taskId}::uuid for update`
      : sql`select status, tasker_id from tasks where id = ${taskId}::uuid`,
  );
  return task && { ...task, booking };
}

/** What setting the task to `to` will do, in order, with the money it moves. */
function plan(
  taskId: string,
  state: TaskState,
  to: TaskStatus,
): TaskStatusChange & { transition: AdminTransition | null } {
  const b = state.booking;
  const bookingStatus = b ? (b.status as BookingStatus) : null;
  const transition = adminTransitionFor(to, bookingStatus);
  const change: TaskStatusChange & { transition: AdminTransition | null } = {
    taskId,
    from: state.status,
    to,
    booking: b ? { id: String(b.id), status: bookingStatus! } : null,
    transition,
    capture: null,
    refund: null,
    fee: null,
    effects: [],
  };
  if (transition && b) {
    change.effects.push(BOOKING_PROCESS[transition].does);
    const total = toCents(String(b.total_amount));
    if (transition === "admin_complete") change.capture = fromCents(total);
    if (transition === "admin_reopen") change.refund = fromCents(total);
    if (transition === "admin_cancel") {
      const a = cancellationOf(b, "customer", new Date());
      change.refund = fromCents(a.refundCents);
      change.fee = fromCents(a.feeCents);
      change.effects.push(
        a.feeCents > 0
          ? `It is less than 24 hours before the start: ${change.fee} is paid to the tasker as the late-cancellation fee and ${change.refund} refunded.`
          : `It is more than 24 hours before the start: all ${change.refund} is refunded.`,
      );
    }
    change.effects.push("The customer and the tasker are told by e-mail.");
  } else if (b && isLiveBooking(bookingStatus!)) {
    change.effects.push(`The booking stays ${said(bookingStatus!)}; no money moves.`);
  } else if (b) {
    change.effects.push(
      `Only the task changes: its booking was ${said(bookingStatus!)} and stays so, and no money moves` +
        (bookingStatus === "completed" ? " (refunds after completion go through a dispute)." : "."),
    );
  } else {
    change.effects.push("Only the task changes: it has no booking, so no money moves.");
  }
  if (to === "open" && !transition) change.effects.push("Taskers can send offers on it again.");
  if (to === "cancelled") change.effects.push("Its pending offers are declined.");
  return change;
}

export async function previewTaskStatusChange(db: Db, taskId: string, to: TaskStatus): Promise<TaskStatusChange> {
  const state = await taskState(db, taskId, false);
  if (!state) throw notFound(TASK_NOT_FOUND);
  return plan(taskId, state, to);
}

/**
 * An admin sets any status (and, optionally, the tasker of a task without a live booking), through the
 * booking process where the task has a live booking; audited with what it did.
 */
export async function setTaskStatusAsAdmin(
  db: Db,
  process: ProcessContext,
  actorId: string,
  taskId: string,
  change: { status: TaskStatus; taskerId?: string | null },
): Promise<TaskStatusChange> {
  if (!isUuid(taskId)) throw notFound(TASK_NOT_FOUND);
  if (change.taskerId) {
    const [tasker] = await queryRows<{ id: string }>(
      db,
      sql`select id from users where id = ${change.taskerId}::uuid and deleted_at is null`,
    );
    if (!tasker) throw badRequest("That tasker does not exist.", { taskerId: "That tasker does not exist." });
  }
  return db.transaction(async (tx) => {
    const state = await taskState(tx, taskId, true);
    if (!state) throw notFound(TASK_NOT_FOUND);
    const done = plan(taskId, state, change.status);
    const live = state.booking && isLiveBooking(state.booking.status as BookingStatus);
    if (live && change.taskerId !== undefined && change.taskerId !== state.tasker_id)
      throw badRequest("This task has a live booking: its tasker changes only by cancelling the booking first.", {
        taskerId: "The booked tasker stays",
      });
    const steps = done.transition
      ? await fire(tx, process, done.transition, state.booking!, {
          role: "admin",
          userId: actorId,
        })
      : [];
    const taskerId =
      change.taskerId !== undefined ? change.taskerId : done.transition ? undefined : (state.tasker_id ?? null);
    const changed = await setTaskStatus(tx, taskId, change.status, taskerId);
    const booking = done.booking;
    await writeAudit(tx, {
      actorId,
      action: "task.status",
      targetType: "task",
      targetId: taskId,
      before: { status: state.status, taskerId: state.tasker_id ?? null, ...(booking && { booking: booking.status }) },
      after: {
        status: change.status,
        taskerId: changed.taskerId,
        ...(booking && done.transition && { booking: BOOKING_PROCESS[done.transition].to }),
        ...(done.capture && { captured: done.capture }),
        ...(done.refund && { refund: done.refund }),
        ...(done.fee && Number(done.fee) > 0 && { fee: done.fee }),
      },
    });
    await runProcessorSteps(steps);
    return done;
  });
}
