// Writing reviews: either person of a completed booking reviews the other once, within the review
// window (REVIEW_WINDOW_DAYS after completion), and may edit it until the other submits. The second
// review publishes both in its transaction (publish.ts); the other person is told a review is waiting,
// never what it says. A job refunded by half its price or more cannot be reviewed (refunded-jobs.ts).
import { sql } from "drizzle-orm";
import type { CreatedReview, CreateReviewInput } from "../../../contract/bookings";
import {
  CUSTOMER_SUB_RATINGS,
  REVIEW_MESSAGES,
  REVIEWS_PER_HOUR,
  TASKER_SUB_RATINGS,
  type EditReviewInput,
  type ReviewDirection,
  type SubRatings,
} from "../../../contract/reviews";
import type { Db } from "../../db/connect";
import { pgCode } from "../../db/errors";
import { queryRows, type Row } from "../../db/query";
import { recordEvents } from "../../events/record";
import { lockForTransaction } from "../../lib/advisory-lock";
import { toIso } from "../../lib/dates";
import { badRequest, conflict, tooManyRequests } from "../../lib/http-error";
import type { UserRow } from "../../plugins/auth";
import { hasContactDetailsOrLink } from "../../../contract/messages";
import { isRefundedJob, REFUNDED_JOB_MESSAGE } from "../bookings/refunded-jobs";
import { flagHeldReview } from "../moderation/flags";
import { reviewedBooking, type ReviewedBooking } from "./booking-lock";
import { publishReviews } from "./publish";

const SUB_COLUMNS = {
  punctuality: "punctuality",
  communication: "communication",
  quality: "quality",
  clearInstructions: "clear_instructions",
  onTime: "on_time",
  respectful: "respectful",
} as const;

/** The sub-ratings' columns, refusing those of the other direction (a customer rates punctuality, not respect). */
function subRatingValues(direction: ReviewDirection, sub: SubRatings | undefined) {
  const allowed: readonly string[] = direction === "customer_to_tasker" ? TASKER_SUB_RATINGS : CUSTOMER_SUB_RATINGS;
  const given = Object.entries(sub ?? {}).filter(([, v]) => v != null);
  if (given.some(([k]) => !allowed.includes(k))) throw badRequest(REVIEW_MESSAGES.wrongSubRatings);
  return Object.fromEntries(
    Object.entries(SUB_COLUMNS).map(([key, column]) => [column, (sub as Record<string, number | null>)?.[key] ?? null]),
  ) as Record<(typeof SUB_COLUMNS)[keyof typeof SUB_COLUMNS], number | null>;
}

/** One person's reviews one at a time, at most REVIEWS_PER_HOUR written or edited in an hour. */
async function rateLimit(tx: Db, userId: string): Promise<void> {
  await lockForTransaction(tx, "reviews", userId);
  const [recent] = await queryRows<{ n: number }>(
    tx,
    sql`select count(*)::int as n from reviews where reviewer_id = ${userId}::uuid
    and coalesce(updated_at, created_at) > now() - interval '1 hour'`,
  );
  if (recent.n >= REVIEWS_PER_HOUR) throw tooManyRequests(REVIEW_MESSAGES.tooMany);
}

/** The booking, locked, if its review window is open for the viewer. */
async function openWindow(tx: Db, user: UserRow, bookingId: string): Promise<ReviewedBooking> {
  const booking = await reviewedBooking(tx, user.id, bookingId, true);
  if (!booking.windowEndsAt) throw conflict(REVIEW_MESSAGES.notCompleted);
  if (Date.now() >= booking.windowEndsAt.getTime()) throw conflict(REVIEW_MESSAGES.windowEnded);
  if (!booking.profileId) throw conflict("This tasker no longer has a profile to review.");
  if (await isRefundedJob(tx, bookingId)) throw conflict(REFUNDED_JOB_MESSAGE);
  return booking;
}

const toCreated = (review: Row, bookingId: string): CreatedReview => ({
  id: String(review.id),
  bookingId,
  taskerId: String(review.tasker_id),
  rating: Number(review.rating),
  comment: review.comment == null ? null : String(review.comment),
  createdAt: toIso(review.created_at as Date),
});

