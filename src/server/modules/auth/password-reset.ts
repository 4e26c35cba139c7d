// Password reset: a one-time link, valid one hour, sent by e-mail; only the token's hash is kept.
import { randomBytes } from "node:crypto";
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import { RESET_LINK_INVALID } from "../../../contract/password-reset";
import type { Db } from "../../db/connect";
import { queryRows } from "../../db/query";
import { passwordResets, users } from "../../db/schema";
import { lockForTransaction } from "../../lib/advisory-lock";
import { badRequest } from "../../lib/http-error";
import { commonPasswordMessage, hashPassword } from "./passwords";
import { deleteUserSessions, hashToken } from "../../lib/sessions";
import { letter } from "../notifications/emails";
import { countResetAttempt } from "./throttle";
import { recordEvents } from "../../events/record";

const VALID_MINUTES = 60;
const MAX_PER_HOUR = 5;
const RESET_SUBJECT = "Reset your taskly password";

/**
 * The same statements run whether or not the email names an account, so neither the answer nor its
 * time tells an account exists: a lock on the email, one lookup (the account and its links of the
 * last hour, or nothing), and one write that spends the earlier links, stores the new one and queues
 * the e-mail for an account under the limit, and writes nothing otherwise.
 */
export async function requestPasswordReset(db: Db, email: string, origin: string): Promise<void> {
  const token = randomBytes(32).toString("base64url");
  await db.transaction(async (tx) => {
    // Counted under a lock per email, so concurrent requests cannot send more than the limit.
    await lockForTransaction(tx, "password-reset", email);
    const [account] = await queryRows<{ id: string | null; first_name: string | null; recent: number }>(
      tx,
      sql`select u.id, u.first_name,
        (select count(*)::int from password_resets r
          where r.user_id = u.id and r.created_at > now() - interval '1 hour') as recent
        from (select 1) as one
        left join users u on lower(u.email) = ${email} and u.deleted_at is null and u.suspended_at is null`,
    );
    const userId = account.id !== null && account.recent < MAX_PER_HOUR ? account.id : null;
    const body = letter(account.first_name ?? "", [
      "Use this link within one hour to choose a new password:",
      `${origin}/reset-password?token=${token}`,
      "",
      "If you did not ask for this, ignore this e-mail: your password stays the same.",
    ]);
    const expiresAt = new Date(Date.now() + VALID_MINUTES * 60_000);
    // A new link makes earlier unused ones stop working. The e-mail is the outbox row queueMail writes.
    await tx.execute(sql`with spent as (
        update password_resets set used_at = now() where user_id = ${userId}::uuid and used_at is null
      ), link as (
        insert into password_resets (token_hash, user_id, expires_at)
        select ${hashToken(token)}, id, ${expiresAt.toISOString()}::timestamptz from users where id = ${userId}::uuid
        returning user_id
      )
      insert into email_outbox (to_address, user_id, category, subject, body)
      select u.email, u.id, 'security', ${RESET_SUBJECT}, ${body} from link join users u on u.id = link.user_id`);
  });
}

/**
 * The cheap checks first: a common password, the address's attempt count, then the token (looked
 * up, not yet spent); only a valid token gets the argon2 hash. The token is spent in the
 * transaction that sets the password, so two uses at once change it once.
 */
export async function resetPassword(db: Db, token: string, password: string, address: string): Promise<void> {
  const common = commonPasswordMessage(password);
  if (common) throw badRequest(common, { password: common });
  await countResetAttempt(db, address);
  const tokenHash = hashToken(token);
  const usable = and(
    eq(passwordResets.tokenHash, tokenHash),
    isNull(passwordResets.usedAt),
    gt(passwordResets.expiresAt, new Date()),
  );
  const [found] = await db.select({ userId: passwordResets.userId }).from(passwordResets).where(usable);
  if (!found) throw badRequest(RESET_LINK_INVALID);
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    const [reset] = await tx.update(passwordResets).set({ usedAt: new Date() }).where(usable).returning();
    if (!reset) throw badRequest(RESET_LINK_INVALID);
    await tx.update(users).set({ passwordHash }).where(eq(users.id, reset.userId));
    await recordEvents(tx, { type: "user.changed", userId: reset.userId, what: "account" });
    await deleteUserSessions(tx, reset.userId);
  });
}
