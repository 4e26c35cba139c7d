// Admin: the users list, and changing an account's type or suspending and restoring it.
import { and, desc, eq, isNotNull, isNull, ne, sql, type SQL } from "drizzle-orm";
import type { AdminUser } from "../../../contract/admin";
import type { UserType } from "../../../contract/constants";
import type { Db } from "../../db/connect";
import { users } from "../../db/schema";
import { writeAudit } from "../../lib/audit";
import { toIso } from "../../lib/dates";
import { conflict, notFound } from "../../lib/http-error";
import { deleteUserSessions } from "../../lib/sessions";
import { containsPattern, isUuid } from "../../lib/sql-text";
import type { UserRow } from "../../plugins/auth";
import { cappedCount, type Page } from "./page";
import { recordEvents } from "../../events/record";

/** The columns an admin sees of an account (never the password hash). */
export const ADMIN_USER_COLUMNS = {
  id: users.id,
  username: users.username,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  phone: users.phone,
  userType: users.userType,
  location: users.location,
  createdAt: users.createdAt,
  suspendedAt: users.suspendedAt,
};
type AdminUserFields = Pick<UserRow, keyof typeof ADMIN_USER_COLUMNS>;

export function toAdminUser(u: AdminUserFields): AdminUser {
  return {
    id: u.id,
    username: u.username,
    email: u.email,
    firstName: u.firstName,
    lastName: u.lastName,
    phone: u.phone,
    userType: u.userType as UserType,
    location: u.location,
    createdAt: toIso(u.createdAt),
    suspendedAt: toIso(u.suspendedAt),
  };
}

export async function listUsers(
  db: Db,
  f: { q?: string; userType?: UserType; status?: "active" | "suspended"; limit: number; offset: number },
): Promise<Page<AdminUser>> {
  const where: SQL[] = [isNull(users.deletedAt)];
  if (f.q) {
    const pattern = containsPattern(f.q);
    where.push(
      sql`(lower(${users.email}) like ${pattern} or lower(${users.firstName} || ' ' || ${users.lastName}) like ${pattern})`,
    );
  }
  if (f.userType) where.push(eq(users.userType, f.userType));
  if (f.status) where.push(f.status === "suspended" ? isNotNull(users.suspendedAt) : isNull(users.suspendedAt));
  const [rows, counted] = await Promise.all([
    db
      .select(ADMIN_USER_COLUMNS)
      .from(users)
      .where(and(...where))
      .orderBy(desc(users.createdAt), users.id)
      .limit(f.limit)
      .offset(f.offset),
    cappedCount(db, sql`select 1 from ${users} where ${and(...where)}`, f.offset),
  ]);
  return { items: rows.map(toAdminUser), ...counted };
}

/** Whether an active admin other than `id` remains. */
async function anotherActiveAdmin(tx: Db, id: string): Promise<boolean> {
  const [other] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.userType, "admin"), isNull(users.suspendedAt), isNull(users.deletedAt), ne(users.id, id)))
    .limit(1);
  return other !== undefined;
}

export async function updateUser(
  db: Db,
  actorId: string,
  id: string,
  change: { userType?: UserType; suspended?: boolean },
): Promise<AdminUser> {
  if (!isUuid(id)) throw notFound("User not found");
  return db.transaction((tx) => updateUserIn(tx, actorId, id, change));
}

/** `updateUser` inside a transaction the caller opened (moderation suspends in its action's). */
export async function updateUserIn(
  tx: Db,
  actorId: string,
  id: string,
  change: { userType?: UserType; suspended?: boolean },
): Promise<AdminUser> {
  // Lock the admins while deciding, so two admins can't demote each other at once.
  await tx.execute(sql`select id from users where user_type = 'admin' for update`);
  const [user] = await tx
    .select()
    .from(users)
    .where(and(eq(users.id, id), isNull(users.deletedAt)));
  if (!user) throw notFound("User not found");
  const losesAdmin =
    user.userType === "admin" &&
    !user.suspendedAt &&
    ((change.userType && change.userType !== "admin") || change.suspended === true);
  if (losesAdmin && !(await anotherActiveAdmin(tx, id)))
    throw conflict("You are the last admin: promote another admin first.");
  const before = { userType: user.userType, suspended: user.suspendedAt != null };
  const set: Partial<typeof users.$inferInsert> = {};
  if (change.userType) set.userType = change.userType;
  if (change.suspended !== undefined) set.suspendedAt = change.suspended ? (user.suspendedAt ?? new Date()) : null;
  const [updated] = await tx.update(users).set(set).where(eq(users.id, id)).returning();
  const after = { userType: updated.userType, suspended: updated.suspendedAt != null };
  if (change.suspended) await deleteUserSessions(tx, id);
  await recordEvents(tx, { type: "user.changed", userId: id, what: updated.suspendedAt ? "suspended" : "account" });
  const action =
    change.suspended === true && !before.suspended
      ? "user.suspend"
      : change.suspended === false && before.suspended
        ? "user.restore"
        : "user.update";
  await writeAudit(tx, { actorId, action, targetType: "user", targetId: id, before, after });
  return toAdminUser(updated);
}
