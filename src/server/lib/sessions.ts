// Sessions: a random token in the cookie, only its SHA-256 in the database; expiring.
import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, isNull, ne } from "drizzle-orm";
import type { Db } from "../db/connect";
import { sessions, users } from "../db/schema";
import { publishSessionsEnded } from "../realtime/notices";

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

// Ending a session also closes its real-time sockets on every instance (publishSessionsEnded).

export async function deleteSession(db: Db, token: string): Promise<void> {
  const tokenHash = hashToken(token);
  const ended = await db
    .delete(sessions)
    .where(eq(sessions.tokenHash, tokenHash))
    .returning({ userId: sessions.userId });
  for (const { userId } of ended) await publishSessionsEnded(db, { userId, only: [tokenHash] });
}

/** Ends every session of a user, except the one whose token is given (change of password). */
export async function deleteUserSessions(db: Db, userId: string, exceptToken?: string): Promise<void> {
  const except = exceptToken ? hashToken(exceptToken) : undefined;
  const keep = except ? ne(sessions.tokenHash, except) : undefined;
  await db.delete(sessions).where(and(eq(sessions.userId, userId), keep));
  await publishSessionsEnded(db, { userId, except });
}

/** The active, non-suspended, non-deleted user a session token belongs to, or null. */
export async function findSessionUser(db: Db, token: string) {
  const rows = await db
    .select({ user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, hashToken(token)),
        gt(sessions.expiresAt, new Date()),
        isNull(users.suspendedAt),
        isNull(users.deletedAt),
      ),
    )
    .limit(1);
  return rows[0]?.user ?? null;
}
