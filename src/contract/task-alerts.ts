// Task alerts: a tasker's standing searches for new tasks (/api/task-alerts). An alert names some of
// the tasker's skills and, optionally, a lowest budget and the weekdays they work; the area is always
// the tasker's own service area (base and travel radius), so moving it moves every alert. A task
// posted or reopened that fits tells each tasker once, at once (`instant`) or in the day's digest.
import { z } from "zod";
import { MAX_BUDGET } from "./tasks";

export const ALERT_DELIVERIES = ["instant", "daily"] as const;
export type AlertDelivery = (typeof ALERT_DELIVERIES)[number];

/** Alerts one tasker may keep. */
export const MAX_TASK_ALERTS = 10;
/** How far back a preview looks. */
export const ALERT_PREVIEW_DAYS = 14;
/** Tasks a preview shows beside its count. */
export const ALERT_PREVIEW_EXAMPLES = 3;

/** Day numbers as JavaScript and PostgreSQL count them: 0 = Sunday … 6 = Saturday. */
export const WEEKDAY_NAMES = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const;

export const ALERT_CATEGORIES_REQUIRED = "Choose at least one category";
export const ALERT_CATEGORY_NOT_A_SKILL = "Choose categories from your skills";
export const ALERT_MIN_BUDGET_INVALID = `The minimum budget must be an amount from $1 to $${MAX_BUDGET.toLocaleString("en-US")}`;
export const ALERT_WEEKDAYS_INVALID = "Choose weekdays from Sunday to Saturday";
export const ALERT_DELIVERY_INVALID = "Choose instant or a daily digest";
export const ALERT_LIMIT_REACHED = `You can keep at most ${MAX_TASK_ALERTS} task alerts. Delete one to add another.`;
export const ALERT_NEEDS_AREA = "Set your service area (a base city) before adding task alerts";
export const ALERT_NEEDS_PROFILE = "Task alerts are for taskers: create your tasker profile first";
export const TASK_ALERT_NOT_FOUND = "Task alert not found";

const uuid = z.string().uuid();

/** What a tasker chooses for an alert (create and replace). */
export const taskAlertInputSchema = z
  .object({
    categoryIds: z
      .array(z.string().uuid(ALERT_CATEGORY_NOT_A_SKILL), { message: ALERT_CATEGORIES_REQUIRED })
      .min(1, ALERT_CATEGORIES_REQUIRED)
      .max(20, ALERT_CATEGORY_NOT_A_SKILL),
    /** Tasks whose budget is below it are left out (tasks without a budget still match). */
    minBudget: z
      .number({ message: ALERT_MIN_BUDGET_INVALID })
      .min(1, ALERT_MIN_BUDGET_INVALID)
      .max(MAX_BUDGET, ALERT_MIN_BUDGET_INVALID)
      .multipleOf(0.01, ALERT_MIN_BUDGET_INVALID)
      .nullable()
      .default(null),
    /** Empty: any day. Tasks with a date match on these days; tasks without one (flexible) always do. */
    weekdays: z
      .array(
        z
          .number({ message: ALERT_WEEKDAYS_INVALID })
          .int(ALERT_WEEKDAYS_INVALID)
          .min(0, ALERT_WEEKDAYS_INVALID)
          .max(6, ALERT_WEEKDAYS_INVALID),
        {
          message: ALERT_WEEKDAYS_INVALID,
        },
      )
      .max(7, ALERT_WEEKDAYS_INVALID)
      .default([]),
    delivery: z.enum(ALERT_DELIVERIES, { message: ALERT_DELIVERY_INVALID }),
  })
  .strict();
export type TaskAlertInput = z.input<typeof taskAlertInputSchema>;
export type TaskAlertValues = z.output<typeof taskAlertInputSchema>;

/** A draft being set up: everything but the delivery, which does not change what matches. */
export const taskAlertPreviewInputSchema = taskAlertInputSchema.extend({
  delivery: z.enum(ALERT_DELIVERIES, { message: ALERT_DELIVERY_INVALID }).optional(),
});

export const taskAlertSchema = z.object({
  id: uuid,
  categories: z.array(z.object({ id: uuid, name: z.string() })),
  /** "80.00", or null for any budget. */
  minBudget: z.string().nullable(),
  weekdays: z.array(z.number().int().min(0).max(6)),
  delivery: z.enum(ALERT_DELIVERIES),
  /** "Mounting, Cleaning · from $80 · Sat, Sun · instant". */
  summary: z.string(),
  createdAt: z.string(),
});
export type TaskAlert = z.infer<typeof taskAlertSchema>;

export const taskAlertListSchema = z.object({
  alerts: z.array(taskAlertSchema),
  /** The tasker's service area every alert uses; null until they set a base. */
  area: z.object({ baseName: z.string().nullable(), radiusKm: z.number() }).nullable(),
  /** The categories of the tasker's skills: what an alert may name. */
  skills: z.array(z.object({ id: uuid, name: z.string() })),
  max: z.number().int(),
});
export type TaskAlertList = z.infer<typeof taskAlertListSchema>;

export const taskAlertPreviewSchema = z.object({
  /** Tasks posted in the last ALERT_PREVIEW_DAYS days the draft would have matched. */
  count: z.number().int().min(0),
  days: z.number().int(),
  examples: z.array(
    z.object({
      id: uuid,
      title: z.string(),
      /** "Mounting · 6 km from your base · Saturday". */
      reason: z.string(),
      budget: z.string().nullable(),
      createdAt: z.string(),
    }),
  ),
});
export type TaskAlertPreview = z.infer<typeof taskAlertPreviewSchema>;

export const taskAlertIdParams = z.object({ id: z.string().max(64) });

/** How many taskers a task's alerts reached (its customer's post-task success step). */
export const taskAlertedSchema = z.object({ count: z.number().int().min(0) });
export type TaskAlerted = z.infer<typeof taskAlertedSchema>;

const SHORT_DAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"] as const;

/** Days in week order from Monday: "Mon–Fri", "Sat, Sun", "any day". */
export function weekdaysLabel(days: readonly number[]): string {
  const set = new Set(days);
  if (set.size === 0 || set.size === 7) return "any day";
  const order = [1, 2, 3, 4, 5, 6, 0].filter((d) => set.has(d));
  if (order.length === 5 && !set.has(0) && !set.has(6)) return "Mon–Fri";
  return order.map((d) => SHORT_DAYS[d]).join(", ");
}

/** One line describing an alert, as its card and e-mails show it. */
export function alertSummary(alert: Pick<TaskAlert, "categories" | "minBudget" | "weekdays" | "delivery">): string {
  const parts = [alert.categories.map((c) => c.name).join(", ")];
  if (alert.minBudget) parts.push(`from $${Number(alert.minBudget).toFixed(0)}`);
  parts.push(weekdaysLabel(alert.weekdays));
  parts.push(alert.delivery === "instant" ? "instant" : "daily digest");
  return parts.join(" · ");
}
