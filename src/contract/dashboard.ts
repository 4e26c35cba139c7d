// The tasker dashboard: active tasks, pending offers, invitations, upcoming bookings, earnings.
import { z } from "zod";
import { photoViewSchema } from "./photos";
import { taskPlaceFields } from "./tasks";

const personSchema = z.object({
  id: z.string().uuid(),
  name: z.string(),
  initials: z.string(),
  profileImage: z.string().nullable(),
});

export const activeTaskSchema = z.object({
  /** The booking id (start / complete act on it). */
  id: z.string().uuid(),
  taskId: z.string().uuid(),
  taskTitle: z.string(),
  location: z.string(),
  status: z.enum(["confirmed", "in_progress"]),
  scheduledDate: z.string(),
  endsAt: z.string().nullable(),
  duration: z.number().int().nullable(),
  hourlyRate: z.string().nullable(),
  /** What the tasker earns for it (the subtotal; the customer's total adds the service fee). */
  amount: z.string(),
  totalAmount: z.string(),
  customer: personSchema,
});
export type ActiveTask = z.infer<typeof activeTaskSchema>;

export const pendingOfferSchema = z.object({
  id: z.string().uuid(),
  taskId: z.string().uuid(),
  taskTitle: z.string(),
  /** The task's photos, in order. */
  photos: z.array(photoViewSchema),
  ...taskPlaceFields,
  scheduledDate: z.string().nullable(),
  proposedRate: z.string(),
  estimatedDuration: z.number().int().nullable(),
  createdAt: z.string(),
  customerName: z.string(),
});
export type PendingOffer = z.infer<typeof pendingOfferSchema>;

export const invitationSchema = z.object({
  taskId: z.string().uuid(),
  taskTitle: z.string(),
  /** The task's photos, in order. */
  photos: z.array(photoViewSchema),
  categoryName: z.string(),
  ...taskPlaceFields,
  budget: z.string().nullable(),
  scheduledDate: z.string().nullable(),
  invitedAt: z.string(),
  customerName: z.string(),
  /** True when the tasker already has a pending offer on this task. */
  offered: z.boolean(),
});
export type Invitation = z.infer<typeof invitationSchema>;

export const monthlyEarningsSchema = z.object({ month: z.string().regex(/^\d{4}-\d{2}$/), amount: z.string() });
export type MonthlyEarnings = z.infer<typeof monthlyEarningsSchema>;

export const taskerDashboardSchema = z.object({
  pendingOffers: z.array(pendingOfferSchema),
  invitations: z.array(invitationSchema),
  upcomingBookings: z.array(activeTaskSchema),
  /** The last 6 calendar months (UTC), oldest first, the current month last. */
  earningsByMonth: z.array(monthlyEarningsSchema),
});
export type TaskerDashboard = z.infer<typeof taskerDashboardSchema>;