/** POST /api/bookings/{id}/review, by the customer or the tasker. */
export async function reviewBooking(
  db: Db,
  user: UserRow,
  bookingId: string,
  input: CreateReviewInput,
): Promise<CreatedReview> {
  try {
    return await db.transaction(async (tx) => {
      await rateLimit(tx, user.id);
      const b = await openWindow(tx, user, bookingId);
      const sub = subRatingValues(b.direction, input.subRatings);
      const comment = input.comment?.trim() || null;
      const held = comment != null && hasContactDetailsOrLink(comment);
      const [review] = await queryRows<Row>(
        tx,
        sql`insert into reviews (booking_id, reviewer_id, reviewee_id, direction, tasker_id, rating, comment,
          punctuality, communication, quality, clear_instructions, on_time, respectful, private_note, held_at)
        values (${bookingId}::uuid, ${user.id}::uuid, ${b.otherId}::uuid, ${b.direction}, ${b.profileId}::uuid,
          ${input.rating}, ${comment}, ${sub.punctuality}, ${sub.communication}, ${sub.quality},
          ${sub.clear_instructions}, ${sub.on_time}, ${sub.respectful}, ${input.privateNote?.trim() || null},
          ${held ? sql`now()` : null})
        on conflict (booking_id, reviewer_id) do nothing returning *`,
      );
      if (!review) throw conflict(REVIEW_MESSAGES.already);
      if (held)
        await flagHeldReview(tx, { reviewId: String(review.id), authorId: user.id, part: "review", text: comment });
      const parties = { bookingId, customerId: b.customerId, taskerId: b.taskerId };
      // Told before publication, so the other side knows a review is waiting (the item never says what).
      await recordEvents(tx, { type: "review.written", ...parties, reviewerId: user.id });
      const [other] = await queryRows(
        tx,
        sql`select 1 from reviews where booking_id = ${bookingId}::uuid and reviewer_id <> ${user.id}::uuid`,
      );
      if (other) await publishReviews(tx, { ...parties, profileId: b.profileId });
      return toCreated(review, bookingId);
    });
  } catch (error) {
    if (pgCode(error) === "23505") throw conflict(REVIEW_MESSAGES.already);
    throw error;
  }
}

/** PATCH /api/bookings/{id}/review: the viewer's review, while neither published nor answered. */
export async function editReview(
  db: Db,
  user: UserRow,
  bookingId: string,
  input: EditReviewInput,
): Promise<CreatedReview> {
  return db.transaction(async (tx) => {
    await rateLimit(tx, user.id);
    const b = await openWindow(tx, user, bookingId);
    const rows = await queryRows<Row>(
      tx,
      sql`select id::text, reviewer_id::text, published_at from reviews where booking_id = ${bookingId}::uuid`,
    );
    const mine = rows.find((r) => r.reviewer_id === user.id);
    if (!mine) throw conflict("You have not reviewed this booking yet.");
    if (mine.published_at || rows.length > 1) throw conflict(REVIEW_MESSAGES.notEditable);
    const sub = input.subRatings ? subRatingValues(b.direction, input.subRatings) : null;
    const comment = input.comment?.trim() || null;
    // An edited comment is held (or released) by the same rule as a new one.
    const held = comment != null && hasContactDetailsOrLink(comment);
    const set = [
      sql`updated_at = now()`,
      input.rating !== undefined ? sql`rating = ${input.rating}` : null,
      input.comment !== undefined ? sql`comment = ${comment}, held_at = ${held ? sql`now()` : null}` : null,
      input.privateNote !== undefined ? sql`private_note = ${input.privateNote?.trim() || null}` : null,
      ...(sub ? Object.entries(sub).map(([column, v]) => sql`${sql.identifier(column)} = ${v}`) : []),
    ].filter((s) => s !== null);
    const [review] = await queryRows<Row>(
      tx,
      sql`update reviews set ${sql.join(set, sql`, `)} where id = ${String(mine.id)}::uuid returning *`,
    );
    if (held)
      await flagHeldReview(tx, { reviewId: String(review.id), authorId: user.id, part: "review", text: comment });
    return toCreated(review, bookingId);
  });
}
