// Sessions: a random token in the cookie, only its SHA-256 in the database; expiring.
import { createHash, randomBytes } from "node:crypto";
import { and, eq, ne, sql } from "drizzle-orm";
import type { Database, Db } from "../db/connect";
import { queryPrepared } from "../db/query";
import type { UserRow } from "../plugins/auth";
import { sessions } from "../db/schema";
import { recordEvents } from "../events/record";

export const SESSION_COOKIE = "taskly_session";

export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

export async function createSession(
  db: Db,
  userId: string,
  ttlDays: number,
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(Date.now() + ttlDays * 24 * 3600 * 1000);
  await db.insert(sessions).values({ tokenHash: hashToken(token), userId, expiresAt });
  return { token, expiresAt };
}

// Ending a session is an event (sessions.ended): every instance forgets the signed-in user it held
// for it and closes its real-time sockets.

export async function deleteSession(db: Db, token: string): Promise<void> {
  const tokenHash = hashToken(token);
  await db.transaction(async (tx) => {
    const ended = await tx
      .delete(sessions)
      .where(eq(sessions.tokenHash, tokenHash))
      .returning({ userId: sessions.userId });
    for (const { userId } of ended) await recordEvents(tx, { type: "sessions.ended", userId, only: [tokenHash] });
  });
}

/** Ends every session of a user, except the one whose token is given (change of password). */
export async function deleteUserSessions(db: Db, userId: string, exceptToken?: string): Promise<void> {
  const except = exceptToken ? hashToken(exceptToken) : undefined;
  const keep = except ? ne(sessions.tokenHash, except) : undefined;
  await db.delete(sessions).where(and(eq(sessions.userId, userId), keep));
  await recordEvents(db, { type: "sessions.ended", userId, ...(except ? { except } : {}) });
}

type SessionUserRow = {
  id: string;
  username: string | null;
  email: string;
  password_hash: string;
  first_name: string;
  last_name: string;
  phone: string | null;
  profile_image: string | null;
  user_type: string;
  location: string | null;
  created_at: Date | string;
  expires_at: Date | string;
};

/** The active, non-suspended, non-deleted user a session (by its token's hash) belongs to, and when the
 *  session ends; null when there is none. One prepared statement. */
export async function findSessionUser(
  database: Database,
  tokenHash: string,
): Promise<{ user: UserRow; expiresAt: Date } | null> {
  const [row] = await queryPrepared<SessionUserRow>(
    database,
    sql`select u.id, u.username, u.email, u.password_hash, u.first_name, u.last_name, u.phone, u.profile_image,
      u.user_type, u.location, u.created_at, s.expires_at
    from sessions s join users u on u.id = s.user_id
    where s.token_hash = ${tokenHash} and s.expires_at > ${new Date().toISOString()}::timestamptz
      and u.suspended_at is null and u.deleted_at is null limit 1`,
  );
  if (!row) return null;
  return { user: toUserRow(row), expiresAt: new Date(row.expires_at) };
}

function toUserRow(row: SessionUserRow): UserRow {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    passwordHash: row.password_hash,
    firstName: row.first_name,
    lastName: row.last_name,
    phone: row.phone,
    profileImage: row.profile_image,
    userType: row.user_type,
    location: row.location,
    createdAt: new Date(row.created_at),
    suspendedAt: null,
    deletedAt: null,
    // A limit is read fresh where it counts (modules/moderation/limits.ts), never from a session.
    limitedUntil: null,
    limitedReason: null,
    // A customer's rating is read where it is shown (offers, invitations, Find Work), never from a session.
    customerRating: "0",
    customerReviewCount: 0,
  };
}
