// The tasker's own profile: create (a customer becomes 'both'), edit, read with stats.
import { and, eq, sql } from "drizzle-orm";
import type { z } from "zod";
import type {
  OwnTaskerProfile,
  TaskerStats,
  createTaskerProfileBodySchema,
  updateTaskerProfileBodySchema,
} from "../../../contract/tasker-profile";
import { businessNameFromBio, composeBio, descriptionFromBio } from "../../../contract/tasker-display";
import type { Db } from "../../db/connect";
import { queryRows } from "../../db/query";
import { serviceCategories, taskerProfiles, users } from "../../db/schema";
import { toIso } from "../../lib/dates";
import { badRequest, conflict, forbidden, notFound } from "../../lib/http-error";
import type { UserRow } from "../../plugins/auth";
import { unreadCount } from "../messages/service";
import { availabilityOf } from "../availability/legacy-availability";
import type { WeeklyHoursRow } from "../../db/schema/availability";
import { recordEvents } from "../../events/record";

type CreateInput = z.output<typeof createTaskerProfileBodySchema>;
type UpdateInput = z.output<typeof updateTaskerProfileBodySchema>;

const NO_PROFILE = "You don't have a tasker profile yet.";

/** Skills must be category names; answers them in the categories' own spelling. */
async function checkSkills(db: Db, skills: string[]): Promise<string[]> {
  const rows = await db.select({ name: serviceCategories.name }).from(serviceCategories);
  const byLower = new Map(rows.map((r) => [r.name.toLowerCase(), r.name]));
  const unknown = skills.filter((s) => !byLower.has(s.toLowerCase()));
  if (unknown.length)
    throw badRequest(`Unknown skill: ${unknown.join(", ")}. Choose from the service categories.`, {
      skills: "Choose skills from the service categories",
    });
  return [...new Set(skills.map((s) => byLower.get(s.toLowerCase())!))];
}

/** Per booking, the tasker's share of what was captured: the captured amount, at most the subtotal
 *  (the 5% service fee stays with taskly). A late-cancellation fee counts as captured. */
export const EARNED_SQL = sql`least(
  coalesce(p.captured_amount, 0),
  coalesce(b.subtotal, b.total_amount - coalesce(b.service_fee, 0)))`;

type StatsRow = { earnings: string; completed_tasks: number; rating: string; total_reviews: number };

export async function taskerStats(db: Db, userId: string): Promise<TaskerStats> {
  const [row] = await queryRows<StatsRow>(
    db,
    sql`select
      (select coalesce(sum(${EARNED_SQL}), 0)::numeric(12,2)::text from bookings b left join payments p on p.booking_id = b.id
        where b.tasker_id = ${userId}::uuid) as earnings,
      tp.completed_tasks, tp.rating, tp.total_reviews
    from tasker_profiles tp where tp.user_id = ${userId}::uuid`,
  );
  if (!row) throw notFound(NO_PROFILE);
  return {
    totalEarnings: row.earnings,
    completedTasks: row.completed_tasks,
    rating: Number(row.rating).toFixed(1),
    totalReviews: row.total_reviews,
    unreadMessages: await unreadCount(db, userId),
  };
}

/** The columns of a tasker's own profile. */
const OWN_PROFILE_COLUMNS = {
  id: taskerProfiles.id,
  userId: taskerProfiles.userId,
  displayName: taskerProfiles.displayName,
  bio: taskerProfiles.bio,
  skills: taskerProfiles.skills,
  hourlyRate: taskerProfiles.hourlyRate,
  experience: taskerProfiles.experience,
  weeklyHours: sql<WeeklyHoursRow | null>`(select s.weekly_hours from tasker_schedules s where s.tasker_id = ${taskerProfiles.userId})`,
  serviceArea: taskerProfiles.serviceArea,
  location: taskerProfiles.location,
  isVerified: taskerProfiles.isVerified,
  isListed: taskerProfiles.isListed,
  createdAt: taskerProfiles.createdAt,
};
type OwnProfileRow = Pick<
  typeof taskerProfiles.$inferSelect,
  Exclude<keyof typeof OWN_PROFILE_COLUMNS, "weeklyHours">
> & {
  weeklyHours: WeeklyHoursRow | null;
};

