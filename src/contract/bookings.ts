// Bookings, the payment card, cancellation and reviews: request and response shapes shared by the
// booking screens and /api/bookings.
import { z } from "zod";
import {
  BOOKING_STATUSES,
  DEFAULT_BOOKING_DURATION,
  MAX_BOOKING_HOURS,
  PAYMENT_STATUSES,
  START_WINDOW_MINUTES,
} from "./constants";
import { TOO_FAR_AHEAD, withinHorizon } from "./horizon";
import { cardDigits, expiryInFuture, luhnValid } from "./money";
import { photoViewSchema } from "./photos";
import { bookingConsentSchema } from "./portfolio";
import { rescheduleSchema } from "./reschedule";
import { reviewNoteSchema, subRatingsSchema } from "./reviews";

export const MONEY_PATTERN = /^\d{1,8}(\.\d{1,2})?$/;
const TOTAL_AMOUNT_MESSAGE = "totalAmount must be an amount like 105.00";

/** Card details: checked here for fast feedback, and again by the payment provider. */
export const cardSchema = z.object({
  number: z
    .string({ error: "Card number is required" })
    .trim()
    .max(30, "Card number is too long")
    .refine((v) => luhnValid(cardDigits(v)), "Enter a valid card number"),
  expiry: z
    .string({ error: "Expiry is required" })
    .trim()
    .max(10, "Use MM/YY")
    .regex(/^\d{2}\s*\/\s*\d{2}$/, "Use MM/YY")
    .refine((v) => expiryInFuture(v), "This card has expired"),
  cvc: z
    .string({ error: "CVC is required" })
    .trim()
    .max(10, "CVC is 3 or 4 digits")
    .regex(/^\d{3,4}$/, "CVC is 3 or 4 digits"),
});
export type CardInput = z.infer<typeof cardSchema>;

export const DURATION_MESSAGE = `Duration must be a whole number of hours from 1 to ${MAX_BOOKING_HOURS}`;
export const durationSchema = z
  .number({ error: DURATION_MESSAGE })
  .int(DURATION_MESSAGE)
  .min(1, DURATION_MESSAGE)
  .max(MAX_BOOKING_HOURS, DURATION_MESSAGE);

/** The hours a booking through an offer starts with: the offer's estimate (the default when it has none). */
export function offerBookingHours(estimatedDuration: number | null): number {
  return estimatedDuration !== null && durationSchema.safeParse(estimatedDuration).success
    ? estimatedDuration
    : DEFAULT_BOOKING_DURATION;
}

/** POST /api/bookings. The customer is the session user: a body customerId or status is ignored. */
export const createBookingSchema = z
  .object({
    taskId: z.string({ error: "taskId is required" }).uuid("taskId must be a task id"),
    /** The chosen offer on that task. */
    offerId: z.string().uuid("offerId must be an offer id").optional().nullable(),
    /**
     * The tasker (their profile or account id). With a pending offer of theirs on the task, that offer
     * is booked at its rate; otherwise a direct hire at the tasker's own hourly rate.
     */
    taskerId: z.string().uuid("taskerId must be a tasker id").optional().nullable(),
    scheduledDate: z
      .string({ error: "Please select a date" })
      .max(40, "Invalid date")
      .datetime({ offset: true, error: "Invalid date" })
      .refine(withinHorizon(), TOO_FAR_AHEAD),
    duration: durationSchema,
    /** What the customer saw; the server computes the amount and refuses a total that disagrees. */
    totalAmount: z
      .string({ error: "totalAmount is required" })
      .max(20, TOTAL_AMOUNT_MESSAGE)
      .regex(MONEY_PATTERN, TOTAL_AMOUNT_MESSAGE),
    /** Card details, with the built-in payment provider (GET /api/payments/config says which one runs). */
    card: cardSchema.optional(),
    /**
     * With Stripe: the PaymentMethod Stripe.js made from the card in the browser (`pm_…`); the card
     * itself never reaches taskly. Send either `card` or `paymentMethodId`, never both.
     */
    paymentMethodId: z
      .string()
      .max(210, "paymentMethodId must be a Stripe PaymentMethod id (pm_…)")
      .regex(/^pm_[A-Za-z0-9_]{1,200}$/, "paymentMethodId must be a Stripe PaymentMethod id (pm_…)")
      .optional(),
    /** The customer agrees to keep the card as a processor token for tips and approved price changes. */
    saveCard: z.boolean({ error: "saveCard must be true or false" }).optional(),
  })
  .refine((b) => b.offerId || b.taskerId, { message: "Choose a tasker to book", path: ["offerId"] })
  .refine((b) => Boolean(b.card) !== Boolean(b.paymentMethodId), {
    message: "Enter your card details",
    path: ["card"],
  });
export type CreateBookingInput = z.input<typeof createBookingSchema>;

export const IDEMPOTENCY_HEADER = "idempotency-key";

/** When the tasker may start a booking: START_WINDOW_MINUTES before its scheduled start. */
export function startAvailableFrom(scheduledDate: string | Date): Date {
  return new Date(new Date(scheduledDate).getTime() - START_WINDOW_MINUTES * 60_000);
}

