// The booking process: a booking's states, the transitions between them, who may fire each, and what
// each does to the task. The server runs every change of a booking through it
// (server/modules/bookings/process.ts); the admin's task dialog reads what a status change will do.
import { z } from "zod";
import { BOOKING_STATUSES, TASK_STATUSES, type BookingStatus, type TaskStatus } from "./constants";

/** Who fires a transition: one of the booking's two people, an admin, or the card processor. */
export const PROCESS_ROLES = ["customer", "tasker", "admin", "processor"] as const;
export type ProcessRole = (typeof PROCESS_ROLES)[number];

export const BOOKING_TRANSITIONS = [
  "book",
  "reschedule",
  "start",
  "complete",
  "cancel",
  "void",
  "admin_start",
  "admin_unstart",
  "admin_complete",
  "admin_cancel",
  "admin_reopen",
] as const;
export type BookingTransition = (typeof BOOKING_TRANSITIONS)[number];
/** The transitions an admin fires by setting a task's status. */
export type AdminTransition = Extract<BookingTransition, `admin_${string}`>;

export interface TransitionRule {
  /** The states it may be fired from (none: it creates the booking). */
  from: readonly BookingStatus[];
  to: BookingStatus;
  by: readonly ProcessRole[];
  /** What the booking's task becomes ("unchanged": it stays as it is). */
  task: TaskStatus | "unchanged";
  /** What it does, in the words the admin's dialog and the process's README use. */
  does: string;
}

const LIVE: readonly BookingStatus[] = ["confirmed", "in_progress"];

export const BOOKING_PROCESS: Record<BookingTransition, TransitionRule> = {
  book: {
    from: [],
    to: "confirmed",
    by: ["customer"],
    task: "assigned",
    does: "The card is authorized for the total; the chosen offer is accepted and the others declined.",
  },
  reschedule: {
    from: ["confirmed"],
    to: "confirmed",
    by: ["customer", "tasker"],
    task: "unchanged",
    does: "One side proposes a new time and the other accepts it; no money moves.",
  },
  start: {
    from: ["confirmed"],
    to: "in_progress",
    by: ["tasker"],
    task: "in_progress",
    does: "The tasker starts the job, from an hour before its start.",
  },
  complete: {
    from: ["in_progress"],
    to: "completed",
    by: ["tasker"],
    task: "completed",
    does: "The payment is captured and the tasker's share held until it is released.",
  },
  cancel: {
    from: ["confirmed"],
    to: "cancelled",
    by: ["customer", "tasker"],
    task: "open",
    does: "Free until 24 hours before the start; later, the tasker keeps the late-cancellation fee. The task reopens.",
  },
  void: {
    from: LIVE,
    to: "cancelled",
    by: ["processor"],
    task: "open",
    does: "The card processor ended the authorization: nothing is charged and the task reopens.",
  },
  admin_start: {
    from: ["confirmed"],
    to: "in_progress",
    by: ["admin"],
    task: "in_progress",
    does: "The booking is marked in progress, as if the tasker had started it.",
  },
  admin_unstart: {
    from: ["in_progress"],
    to: "confirmed",
    by: ["admin"],
    task: "assigned",
    does: "The booking goes back to confirmed, not yet started; no money moves.",
  },
  admin_complete: {
    from: LIVE,
    to: "completed",
    by: ["admin"],
    task: "completed",
    does: "The booking is completed: the full payment is captured and the tasker's share held until it is released.",
  },
  admin_cancel: {
    from: LIVE,
    to: "cancelled",
    by: ["admin"],
    task: "cancelled",
    does: "The booking is cancelled with the refund the cancellation policy gives the customer; the task is closed.",
  },
  admin_reopen: {
    from: LIVE,
    to: "cancelled",
    by: ["admin"],
    task: "open",
    does: "The booking is cancelled with a full refund and the task reopens for new offers.",
  },
};

export const isLiveBooking = (status: BookingStatus): boolean => LIVE.includes(status);

/**
 * The transition an admin's change of a task's status fires on the task's live booking (confirmed or
 * in progress); null when there is none to fire, and only the task changes.
 */
export function adminTransitionFor(target: TaskStatus, booking: BookingStatus | null): AdminTransition | null {
  if (booking === null || !isLiveBooking(booking)) return null;
  switch (target) {
    case "open":
      return "admin_reopen";
    case "assigned":
      return booking === "in_progress" ? "admin_unstart" : null;
    case "in_progress":
      return booking === "confirmed" ? "admin_start" : null;
    case "completed":
      return "admin_complete";
    case "cancelled":
      return "admin_cancel";
  }
}

/** GET /api/admin/tasks/{id}/status-change?status=: what setting the task to that status will do. */
export const taskStatusChangeQuery = z.object({
  status: z.enum(TASK_STATUSES, { error: "status must be a task status" }),
});

export const taskStatusChangeSchema = z.object({
  taskId: z.string().uuid(),
  from: z.enum(TASK_STATUSES),
  to: z.enum(TASK_STATUSES),
  /** The booking the change acts on: the task's live booking, else its latest one. */
  booking: z.object({ id: z.string().uuid(), status: z.enum(BOOKING_STATUSES) }).nullable(),
  transition: z.enum(BOOKING_TRANSITIONS).nullable(),
  /** Money the change moves, as decimal strings; null where it moves none of that kind. */
  capture: z.string().nullable(),
  refund: z.string().nullable(),
  fee: z.string().nullable(),
  /** What will happen, in order, one sentence each. */
  effects: z.array(z.string()),
});
export type TaskStatusChange = z.infer<typeof taskStatusChangeSchema>;