function present(row: OwnProfileRow, stats: TaskerStats): OwnTaskerProfile {
  const { displayName, bio, createdAt, weeklyHours, ...fields } = row;
  return {
    ...fields,
    availability: availabilityOf(weeklyHours),
    name: displayName ?? `Tasker #${row.id.slice(0, 8)}`,
    bio,
    businessName: businessNameFromBio(bio),
    description: descriptionFromBio(bio),
    createdAt: toIso(createdAt),
    stats,
  };
}

/** The account's own profile with its stats, or null while it has none. */
export async function findOwnProfile(db: Db, userId: string): Promise<OwnTaskerProfile | null> {
  const [row] = await db.select(OWN_PROFILE_COLUMNS).from(taskerProfiles).where(eq(taskerProfiles.userId, userId));
  return row ? present(row, await taskerStats(db, userId)) : null;
}

export async function getOwnProfile(db: Db, userId: string): Promise<OwnTaskerProfile> {
  const profile = await findOwnProfile(db, userId);
  if (!profile) throw notFound(NO_PROFILE);
  return profile;
}

export async function createOwnProfile(db: Db, user: UserRow, input: CreateInput): Promise<OwnTaskerProfile> {
  if (user.userType === "admin") throw forbidden("Admin accounts cannot have a tasker profile.");
  const skills = await checkSkills(db, input.skills);
  const created = await db.transaction(async (tx) => {
    const rows = await tx
      .insert(taskerProfiles)
      .values({
        userId: user.id,
        bio: composeBio(input.description, input.businessName),
        skills,
        hourlyRate: input.hourlyRate,
        experience: input.experience,
        // Old clients read this; saving weekly hours rewrites it (availability/legacy-availability.ts).
        availability: availabilityOf(null),
        serviceArea: input.serviceArea,
      })
      .onConflictDoNothing({ target: taskerProfiles.userId })
      .returning({ id: taskerProfiles.id });
    if (!rows.length) return false;
    // A customer who creates a tasker profile becomes 'both'; 'tasker' and 'both' stay as they are.
    await tx
      .update(users)
      .set({ userType: "both" })
      .where(and(eq(users.id, user.id), eq(users.userType, "customer")));
    await recordEvents(
      tx,
      { type: "tasker.changed", taskerId: user.id, what: "profile" },
      { type: "user.changed", userId: user.id, what: "account" },
    );
    return true;
  });
  if (!created) throw conflict("You already have a tasker profile. Edit it instead.");
  return getOwnProfile(db, user.id);
}

export async function updateOwnProfile(db: Db, userId: string, input: UpdateInput): Promise<OwnTaskerProfile> {
  const [current] = await db
    .select({ bio: taskerProfiles.bio })
    .from(taskerProfiles)
    .where(eq(taskerProfiles.userId, userId));
  if (!current) throw notFound(NO_PROFILE);
  const set: Partial<typeof taskerProfiles.$inferInsert> = {};
  if (input.description !== undefined || input.businessName !== undefined) {
    const description = input.description ?? descriptionFromBio(current.bio);
    const business = input.businessName !== undefined ? input.businessName : businessNameFromBio(current.bio);
    set.bio = composeBio(description, business);
  }
  if (input.skills !== undefined) set.skills = await checkSkills(db, input.skills);
  if (input.hourlyRate !== undefined) set.hourlyRate = input.hourlyRate;
  if (input.experience !== undefined) set.experience = input.experience;
  if (input.serviceArea !== undefined) set.serviceArea = input.serviceArea;
  if (Object.keys(set).length)
    await db.transaction(async (tx) => {
      await tx.update(taskerProfiles).set(set).where(eq(taskerProfiles.userId, userId));
      await recordEvents(tx, { type: "tasker.changed", taskerId: userId, what: "profile" });
    });
  return getOwnProfile(db, userId);
}

/** The user id that owns a tasker profile id, or null. */
export async function profileOwner(db: Db, profileId: string): Promise<string | null> {
  const [row] = await db
    .select({ userId: taskerProfiles.userId })
    .from(taskerProfiles)
    .where(eq(taskerProfiles.id, profileId));
  return row?.userId ?? null;
}
