// A tasker's rating (average, two decimals) and review count, recomputed from the reviews that count
// (not withdrawn) in the caller's transaction, which holds the profile's row lock or takes it here.
// The search rank follows by trigger.
import { sql } from "drizzle-orm";
import type { Db } from "../../db/connect";
import { queryRows } from "../../db/query";

export async function recountRating(tx: Db, profileId: string): Promise<void> {
  await queryRows(
    tx,
    sql`update tasker_profiles tp set rating = coalesce(r.average, 0), total_reviews = r.n
    from (select round(avg(rating)::numeric, 2) as average, count(*)::int as n from reviews
      where tasker_id = ${profileId}::uuid and withdrawn_at is null) r
    where tp.id = ${profileId}::uuid`,
  );
}
