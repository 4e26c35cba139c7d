// Password reset: a one-time link, valid one hour, sent by e-mail; only the token's hash is kept.
import { randomBytes } from "node:crypto";
import { and, count, eq, gt, isNull, sql } from "drizzle-orm";
import { RESET_LINK_INVALID } from "../../../contract/password-reset";
import type { Db } from "../../db/connect";
import { passwordResets, users } from "../../db/schema";
import { lockForTransaction } from "../../lib/advisory-lock";
import { badRequest } from "../../lib/http-error";
import { queueMail } from "../../lib/mailer";
import { commonPasswordMessage, hashPassword } from "./passwords";
import { deleteUserSessions, hashToken } from "../../lib/sessions";
import { letter } from "../notifications/emails";

const VALID_MINUTES = 60;
const MAX_PER_HOUR = 5;

export async function requestPasswordReset(db: Db, email: string, origin: string): Promise<void> {
  const [user] = await db
    .select()
    .from(users)
    .where(and(sql`lower(${users.email}) = ${email}`, isNull(users.deletedAt), isNull(users.suspendedAt)));
  if (!user) return; // the answer is the same either way
  const token = randomBytes(32).toString("base64url");
  await db.transaction(async (tx) => {
    // Counted under a per-account lock, so concurrent requests cannot send more than the limit.
    await lockForTransaction(tx, "password-reset", user.id);
    const [{ recent }] = await tx
      .select({ recent: count() })
      .from(passwordResets)
      .where(and(eq(passwordResets.userId, user.id), gt(passwordResets.createdAt, sql`now() - interval '1 hour'`)));
    if (recent >= MAX_PER_HOUR) return;
    // A new link makes earlier unused ones stop working.
    await tx
      .update(passwordResets)
      .set({ usedAt: new Date() })
      .where(and(eq(passwordResets.userId, user.id), isNull(passwordResets.usedAt)));
    await tx.insert(passwordResets).values({
      tokenHash: hashToken(token),
      userId: user.id,
      expiresAt: new Date(Date.now() + VALID_MINUTES * 60_000),
    });
    await queueMail(tx, {
      to: user.email,
      subject: "Reset your taskly password",
      body: letter(user.firstName, [
        "Use this link within one hour to choose a new password:",
        `${origin}/reset-password?token=${token}`,
        "",
        "If you did not ask for this, ignore this e-mail: your password stays the same.",
      ]),
    });
  });
}

export async function resetPassword(db: Db, token: string, password: string): Promise<void> {
  const common = commonPasswordMessage(password);
  if (common) throw badRequest(common, { password: common });
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    const [reset] = await tx
      .update(passwordResets)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(passwordResets.tokenHash, hashToken(token)),
          isNull(passwordResets.usedAt),
          gt(passwordResets.expiresAt, new Date()),
        ),
      )
      .returning();
    if (!reset) throw badRequest(RESET_LINK_INVALID);
    await tx.update(users).set({ passwordHash }).where(eq(users.id, reset.userId));
    await deleteUserSessions(tx, reset.userId);
  });
}
