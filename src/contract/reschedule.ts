// Moving a confirmed booking: one side proposes another free time, the other accepts or declines. Free
// until the free-cancellation deadline (24 hours before the start), like cancelling.
import { z } from "zod";
import { TOO_FAR_AHEAD, withinHorizon } from "./horizon";

export const RESCHEDULE_STATUSES = ["pending", "accepted", "declined", "withdrawn"] as const;

export const rescheduleSchema = z.object({
  id: z.string().uuid(),
  proposedBy: z.enum(["customer", "tasker"]),
  scheduledDate: z.string(),
  endsAt: z.string(),
  status: z.enum(RESCHEDULE_STATUSES),
  createdAt: z.string(),
});
export type Reschedule = z.infer<typeof rescheduleSchema>;

/** POST /api/bookings/{id}/reschedule. */
export const proposeRescheduleSchema = z.object({
  scheduledDate: z
    .string({ error: "Choose a new time" })
    .max(40, "Invalid date")
    .datetime({ offset: true, error: "Invalid date" })
    .refine(withinHorizon(), TOO_FAR_AHEAD),
});
export type ProposeRescheduleInput = z.input<typeof proposeRescheduleSchema>;

export const RESCHEDULE_TOO_LATE = "A booking can be moved until 24 hours before its start. Cancel it instead.";
