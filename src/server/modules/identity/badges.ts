// A tasker's dated badges: granting (a new one replaces the live one of its kind), revoking, and the
// live ones as readers show them. The badges table is the source of truth; tasker_profiles.is_verified
// is a copy of "has a live taskly_verified badge" that the admin list's filter and older readers use,
// written in the same transaction as every grant and revoke and cleared by the renewals job at expiry
// (decision 0060).
import { sql, type SQL } from "drizzle-orm";
import { BADGE_VALID_DAYS, type Badge } from "../../../contract/badges";
import type { BadgeKind } from "../../../contract/badge-labels";
import type { Db } from "../../db/connect";
import { queryRows } from "../../db/query";
import { recordEvents } from "../../events/record";

/** A json array of the live badges of the user in `userId` (a column), oldest kind first. */
export const liveBadgesSql = (userId: SQL) => sql`(select coalesce(json_agg(json_build_object('kind', b.kind,
    'verifiedAt', b.verified_at, 'expiresAt', b.expires_at) order by b.kind), '[]'::json)
  from badges b where b.user_id = ${userId} and b.revoked_at is null and b.expires_at > now())`;

type BadgeJson = { kind: BadgeKind; verifiedAt: string; expiresAt: string };

/** The badges of a liveBadgesSql column (a parsed array, or its text from some drivers). */
export function toBadges(value: unknown): Badge[] {
  const rows: BadgeJson[] = typeof value === "string" ? JSON.parse(value) : Array.isArray(value) ? value : [];
  return rows.map((b) => ({
    kind: b.kind,
    verifiedAt: new Date(b.verifiedAt).toISOString(),
    expiresAt: new Date(b.expiresAt).toISOString(),
  }));
}

/** isVerified as every reader answers it: a live "Verified by taskly" badge. */
export const hasTasklyBadge = (badges: Badge[]) => badges.some((b) => b.kind === "taskly_verified");

/** When the first of these badges expires (ms), for caches that must not show it past then. */
export function badgesLapseAt(badges: Badge[]): number | undefined {
  const times = badges.map((b) => Date.parse(b.expiresAt));
  return times.length ? Math.min(...times) : undefined;
}

async function syncVerifiedFlag(tx: Db, userId: string): Promise<void> {
  await tx.execute(sql`update tasker_profiles set is_verified = exists (select 1 from badges b
      where b.user_id = ${userId}::uuid and b.kind = 'taskly_verified' and b.revoked_at is null and b.expires_at > now())
    where user_id = ${userId}::uuid`);
}

export interface Grant {
  userId: string;
  kind: BadgeKind;
  method: "stripe_identity" | "manual" | "admin";
  grantedBy: string | null;
}

/** Grants a badge dated now, valid BADGE_VALID_DAYS; the live badge of that kind, if any, is revoked. */
export async function grantBadge(tx: Db, g: Grant): Promise<Badge> {
  await tx.execute(sql`update badges set revoked_at = now()
    where user_id = ${g.userId}::uuid and kind = ${g.kind} and revoked_at is null`);
  const [row] = await queryRows<{ verified_at: string; expires_at: string }>(
    tx,
    sql`insert into badges (user_id, kind, method, verified_at, expires_at, granted_by)
    values (${g.userId}::uuid, ${g.kind}, ${g.method}, now(), now() + make_interval(days => ${BADGE_VALID_DAYS}),
      ${g.grantedBy}::uuid)
    returning verified_at::text, expires_at::text`,
  );
  await syncVerifiedFlag(tx, g.userId);
  await recordEvents(tx, { type: "tasker.changed", taskerId: g.userId, what: "verification" });
  return {
    kind: g.kind,
    verifiedAt: new Date(row.verified_at).toISOString(),
    expiresAt: new Date(row.expires_at).toISOString(),
  };
}

/** Revokes the live badge of `kind`; false when there was none. */
export async function revokeBadge(tx: Db, userId: string, kind: BadgeKind): Promise<boolean> {
  const revoked = await queryRows<{ id: string }>(
    tx,
    sql`update badges set revoked_at = now() where user_id = ${userId}::uuid and kind = ${kind} and revoked_at is null
    returning id::text`,
  );
  await syncVerifiedFlag(tx, userId);
  if (revoked.length) await recordEvents(tx, { type: "tasker.changed", taskerId: userId, what: "verification" });
  return revoked.length > 0;
}

/** The live badges of one user. */
export async function badgesOf(db: Db, userId: string): Promise<Badge[]> {
  const [row] = await queryRows<{ badges: unknown }>(db, sql`select ${liveBadgesSql(sql`${userId}::uuid`)} as badges`);
  return toBadges(row?.badges);
}

/** Whether the user has a live badge of `kind` (the payout rule asks for id_verified). */
export async function hasLiveBadge(db: Db, userId: string, kind: BadgeKind): Promise<boolean> {
  const rows = await queryRows<{ one: number }>(
    db,
    sql`select 1 as one from badges where user_id = ${userId}::uuid and kind = ${kind} and revoked_at is null
      and expires_at > now()`,
  );
  return rows.length > 0;
}
