// Two-way, double-blind reviews (decision 0063): both people of a completed booking review each other
// within the review window; neither sees the other's review until both are in or the window ends,
// then both are published together. The reviewee may reply once, publicly. Request and response
// shapes of /api/bookings/{id}/review(s) and /api/reviews.
import { z } from "zod";

/** Days after completion in which either side may review (and edit until the other submits). */
export const REVIEW_WINDOW_DAYS = 14;
/** Days after publication in which the reviewee may reply. */
export const REPLY_WINDOW_DAYS = 30;
/** A private note to the reviewee, and a reply, are this long at most. */
export const REVIEW_NOTE_MAX = 500;
export const REPLY_MAX = 500;
/** Reviews one person may write (or edit) in an hour. */
export const REVIEWS_PER_HOUR = 20;

export const REVIEW_DIRECTIONS = ["customer_to_tasker", "tasker_to_customer"] as const;
export type ReviewDirection = (typeof REVIEW_DIRECTIONS)[number];

/** Sub-ratings, 1 to 5 each, all optional: a tasker is rated on these by the customer… */
export const TASKER_SUB_RATINGS = ["punctuality", "communication", "quality"] as const;
/** …and a customer on these by the tasker. */
export const CUSTOMER_SUB_RATINGS = ["clearInstructions", "onTime", "respectful"] as const;
export type SubRatingKey = (typeof TASKER_SUB_RATINGS)[number] | (typeof CUSTOMER_SUB_RATINGS)[number];
export const SUB_RATING_LABELS: Record<SubRatingKey, string> = {
  punctuality: "Punctuality",
  communication: "Communication",
  quality: "Quality of work",
  clearInstructions: "Clear instructions",
  onTime: "On time",
  respectful: "Respectful",
};

export const REVIEW_MESSAGES = {
  already: "You have already reviewed this booking.",
  notCompleted: "You can review a booking once it is completed.",
  windowEnded: "The time to review this booking has ended.",
  notEditable: "Your review can no longer be changed: it is published or the other side has reviewed too.",
  wrongSubRatings: "Those sub-ratings are not for this review.",
  tooMany: "You have written many reviews in the last hour. Please wait before writing another.",
  replyOnce: "You have already replied to this review.",
  replyEnded: "The time to reply to this review has ended.",
  notYours: "Only the person reviewed can reply.",
} as const;

const stars = (what: string) =>
  z
    .number({ error: `Choose ${what} from 1 to 5 stars` })
    .int(`Choose ${what} from 1 to 5 stars`)
    .min(1, `Choose ${what} from 1 to 5 stars`)
    .max(5, `Choose ${what} from 1 to 5 stars`);

export const subRatingsSchema = z
  .object({
    punctuality: stars("punctuality").nullable(),
    communication: stars("communication").nullable(),
    quality: stars("quality").nullable(),
    clearInstructions: stars("clear instructions").nullable(),
    onTime: stars("on time").nullable(),
    respectful: stars("respectful").nullable(),
  })
  .partial()
  .strict();
export type SubRatings = z.infer<typeof subRatingsSchema>;

export const reviewNoteSchema = z
  .string()
  .trim()
  .max(REVIEW_NOTE_MAX, `The private note is too long (${REVIEW_NOTE_MAX} characters at most)`);

/** A published review as both people of the booking read it. */
export const publishedReviewSchema = z.object({
  id: z.string().uuid(),
  direction: z.enum(REVIEW_DIRECTIONS),
  reviewerName: z.string(),
  rating: z.number().int(),
  comment: z.string().nullable(),
  subRatings: subRatingsSchema,
  createdAt: z.string(),
  publishedAt: z.string(),
  reply: z.string().nullable(),
  repliedAt: z.string().nullable(),
});
export type PublishedReview = z.infer<typeof publishedReviewSchema>;

/** The viewer's own review, with what only they (and, once published, the reviewee) see. */
export const ownReviewSchema = publishedReviewSchema.extend({
  publishedAt: z.string().nullable(),
  privateNote: z.string().nullable(),
  /** Held for moderation (contact details or a link): published only once an admin approves it. */
  held: z.boolean(),
  /** Editable until the other side submits or it is published. */
  editable: z.boolean(),
});
export type OwnReview = z.infer<typeof ownReviewSchema>;

/** GET /api/bookings/{id}/reviews: the viewer's side of a booking's reviews. */
export const bookingReviewsSchema = z.object({
  bookingId: z.string().uuid(),
  role: z.enum(["customer", "tasker"]),
  /** The other person's name as shown ("Dana F."). */
  otherName: z.string(),
  /** The end of the review window (ISO); null until the booking is completed. */
  windowEndsAt: z.string().nullable(),
  /** Whether the viewer may write their review now. */
  canReview: z.boolean(),
  mine: ownReviewSchema.nullable(),
  /** Whether the other side has submitted theirs (never what it says before publication). */
  otherSubmitted: z.boolean(),
  /** Both published reviews of the booking, once published (held or hidden ones left out). */
  published: z.array(publishedReviewSchema),
  /** The private note the other side left for the viewer, once their review is published. */
  noteForYou: z.string().nullable(),
});
export type BookingReviews = z.infer<typeof bookingReviewsSchema>;

/** PATCH /api/bookings/{id}/review: any of the review's fields. */
export const editReviewSchema = z.object({
  rating: stars("a rating").optional(),
  comment: z.string().trim().max(2000, "Comment is too long (2000 characters at most)").nullable().optional(),
  subRatings: subRatingsSchema.optional(),
  privateNote: reviewNoteSchema.nullable().optional(),
});
export type EditReviewInput = z.input<typeof editReviewSchema>;

/** POST /api/reviews/{id}/reply. */
export const replySchema = z.object({
  reply: z
    .string({ error: "Write a reply" })
    .trim()
    .min(1, "Write a reply")
    .max(REPLY_MAX, `The reply is too long (${REPLY_MAX} characters at most)`),
});
export const replyResultSchema = z.object({
  reviewId: z.string().uuid(),
  reply: z.string(),
  repliedAt: z.string(),
  /** Held for moderation (contact details or a link): shown once an admin approves it. */
  held: z.boolean(),
});
export type ReplyResult = z.infer<typeof replyResultSchema>;
