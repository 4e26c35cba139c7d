// Who can send offers and be hired: a listed tasker profile of an active tasker account. One rule
// for offers, invitations and bookings (direct and through an offer), so a tasker can always be reviewed.
import { and, eq, inArray, isNull } from "drizzle-orm";
import { TASKER_USER_TYPES } from "../../../contract/constants";
import type { Db } from "../../db/connect";
import { taskerProfiles, users } from "../../db/schema";

export interface HireableTasker {
  profileId: string;
  userId: string;
  hourlyRate: string | null;
}

/** The hireable tasker with this profile id or user id, or null. */
export async function findHireableTasker(
  db: Db,
  by: { profileId: string } | { userId: string },
): Promise<HireableTasker | null> {
  const match = "profileId" in by ? eq(taskerProfiles.id, by.profileId) : eq(taskerProfiles.userId, by.userId);
  const [row] = await db
    .select({ profileId: taskerProfiles.id, userId: taskerProfiles.userId, hourlyRate: taskerProfiles.hourlyRate })
    .from(taskerProfiles)
    .innerJoin(users, eq(users.id, taskerProfiles.userId))
    .where(
      and(
        match,
        eq(taskerProfiles.isListed, true),
        isNull(users.deletedAt),
        isNull(users.suspendedAt),
        inArray(users.userType, [...TASKER_USER_TYPES]),
      ),
    );
  return row ?? null;
}