const partySchema = z.object({
  id: z.string().uuid(),
  name: z.string(),
  initials: z.string(),
  profileImage: z.string().nullable(),
});

export const bookingReviewSchema = z.object({
  id: z.string().uuid(),
  rating: z.number().int(),
  comment: z.string().nullable(),
  createdAt: z.string(),
});

/**
 * A booking's money as every screen shows it, read from the ledger by the server (USD strings).
 * `total` = `charged` + `onHold`: what the customer pays in all once the hold is taken.
 */
export const bookingTotalsSchema = z.object({
  /** Approved price changes, charged when approved (with their service fee). */
  priceChanges: z.string(),
  tips: z.string(),
  /** Still held on the card, not yet taken: the booked total until the job is completed. */
  onHold: z.string(),
  /** Taken from the card so far (the job, price changes, tips), less what went back. */
  charged: z.string(),
  total: z.string(),
  /** The tasker's share still held: what 'Looks good, release payment' releases. */
  taskerHeld: z.string(),
});
export type BookingTotals = z.infer<typeof bookingTotalsSchema>;

export const bookingSchema = z.object({
  id: z.string().uuid(),
  taskId: z.string().uuid(),
  taskTitle: z.string(),
  taskLocation: z.string(),
  /** The task's photos, in order (for the booking's customer, its tasker and admins). */
  taskPhotos: z.array(photoViewSchema),
  categoryName: z.string(),
  offerId: z.string().uuid().nullable(),
  customerId: z.string().uuid(),
  /** The tasker's user id. */
  taskerId: z.string().uuid(),
  taskerProfileId: z.string().uuid().nullable(),
  customer: partySchema,
  tasker: partySchema,
  scheduledDate: z.string(),
  endsAt: z.string().nullable(),
  duration: z.number().int().nullable(),
  hourlyRate: z.string().nullable(),
  subtotal: z.string().nullable(),
  serviceFee: z.string().nullable(),
  /** The total booked (rate × hours plus the service fee), as the booking was made. */
  totalAmount: z.string(),
  totals: bookingTotalsSchema,
  status: z.enum(BOOKING_STATUSES),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  card: z.object({ brand: z.string().nullable(), last4: z.string().nullable() }).nullable(),
  createdAt: z.string(),
  startedAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  cancelledBy: z.string().uuid().nullable(),
  cancellationFee: z.string().nullable(),
  refundAmount: z.string().nullable(),
  review: bookingReviewSchema.nullable(),
  /** A proposed new time waiting for the other side's answer. */
  pendingReschedule: rescheduleSchema.nullable(),
  /** Whether the job's photos may join the tasker's portfolio (asked by the tasker once completed). */
  portfolioConsent: bookingConsentSchema,
});
export type Booking = z.infer<typeof bookingSchema>;

export const BOOKING_ROLES = ["customer", "tasker"] as const;
export const BOOKING_SCOPES = ["upcoming", "past"] as const;
export const listBookingsQuerySchema = z.object({
  role: z.enum(BOOKING_ROLES, { error: "role must be customer or tasker" }).default("customer"),
  scope: z.enum(BOOKING_SCOPES, { error: "scope must be upcoming or past" }).optional(),
});

/** GET /api/bookings/{id}/cancellation: what a cancellation by the session user would cost now. */
export const cancellationPreviewSchema = z.object({
  bookingId: z.string().uuid(),
  cancelledBy: z.enum(["customer", "tasker"]),
  total: z.string(),
  /** Kept and paid to the tasker. */
  fee: z.string(),
  /** Refunded to the customer's card. */
  refund: z.string(),
  freeUntil: z.string(),
  free: z.boolean(),
});
export type CancellationPreview = z.infer<typeof cancellationPreviewSchema>;

export const REVIEW_COMMENT_MAX = 2000;
export const createReviewSchema = z.object({
  rating: z
    .number({ error: "Choose a rating from 1 to 5 stars" })
    .int("Choose a rating from 1 to 5 stars")
    .min(1, "Choose a rating from 1 to 5 stars")
    .max(5, "Choose a rating from 1 to 5 stars"),
  comment: z
    .string()
    .trim()
    .max(REVIEW_COMMENT_MAX, `Comment is too long (${REVIEW_COMMENT_MAX} characters at most)`)
    .optional()
    .nullable(),
  /** Sub-ratings for the side reviewed (contract/reviews.ts): a tasker's or a customer's. */
  subRatings: subRatingsSchema.optional(),
  /** Seen by the reviewee only, once the reviews are published. */
  privateNote: reviewNoteSchema.optional().nullable(),
});
export type CreateReviewInput = z.input<typeof createReviewSchema>;

export const createdReviewSchema = bookingReviewSchema.extend({
  bookingId: z.string().uuid(),
  taskerId: z.string().uuid(),
});
export type CreatedReview = z.infer<typeof createdReviewSchema>;

/** The test cards of the built-in payment provider (README "Test cards"). */
export const TEST_CARDS = { success: "4242 4242 4242 4242", declined: "4000 0000 0000 0002" } as const;
