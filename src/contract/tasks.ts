// Tasks, offers, Get Matched and invitations: request and response shapes of /api/tasks and its offers.
import { z } from "zod";
import { badgeSchema } from "./badges";
import { pageQuery, pageSchema, type Page } from "./pagination";
import { MAX_BOOKING_HOURS, MIN_HOURLY_RATE, OFFER_STATUSES, TASK_STATUSES } from "./constants";
import { TOO_FAR_AHEAD, withinHorizon } from "./horizon";
import { photoIdsSchema } from "./photo-attachments";
import { photoViewSchema } from "./photos";

export const TASK_DATE_REQUIRED = "Please select a date for your task";
export const TASK_DATE_PAST = "The date is in the past. Please choose today or a later date.";
export const TASK_DATE_TOO_FAR = TOO_FAR_AHEAD;
export const BUDGET_INVALID = "Please enter a budget amount, like $50-100";
/** The most a task's budget may say: far above any booking (the top rate for 24 hours). */
export const MAX_BUDGET = 100_000;
export const BUDGET_NOT_AN_AMOUNT = "The budget must be a positive amount with at most 2 decimals, like $50-100";
export const BUDGET_TOO_HIGH = `The budget can be at most $${MAX_BUDGET.toLocaleString("en-US")}`;
export const BUDGET_MAX_LENGTH = 60;
export const BUDGET_TOO_LONG = `Budget is too long (${BUDGET_MAX_LENGTH} characters at most)`;
export const OFFER_MESSAGE_MIN = 10;
/** An offer estimates the hours a booking would take, so it has the booking's range. */
export const OFFER_HOURS_MAX = MAX_BOOKING_HOURS;
export const MAX_OFFER_RATE = 10_000;
export const MATCH_LIMIT = 10;
export const OPEN_TASK_PAGE_SIZE = 20;

/** A date counts as past when it lies more than 24 hours back: "today" somewhere on Earth is never refused. */
export const PAST_DATE_GRACE_MS = 24 * 60 * 60 * 1000;

