// Ratings from the reviews that count (`COUNTED`: published, not held, hidden or withdrawn),
// recomputed in the caller's transaction whenever one starts or stops counting: a tasker's rating
// (average, two decimals) and totalReviews from customers' reviews, a customer's from taskers'.
// The caller holds the profile's or user's row lock, or it is taken here. The search rank follows by trigger.
import { sql } from "drizzle-orm";
import type { Db } from "../../db/connect";
import { queryRows } from "../../db/query";

/** The reviews that are shown and counted, as a condition on `reviews` aliased `r`. */
export const COUNTED = sql`r.published_at is not null and r.held_at is null and r.hidden_at is null and r.withdrawn_at is null`;

export async function recountRating(tx: Db, profileId: string): Promise<void> {
  await queryRows(
    tx,
    sql`update tasker_profiles tp set rating = coalesce(x.average, 0), total_reviews = x.n
    from (select round(avg(r.rating)::numeric, 2) as average, count(*)::int as n from reviews r
      where r.tasker_id = ${profileId}::uuid and r.direction = 'customer_to_tasker' and ${COUNTED}) x
    where tp.id = ${profileId}::uuid`,
  );
}

export async function recountCustomerRating(tx: Db, customerId: string): Promise<void> {
  await queryRows(
    tx,
    sql`update users u set customer_rating = coalesce(x.average, 0), customer_review_count = x.n
    from (select round(avg(r.rating)::numeric, 2) as average, count(*)::int as n from reviews r
      where r.reviewee_id = ${customerId}::uuid and r.direction = 'tasker_to_customer' and ${COUNTED}) x
    where u.id = ${customerId}::uuid`,
  );
}

/** Both ratings a booking's reviews feed, in a fixed order (tasker, then customer) so locks never cross. */
export async function recountBoth(tx: Db, profileId: string, customerId: string): Promise<void> {
  await recountRating(tx, profileId);
  await recountCustomerRating(tx, customerId);
}
