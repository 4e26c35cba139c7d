// Admin: the tasker profiles list and verifying or unverifying a tasker (its "Verified by taskly" badge).
import { eq, sql, type SQL } from "drizzle-orm";
import type { AdminTasker } from "../../../contract/admin";
import type { Db } from "../../db/connect";
import { queryRows, type PgTimestamp } from "../../db/query";
import { taskerProfiles } from "../../db/schema";
import { writeAudit } from "../../lib/audit";
import { toIso } from "../../lib/dates";
import { notFound } from "../../lib/http-error";
import { containsPattern, isUuid } from "../../lib/sql-text";
import { countedPage, type Page } from "./page";
import { grantBadge, revokeBadge } from "../identity/badges";

const TASKER_SELECT = sql`select tp.id, tp.user_id, tp.bio, tp.skills, tp.hourly_rate, tp.experience, tp.is_verified,
    tp.rating, tp.total_reviews, tp.completed_tasks, tp.display_name, tp.created_at,
    u.first_name, u.last_name, u.email, u.phone, u.location as user_location, u.suspended_at,
    h.reason as pause_reason, h.created_at as paused_at
  from tasker_profiles tp join users u on u.id = tp.user_id left join payout_holds h on h.tasker_id = tp.user_id`;

/** One row of TASKER_SELECT. */
type AdminTaskerRow = {
  id: string;
  user_id: string;
  bio: string | null;
  skills: string[];
  /** numeric columns: strings from both drivers */
  hourly_rate: string | null;
  experience: string | null;
  is_verified: boolean;
  rating: string;
  total_reviews: number;
  completed_tasks: number;
  display_name: string | null;
  created_at: PgTimestamp;
  first_name: string;
  last_name: string;
  email: string;
  phone: string | null;
  user_location: string | null;
  suspended_at: PgTimestamp | null;
  /** The tasker's payout hold, when an admin paused their payouts. */
  pause_reason: string | null;
  paused_at: PgTimestamp | null;
};

function toAdminTasker(r: AdminTaskerRow): AdminTasker {
  return {
    id: r.id,
    userId: r.user_id,
    bio: r.bio,
    skills: r.skills,
    hourlyRate: r.hourly_rate,
    experience: r.experience,
    isVerified: r.is_verified,
    rating: r.rating,
    totalReviews: r.total_reviews,
    completedTasks: r.completed_tasks,
    name: r.display_name ?? `${r.first_name} ${r.last_name}`,
    createdAt: toIso(r.created_at),
    user: {
      firstName: r.first_name,
      lastName: r.last_name,
      email: r.email,
      phone: r.phone,
      location: r.user_location,
      suspended: r.suspended_at != null,
    },
    payoutsPaused: r.paused_at == null ? null : { reason: r.pause_reason ?? "", pausedAt: toIso(r.paused_at) },
  };
}

export async function listTaskers(
  db: Db,
  f: { q?: string; verified?: "true" | "false"; limit: number; offset: number },
): Promise<Page<AdminTasker>> {
  const where: SQL[] = [sql`u.deleted_at is null`];
  if (f.q)
    where.push(sql`(lower(u.email) like ${containsPattern(f.q)} or tp.search_text like ${containsPattern(f.q)})`);
  if (f.verified) where.push(sql`tp.is_verified = ${f.verified === "true"}`);
  const w = sql.join(where, sql` and `);
  return countedPage(
    db,
    sql`${TASKER_SELECT} where ${w} order by tp.created_at desc, tp.id limit ${f.limit} offset ${f.offset}`,
    sql`select 1 from tasker_profiles tp join users u on u.id = tp.user_id where ${w}`,
    f.offset,
    toAdminTasker,
  );
}

export async function updateTaskerVerification(
  db: Db,
  actorId: string,
  id: string,
  isVerified: boolean,
): Promise<AdminTasker> {
  if (!isUuid(id)) throw notFound("Tasker not found");
  await db.transaction(async (tx) => {
    const [profile] = await tx.select().from(taskerProfiles).where(eq(taskerProfiles.id, id));
    if (!profile) throw notFound("Tasker not found");
    // The toggle grants or revokes the dated "Verified by taskly" badge; is_verified follows it.
    if (isVerified)
      await grantBadge(tx, { userId: profile.userId, kind: "taskly_verified", method: "admin", grantedBy: actorId });
    else await revokeBadge(tx, profile.userId, "taskly_verified");
    await writeAudit(tx, {
      actorId,
      action: isVerified ? "tasker.verify" : "tasker.unverify",
      targetType: "tasker",
      targetId: id,
      before: { isVerified: profile.isVerified },
      after: { isVerified },
    });
  });
  const [row] = await queryRows<AdminTaskerRow>(db, sql`${TASKER_SELECT} where tp.id = ${id}::uuid`);
  return toAdminTasker(row);
}