/** Parses an ISO date (YYYY-MM-DD, taken as 12:00 UTC) or date-time; null when it is not a date. */
export function parseTaskDate(value: string): Date | null {
  const text = value.trim();
  const iso = /^\d{4}-\d{2}-\d{2}$/.test(text) ? `${text}T12:00:00.000Z` : text;
  if (!/^\d{4}-\d{2}-\d{2}/.test(iso)) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

export function isPastTaskDate(date: Date, now = Date.now()): boolean {
  return date.getTime() < now - PAST_DATE_GRACE_MS;
}

type BudgetReading = { amount: string; problem: null } | { amount: null; problem: string };

/**
 * Free-text budget ("$50-100", "about 80", "1,200") → its upper amount as "100.00". Refused: no
 * number, a negative amount ("-50": a minus before the first number; "50-100" is a range), more than
 * 2 decimals, an upper amount of zero or above MAX_BUDGET.
 */
export function readBudget(text: string | number): BudgetReading {
  const refuse = (problem: string): BudgetReading => ({ amount: null, problem });
  if (typeof text === "number") {
    if (!Number.isFinite(text)) return refuse(BUDGET_NOT_AN_AMOUNT);
    text = String(text);
    if (/e/i.test(text)) return refuse(Math.abs(Number(text)) >= 1 ? BUDGET_TOO_HIGH : BUDGET_NOT_AN_AMOUNT);
  }
  const plain = text.replace(/(\d),(?=\d{3}\b)/g, "$1");
  const numbers = plain.match(/\d+(?:\.\d+)?/g);
  if (!numbers) return refuse(BUDGET_INVALID);
  if (/[-\u2212\u2013\u2014][$\s]*\d/.test(plain.slice(0, plain.search(/\d/) + 1))) return refuse(BUDGET_NOT_AN_AMOUNT);
  if (numbers.some((n) => (n.split(".")[1] ?? "").length > 2)) return refuse(BUDGET_NOT_AN_AMOUNT);
  const top = Math.max(...numbers.map(Number));
  if (!(top > 0)) return refuse(BUDGET_NOT_AN_AMOUNT);
  if (top > MAX_BUDGET) return refuse(BUDGET_TOO_HIGH);
  return { amount: top.toFixed(2), problem: null };
}

/** The upper amount of a budget ("100.00"), or null when it is refused (see readBudget). */
export const parseBudget = (text: string | number | null | undefined): string | null =>
  text == null ? null : readBudget(text).amount;

const required = (message: string, max: number, maxMessage: string) =>
  z.string({ error: message }).trim().min(1, message).max(max, maxMessage);

export const createTaskSchema = z.object({
  categoryId: z.string({ error: "Please select a service category" }).uuid("Please select a service category"),
  title: required("Title is required", 120, "Title is too long (120 characters at most)"),
  description: required("Description is required", 5000, "Description is too long (5,000 characters at most)"),
  location: required("Location is required", 200, "Location is too long (200 characters at most)"),
  /** Free text like "$50-100"; the server stores the upper amount. */
  budget: z
    .union([z.string().max(BUDGET_MAX_LENGTH, BUDGET_TOO_LONG), z.number()], { error: BUDGET_INVALID })
    .optional()
    .nullable()
    .superRefine((b, ctx) => {
      if (b == null || String(b).trim() === "") return;
      const { problem } = readBudget(b);
      if (problem) ctx.addIssue({ code: "custom", message: problem });
    }),
  scheduledDate: z
    .string({ error: TASK_DATE_REQUIRED })
    .trim()
    .min(1, TASK_DATE_REQUIRED)
    .max(40, TASK_DATE_REQUIRED)
    .refine((s) => parseTaskDate(s) !== null, TASK_DATE_REQUIRED)
    .refine((s) => {
      const d = parseTaskDate(s);
      return d === null || !isPastTaskDate(d);
    }, TASK_DATE_PAST)
    .refine(withinHorizon(parseTaskDate), TASK_DATE_TOO_FAR),
  /** Photos uploaded for the task (POST /api/photos?use=task), in the order they are shown. */
  photoIds: photoIdsSchema.optional(),
});
export type CreateTaskInput = z.input<typeof createTaskSchema>;

export const personSchema = z.object({ id: z.string().uuid(), name: z.string(), initials: z.string() });

/**
 * Where a task is, as the reader may see it: the address for its customer, admins and the booked
 * tasker; for other taskers the city or area only ('Austin, TX'), with `addressHidden` set.
 */
export const taskPlaceFields = {
  location: z.string(),
  /** km from the reading tasker's base to the task's place; null when either is unknown, and for its customer. */
  distanceKm: z.number().nullable(),
  /** True when `location` is the area only: the address is shared once the reader is booked. */
  addressHidden: z.boolean(),
};
export type TaskPlaceFields = { location: string; distanceKm: number | null; addressHidden: boolean };

export const taskSchema = z.object({
  id: z.string().uuid(),
  customerId: z.string().uuid(),
  categoryId: z.string().uuid(),
  categoryName: z.string(),
  title: z.string(),
  description: z.string(),
  ...taskPlaceFields,
  /** Upper amount of the budget in USD, "100.00", or null. */
  budget: z.string().nullable(),
  scheduledDate: z.string().nullable(),
  status: z.enum(TASK_STATUSES),
  /** The assigned tasker's user id. */
  taskerId: z.string().uuid().nullable(),
  createdAt: z.string(),
  /** Pending offers on the task. */
  offerCount: z.number().int(),
  customer: personSchema,
  /** The customer's rating from taskers' published reviews, two decimals ("0.00" before any; decision 0063). */
  customerRating: z.string(),
  /** How many published reviews taskers wrote of the customer. */
  customerReviewCount: z.number().int(),
  /** The task's photos in order: for its customer, admins and the taskers who may read the task. */
  photos: z.array(photoViewSchema),
});
export type Task = z.infer<typeof taskSchema>;

export const myTaskSchema = taskSchema.extend({
  booking: z.object({ id: z.string().uuid(), status: z.string() }).nullable(),
  invitedCount: z.number().int(),
});
export type MyTask = z.infer<typeof myTaskSchema>;

export const myTasksQuery = z.object({ status: z.enum(TASK_STATUSES, { error: "Unknown task status" }).optional() });

export const updateTaskSchema = z.object({
  status: z.enum(TASK_STATUSES, { error: "Status must be one of open, assigned, in_progress, completed, cancelled" }),
  taskerId: z.string().uuid("taskerId must be a user id").nullable().optional(),
});
export type UpdateTaskInput = z.infer<typeof updateTaskSchema>;

/**
 * PUT /api/tasks/{taskId}: the status change above, or (for the customer of an open task) a new
 * list of photos, which replaces the old one: reorder and remove by sending the list you want.
 */
export const editTaskSchema = updateTaskSchema
  .extend({ status: updateTaskSchema.shape.status.optional(), photoIds: photoIdsSchema.optional() })
  .refine((change) => change.status !== undefined || change.photoIds !== undefined, {
    message: "Status must be one of open, assigned, in_progress, completed, cancelled",
    path: ["status"],
  });
export type EditTaskInput = z.infer<typeof editTaskSchema>;

export const offerRefSchema = z.object({ id: z.string().uuid(), status: z.enum(OFFER_STATUSES) });

export const openTaskSchema = taskSchema.extend({
  /** The customer invited the session tasker to send an offer. */
  invited: z.boolean(),
  /** The session tasker's latest offer on this task. */
  myOffer: offerRefSchema.nullable(),
});
export type OpenTask = z.infer<typeof openTaskSchema>;

export const openTasksQuery = z.object({
  /** Category id or name. */
  category: z.string().trim().max(100).optional(),
  location: z.string().trim().max(120, "Location is too long (120 characters at most)").optional(),
  date: z
    .string()
    .trim()
    .max(10, "Date must look like 2025-06-30")
    .regex(/^\d{4}-\d{2}-\d{2}$/, "Date must look like 2025-06-30")
    .optional()
    .or(z.literal("").transform(() => undefined)),
  ...pageQuery(OPEN_TASK_PAGE_SIZE, 50),
});
export type OpenTasksQuery = z.input<typeof openTasksQuery>;

export const openTaskPageSchema = pageSchema(openTaskSchema);
export type OpenTaskPage = Page<OpenTask>;

// ---- offers ----

export const OFFER_RATE_MESSAGE = "Rate must be a positive amount with at most 2 decimals, like 45.00";
export const OFFER_RATE_MIN_MESSAGE = `Rate must be at least $${MIN_HOURLY_RATE.toFixed(2)} an hour`;
export const OFFER_RATE_MAX_MESSAGE = `Rate is too large: at most $${MAX_OFFER_RATE.toLocaleString("en-US", { minimumFractionDigits: 2 })} an hour`;
export const OFFER_HOURS_MESSAGE = `Estimated hours must be a whole number from 1 to ${OFFER_HOURS_MAX}`;

export const createOfferSchema = z.object({
  message: z
    .string({ error: `Message must be at least ${OFFER_MESSAGE_MIN} characters` })
    .trim()
    .min(OFFER_MESSAGE_MIN, `Message must be at least ${OFFER_MESSAGE_MIN} characters`)
    .max(2000, "Message is too long (2,000 characters at most)"),
  proposedRate: z
    .union([z.string().max(40, OFFER_RATE_MESSAGE), z.number()], { error: OFFER_RATE_MESSAGE })
    .transform((v) => String(v).trim())
    .superRefine((v, ctx) => {
      // One message, the one that names what is wrong: the form, then the range.
      const message = !(/^\d+(\.\d{1,2})?$/.test(v) && Number(v) > 0)
        ? OFFER_RATE_MESSAGE
        : Number(v) > MAX_OFFER_RATE
          ? OFFER_RATE_MAX_MESSAGE
          : Number(v) < MIN_HOURLY_RATE
            ? OFFER_RATE_MIN_MESSAGE
            : null;
      if (message) ctx.addIssue({ code: "custom", message });
    })
    .transform((v) => Number(v).toFixed(2)),
  estimatedDuration: z.coerce
    .number({ error: OFFER_HOURS_MESSAGE })
    .int(OFFER_HOURS_MESSAGE)
    .min(1, OFFER_HOURS_MESSAGE)
    .max(OFFER_HOURS_MAX, OFFER_HOURS_MESSAGE),
});
export type CreateOfferInput = z.input<typeof createOfferSchema>;

/** What a customer sees of a tasker beside an offer or a match. */
const taskerSummarySchema = z.object({
  userId: z.string().uuid(),
  name: z.string(),
  initials: z.string(),
  profileImage: z.string().nullable(),
  rating: z.string(),
  totalReviews: z.number().int(),
  isVerified: z.boolean(),
  hourlyRate: z.string().nullable(),
});

export const offerTaskerSchema = taskerSummarySchema.extend({
  profileId: z.string().uuid().nullable(),
  completedTasks: z.number().int(),
  /** The tasker's live badges (unexpired, not revoked). */
  badges: z.array(badgeSchema),
});

export const offerSchema = z.object({
  id: z.string().uuid(),
  taskId: z.string().uuid(),
  /** The tasker's user id. */
  taskerId: z.string().uuid(),
  message: z.string().nullable(),
  proposedRate: z.string(),
  estimatedDuration: z.number().int().nullable(),
  status: z.enum(OFFER_STATUSES),
  createdAt: z.string(),
  tasker: offerTaskerSchema,
});
export type Offer = z.infer<typeof offerSchema>;

export const myOfferSchema = offerSchema.omit({ tasker: true }).extend({
  task: z.object({
    id: z.string().uuid(),
    title: z.string(),
    status: z.enum(TASK_STATUSES),
    scheduledDate: z.string().nullable(),
    ...taskPlaceFields,
    /** The task's customer as taskers rated them (as on a task). */
    customerRating: z.string(),
    customerReviewCount: z.number().int(),
  }),
});
export type MyOffer = z.infer<typeof myOfferSchema>;

// ---- Get Matched and invitations ----

export const matchSchema = taskerSummarySchema.extend({
  /** Tasker profile id (for /taskers/{id} and invitations). */
  id: z.string().uuid(),
  skills: z.array(z.string()),
  invited: z.boolean(),
  /** The tasker's base city ('Austin, TX'), else their location text. */
  location: z.string().nullable(),
  /** km from the tasker's base to the task's place; null when either has no coordinates. */
  distanceKm: z.number().nullable(),
  /** A free time on the task's date (a task without a date: within the coming week). */
  freeOnTaskDate: z.boolean(),
});
export type Match = z.infer<typeof matchSchema>;

export const inviteSchema = z.object({
  taskerId: z.string({ error: "taskerId is required" }).uuid("taskerId must be a tasker profile id"),
});
export const invitationSchema = z.object({
  taskId: z.string().uuid(),
  taskerId: z.string().uuid(),
  invited: z.literal(true),
  createdAt: z.string(),
});
export type Invitation = z.infer<typeof invitationSchema>;

export const taskIdParams = z.object({ taskId: z.string().max(64) });
export const offerIdParams = z.object({ offerId: z.string().max(64) });
