// Who can send offers and be hired: a listed tasker profile of an active tasker account. One rule
// for offers, invitations and bookings (direct and through an offer), so a tasker can always be reviewed.
import { sql } from "drizzle-orm";
import type { Db } from "../../db/connect";
import { queryRows } from "../../db/query";
import { TASKER_TYPES_SQL } from "../../lib/sql-text";
import { notBlocked } from "../blocks/rule";

export interface HireableTasker {
  profileId: string;
  userId: string;
  hourlyRate: string | null;
}

/** The rule on `tasker_profiles tp join users u on u.id = tp.user_id`. */
export const HIREABLE_SQL = sql`tp.is_listed and u.deleted_at is null and u.suspended_at is null
  and u.user_type = any(${TASKER_TYPES_SQL})`;

/** The hireable tasker with this profile id or user id, or null. */
export async function findHireableTasker(
  db: Db,
  by: { profileId: string } | { userId: string },
  /** When given, a tasker this user is a blocked pair with is not found. */
  apartFrom?: string,
): Promise<HireableTasker | null> {
  const match = "profileId" in by ? sql`tp.id = ${by.profileId}::uuid` : sql`tp.user_id = ${by.userId}::uuid`;
  const apart = apartFrom ? sql`and ${notBlocked(apartFrom, sql`tp.user_id`)}` : sql``;
  const [row] = await queryRows<{ profile_id: string; user_id: string; hourly_rate: string | null }>(
    db,
    sql`select tp.id as profile_id, tp.user_id, tp.hourly_rate
    from tasker_profiles tp join users u on u.id = tp.user_id where ${match} and ${HIREABLE_SQL} ${apart}`,
  );
  return row ? { profileId: row.profile_id, userId: row.user_id, hourlyRate: row.hourly_rate } : null;
}
