// The tasker's own profile: create (a customer becomes 'both'), edit, read with stats.
import { sql, type SQL } from "drizzle-orm";
import type { z } from "zod";
import type {
  OwnTaskerProfile,
  TaskerStats,
  createTaskerProfileBodySchema,
  updateTaskerProfileBodySchema,
} from "../../../contract/tasker-profile";
import { businessNameFromBio, composeBio, descriptionFromBio } from "../../../contract/tasker-display";
import type { Db } from "../../db/connect";
import { queryRows, type Row } from "../../db/query";
import { toIso } from "../../lib/dates";
import { badRequest, conflict, forbidden, notFound } from "../../lib/http-error";
import type { UserRow } from "../../plugins/auth";
import { unreadCount } from "../messages/service";

type CreateInput = z.output<typeof createTaskerProfileBodySchema>;
type UpdateInput = z.output<typeof updateTaskerProfileBodySchema>;

/** A text[] literal from values (drizzle would otherwise spread an array into a list). */
const textArray = (values: string[]): SQL =>
  values.length
    ? sql`array[${sql.join(
        values.map((v) => sql`${v}`),
        sql`, `,
      )}]::text[]`
    : sql`'{}'::text[]`;

const NO_PROFILE = "You don't have a tasker profile yet.";

/** Skills must be category names; answers them in the categories' own spelling. */
async function checkSkills(db: Db, skills: string[]): Promise<string[]> {
  const rows = await queryRows<Row>(db, sql`select name from service_categories`);
  const byLower = new Map(rows.map((r) => [String(r.name).toLowerCase(), String(r.name)]));
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
  coalesce(p.captured_amount, case when b.payment_status = 'captured' then b.total_amount else 0 end),
  coalesce(b.subtotal, b.total_amount - coalesce(b.service_fee, 0)))`;

export async function taskerStats(db: Db, userId: string): Promise<TaskerStats> {
  const [row] = await queryRows<Row>(
    db,
    sql`select
      (select coalesce(sum(${EARNED_SQL}), 0)::numeric(12,2)::text from bookings b left join payments p on p.booking_id = b.id
        where b.tasker_id = ${userId}::uuid) as earnings,
      tp.completed_tasks, tp.rating, tp.total_reviews
    from tasker_profiles tp where tp.user_id = ${userId}::uuid`,
  );
  if (!row) throw notFound(NO_PROFILE);
  return {
    totalEarnings: String(row.earnings),
    completedTasks: Number(row.completed_tasks),
    rating: Number(row.rating).toFixed(1),
    totalReviews: Number(row.total_reviews),
    unreadMessages: await unreadCount(db, userId),
  };
}

function present(row: Row, stats: TaskerStats): OwnTaskerProfile {
  const bio = (row.bio as string | null) ?? null;
  return {
    id: String(row.id),
    userId: String(row.user_id),
    name: (row.display_name as string | null) ?? `Tasker #${String(row.id).slice(0, 8)}`,
    bio,
    businessName: businessNameFromBio(bio),
    description: descriptionFromBio(bio),
    skills: (row.skills as string[] | null) ?? [],
    hourlyRate: row.hourly_rate == null ? null : Number(row.hourly_rate).toFixed(2),
    experience: (row.experience as string | null) ?? null,
    availability: (row.availability as OwnTaskerProfile["availability"]) ?? null,
    serviceArea: (row.service_area as string | null) ?? null,
    location: (row.location as string | null) ?? null,
    isVerified: Boolean(row.is_verified),
    isListed: Boolean(row.is_listed),
    createdAt: toIso(row.created_at as Date),
    stats,
  };
}

/** The account's own profile with its stats, or null while it has none. */
export async function findOwnProfile(db: Db, userId: string): Promise<OwnTaskerProfile | null> {
  const [row] = await queryRows<Row>(db, sql`select * from tasker_profiles where user_id = ${userId}::uuid`);
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
  const bio = composeBio(input.description, input.businessName);
  const created = await db.transaction(async (tx) => {
    const rows = await queryRows<Row>(
      tx,
      sql`insert into tasker_profiles
        (user_id, bio, skills, hourly_rate, experience, availability, service_area)
      values (${user.id}::uuid, ${bio}, ${textArray(skills)}, ${input.hourlyRate}::numeric, ${input.experience},
        ${input.availability ? JSON.stringify(input.availability) : null}::jsonb, ${input.serviceArea})
      on conflict (user_id) do nothing returning id`,
    );
    if (!rows.length) return false;
    // A customer who creates a tasker profile becomes 'both'; 'tasker' and 'both' stay as they are.
    await queryRows<Row>(
      tx,
      sql`update users set user_type = 'both' where id = ${user.id}::uuid and user_type = 'customer'`,
    );
    return true;
  });
  if (!created) throw conflict("You already have a tasker profile. Edit it instead.");
  return getOwnProfile(db, user.id);
}

export async function updateOwnProfile(db: Db, userId: string, input: UpdateInput): Promise<OwnTaskerProfile> {
  const [current] = await queryRows<Row>(db, sql`select bio from tasker_profiles where user_id = ${userId}::uuid`);
  if (!current) throw notFound(NO_PROFILE);
  const sets: SQL[] = [];
  if (input.description !== undefined || input.businessName !== undefined) {
    const bio = current.bio as string | null;
    const description = input.description ?? descriptionFromBio(bio);
    const business = input.businessName !== undefined ? input.businessName : businessNameFromBio(bio);
    sets.push(sql`bio = ${composeBio(description, business)}`);
  }
  if (input.skills !== undefined) sets.push(sql`skills = ${textArray(await checkSkills(db, input.skills))}`);
  if (input.hourlyRate !== undefined) sets.push(sql`hourly_rate = ${input.hourlyRate}::numeric`);
  if (input.experience !== undefined) sets.push(sql`experience = ${input.experience}`);
  if (input.availability !== undefined)
    sets.push(sql`availability = ${input.availability ? JSON.stringify(input.availability) : null}::jsonb`);
  if (input.serviceArea !== undefined) sets.push(sql`service_area = ${input.serviceArea}`);
  if (sets.length)
    await queryRows<Row>(
      db,
      sql`update tasker_profiles set ${sql.join(sets, sql`, `)} where user_id = ${userId}::uuid returning id`,
    );
  return getOwnProfile(db, userId);
}

/** The user id that owns a tasker profile id, or null. */
export async function profileOwner(db: Db, profileId: string): Promise<string | null> {
  const [row] = await queryRows<Row>(db, sql`select user_id from tasker_profiles where id = ${profileId}::uuid`);
  return row ? String(row.user_id) : null;
}
