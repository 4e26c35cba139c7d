// The admin API: users, user types, task status, tasker verification, statistics and the audit log.
import { z } from "zod";
import { cappedCountPageSchema, pageQuery } from "./pagination";
import { sessionUserSchema } from "./auth";
import { BOOKING_STATUSES, PAYMENT_STATUSES, TASK_STATUSES, USER_TYPES } from "./constants";
import { payoutPauseSchema } from "./finance";
import { taskerProfileFieldsSchema } from "./taskers";

export const adminUserSchema = sessionUserSchema
  .omit({ profileImage: true })
  .extend({ suspendedAt: z.string().nullable() });
export type AdminUser = z.infer<typeof adminUserSchema>;

export const adminTaskSchema = z.object({
  id: z.string().uuid(),
  title: z.string(),
  description: z.string(),
  location: z.string(),
  budget: z.string().nullable(),
  scheduledDate: z.string().nullable(),
  status: z.enum(TASK_STATUSES),
  createdAt: z.string(),
  customer: z.object({ id: z.string().uuid(), firstName: z.string(), lastName: z.string(), email: z.string() }),
  category: z.object({ id: z.string().uuid(), name: z.string() }),
  tasker: z.object({ id: z.string().uuid(), name: z.string() }).nullable(),
  /** The task's live booking (or its latest one), so admins see where the money stands. */
  booking: z
    .object({ id: z.string().uuid(), status: z.enum(BOOKING_STATUSES), paymentStatus: z.enum(PAYMENT_STATUSES) })
    .nullable(),
});
export type AdminTask = z.infer<typeof adminTaskSchema>;

export const adminTaskerSchema = taskerProfileFieldsSchema.extend({
  createdAt: z.string(),
  user: z.object({
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
    location: z.string().nullable(),
    suspended: z.boolean(),
  }),
  /** Set while an admin has paused the tasker's payouts. */
  payoutsPaused: payoutPauseSchema.nullable(),
});
export type AdminTasker = z.infer<typeof adminTaskerSchema>;

export const adminStatsSchema = z.object({
  totalUsers: z.number().int(),
  totalTasks: z.number().int(),
  pendingTasks: z.number().int(),
  completedTasks: z.number().int(),
  recentUsers: z.array(adminUserSchema),
  recentTasks: z.array(adminTaskSchema),
});
export type AdminStats = z.infer<typeof adminStatsSchema>;

export const auditEntrySchema = z.object({
  id: z.string().uuid(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string().uuid(),
  /** The account's name, the task's title or the tasker's name; null when the target is gone. */
  targetName: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  createdAt: z.string(),
  actor: z.object({ id: z.string().uuid(), name: z.string() }).nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

const page = {
  ...pageQuery(50, 200),
  q: z.string().trim().max(200, "Search text is too long").optional(),
};
export const adminUsersQuery = z.object({
  ...page,
  userType: z.enum(USER_TYPES, { error: "Invalid user type" }).optional(),
  status: z.enum(["active", "suspended"], { error: "Status must be active or suspended" }).optional(),
});
export const adminTasksQuery = z.object({
  ...page,
  status: z.enum(TASK_STATUSES, { error: "Invalid task status" }).optional(),
});
export const adminTaskersQuery = z.object({
  ...page,
  verified: z.enum(["true", "false"], { error: "verified must be true or false" }).optional(),
});
export const adminAuditQuery = z.object(pageQuery(50, 200));

export const adminUserPageSchema = cappedCountPageSchema(adminUserSchema);
export const adminTaskPageSchema = cappedCountPageSchema(adminTaskSchema);
export const adminTaskerPageSchema = cappedCountPageSchema(adminTaskerSchema);
export const auditPageSchema = cappedCountPageSchema(auditEntrySchema);

export const updateUserSchema = z
  .object({
    userType: z.enum(USER_TYPES, { error: "User type must be customer, tasker, both or admin" }).optional(),
    suspended: z.boolean({ error: "suspended must be true or false" }).optional(),
  })
  .refine(
    (v) => v.userType !== undefined || v.suspended !== undefined,
    "Nothing to update: give userType or suspended",
  );
export const updateTaskSchema = z.object({
  status: z.enum(TASK_STATUSES, { error: "Status must be one of open, assigned, in_progress, completed, cancelled" }),
});
export const updateTaskerSchema = z.object({ isVerified: z.boolean({ error: "isVerified must be true or false" }) });
