// Reviews: the customer of a completed booking reviews it once; the tasker's rating (average, two
// decimals) and totalReviews follow in the same transaction (rating.ts). A job refunded by half its
// price or more cannot be reviewed (refunded-jobs.ts): the booking is locked as every refund locks it,
// so a review and a refund of one job never cross.
import { sql } from "drizzle-orm";
import type { CreateReviewInput } from "../../../contract/bookings";
import type { Db } from "../../db/connect";
import { queryRows, type Row } from "../../db/query";
import { recordEvents } from "../../events/record";
import { toIso } from "../../lib/dates";
import { conflict, forbidden, notFound } from "../../lib/http-error";
import type { UserRow } from "../../plugins/auth";
import { isUuid } from "../../lib/sql-text";
import { pgCode } from "../../db/errors";
import { recountRating } from "./rating";
import { isRefundedJob, REFUNDED_JOB_MESSAGE } from "./refunded-jobs";

const ALREADY = "You have already reviewed this booking.";

export async function reviewBooking(db: Db, user: UserRow, bookingId: string, input: CreateReviewInput) {
  if (!isUuid(bookingId)) throw notFound("Booking not found");
  try {
    return await db.transaction(async (tx) => {
      const [booking] = await queryRows<Row>(
        tx,
        sql`select b.id, b.customer_id, b.tasker_id, b.status, p.id as profile_id
        from bookings b left join tasker_profiles p on p.user_id = b.tasker_id where b.id = ${bookingId}::uuid
        for no key update of b`,
      );
      if (!booking || (booking.customer_id !== user.id && booking.tasker_id !== user.id))
        throw notFound("Booking not found");
      if (booking.customer_id !== user.id) throw forbidden("Only the customer can review this booking.");
      if (booking.status !== "completed") throw conflict("You can review a booking once it is completed.");
      if (!booking.profile_id) throw conflict("This tasker no longer has a profile to review.");
      if (await isRefundedJob(tx, bookingId)) throw conflict(REFUNDED_JOB_MESSAGE);
      // Lock the profile: concurrent reviews of one tasker recompute the average one at a time.
      await queryRows<Row>(tx, sql`select id from tasker_profiles where id = ${booking.profile_id}::uuid for update`);
      const [existing] = await queryRows<Row>(tx, sql`select id from reviews where booking_id = ${bookingId}::uuid`);
      if (existing) throw conflict(ALREADY);
      const comment = input.comment?.trim() || null;
      const [review] = await queryRows<Row>(
        tx,
        sql`insert into reviews (booking_id, reviewer_id, tasker_id, rating, comment)
        values (${bookingId}::uuid, ${user.id}::uuid, ${booking.profile_id}::uuid, ${input.rating}, ${comment}) returning *`,
      );
      await recountRating(tx, String(booking.profile_id));
      const parties = { customerId: String(booking.customer_id), taskerId: String(booking.tasker_id) };
      await recordEvents(tx, { type: "review.written", bookingId, ...parties });
      return {
        id: String(review.id),
        bookingId,
        taskerId: String(review.tasker_id),
        rating: Number(review.rating),
        comment: review.comment == null ? null : String(review.comment),
        createdAt: toIso(review.created_at as Date),
      };
    });
  } catch (error) {
    if (pgCode(error) === "23505") throw conflict(ALREADY);
    throw error;
  }
}
