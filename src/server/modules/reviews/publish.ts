// Publication: a booking's reviews are published together, when the second one is submitted (in its
// transaction) or when the review window ends (the review-windows job). Ratings are recounted then,
// never at submission, so a rating cannot reveal an unpublished review.
import { sql } from "drizzle-orm";
import { REVIEW_WINDOW_DAYS } from "../../../contract/reviews";
import type { Db } from "../../db/connect";
import { queryRows } from "../../db/query";
import { recordEvents } from "../../events/record";
import { recountBoth } from "./rating";

export interface PublishedParties {
  bookingId: string;
  customerId: string;
  taskerId: string;
  profileId: string | null;
}

/** Publishes the booking's unpublished reviews; the caller holds the booking's lock. Answers how many. */
export async function publishReviews(tx: Db, b: PublishedParties): Promise<number> {
  const published = await queryRows<{ id: string }>(
    tx,
    sql`update reviews set published_at = now()
    where booking_id = ${b.bookingId}::uuid and published_at is null returning id::text`,
  );
  if (!published.length) return 0;
  if (b.profileId) await recountBoth(tx, b.profileId, b.customerId);
  await recordEvents(tx, {
    type: "review.published",
    bookingId: b.bookingId,
    customerId: b.customerId,
    taskerId: b.taskerId,
  });
  return published.length;
}

/**
 * The review-windows job: publishes the reviews of bookings whose window ended by `now` (a test
 * passes a later clock), 100 bookings per transaction. Answers how many reviews it published.
 */
export async function runReviewWindows(db: Db, now: Date = new Date()): Promise<{ published: number }> {
  let published = 0;
  for (;;) {
    const batch = await db.transaction(async (tx) => {
      const due = await queryRows<{ id: string; customer_id: string; tasker_id: string; profile_id: string | null }>(
        tx,
        sql`select b.id::text, b.customer_id::text, b.tasker_id::text, p.id::text as profile_id
        from bookings b left join tasker_profiles p on p.user_id = b.tasker_id
        where b.id in (select r.booking_id from reviews r join bookings d on d.id = r.booking_id
          where r.published_at is null
            and d.completed_at + make_interval(days => ${REVIEW_WINDOW_DAYS}) <= ${now.toISOString()}::timestamptz
          limit 100)
        order by b.id for no key update of b skip locked`,
      );
      let n = 0;
      for (const b of due)
        n += await publishReviews(tx, {
          bookingId: b.id,
          customerId: b.customer_id,
          taskerId: b.tasker_id,
          profileId: b.profile_id,
        });
      return { bookings: due.length, reviews: n };
    });
    published += batch.reviews;
    if (batch.bookings < 100) break;
  }
  return { published };
}
