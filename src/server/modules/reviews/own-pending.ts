// Double-blind hides a review from the person reviewed and from everyone else until it is published;
// never from its author. On a tasker's review list the signed-in author finds their own review of
// that tasker while it waits (`pending: true`), above the published ones, as soon as they wrote it.
import { sql } from "drizzle-orm";
import { shortName } from "../../../contract/names";
import type { Review } from "../../../contract/taskers";
import type { Db } from "../../db/connect";
import { queryRows } from "../../db/query";
import { toIso } from "../../lib/dates";
import { isUuid } from "../../lib/sql-text";

export async function ownPendingReviews(db: Db, viewerId: string, taskerProfileId: string): Promise<Review[]> {
  if (!isUuid(taskerProfileId)) return [];
  const rows = await queryRows<{
    id: string;
    rating: number;
    comment: string | null;
    created_at: Date | string;
    first_name: string;
    last_name: string;
  }>(
    db,
    sql`select r.id::text, r.rating, r.comment, r.created_at, u.first_name, u.last_name
    from reviews r join users u on u.id = r.reviewer_id
    where r.reviewer_id = ${viewerId}::uuid and r.tasker_id = ${taskerProfileId}::uuid
      and r.direction = 'customer_to_tasker' and r.published_at is null
      and r.hidden_at is null and r.withdrawn_at is null
    order by r.created_at desc, r.id`,
  );
  return rows.map((r) => ({
    id: r.id,
    rating: r.rating,
    comment: r.comment,
    createdAt: toIso(r.created_at),
    reviewerName: shortName(r.first_name, r.last_name) || "Customer",
    reply: null,
    pending: true,
  }));
}
