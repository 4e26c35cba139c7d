// The authentication throttles, one mechanism for all: counts per key in the database (so every
// instance sees the same counts), in a fixed 15-minute window, in the `login_failures` table. Rows
// whose window has passed are deleted on every write.
// - Failed logins, under three keys: the (account, address) pair (8), the address (30) and the
//   account (100, a high ceiling), so a stranger's failures never lock the owner out. The account is
//   the user when the identifier names one (email and username share a counter), else the
//   identifier as typed.
// - Wrong current passwords behind a session (change password, delete account, payout account): 8
//   per user.
// - Photo uploads per person (60), avatars included.
// - Blocks and unblocks per person (BLOCK_CHANGES_LIMIT).
// - Sign-ups (every attempt past the form's checks, "already exists" answers included:
//   SIGN_UPS_PER_ADDRESS) and password-reset attempts (10) per address. These count every attempt,
//   atomically, so a concurrent burst cannot pass the limit.
import { inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/connect";
import { loginFailures } from "../../db/schema";
import { tooManyRequests } from "../../lib/http-error";
import { BLOCK_CHANGES_LIMIT, BLOCK_TOO_MANY } from "../../../contract/blocks";

const WINDOW_MINUTES = 15;
export const LOGIN_LIMITS = { pair: 8, address: 30, account: 100 } as const;
export const CURRENT_PASSWORD_LIMIT = 8;
export const RESET_ATTEMPTS_PER_ADDRESS = 10;
/** Photos one person may upload in the window (a task's 10 and a few messages' worth, several times over). */
export const PHOTO_UPLOADS_PER_PERSON = 60;

const WAIT = `Please wait ${WINDOW_MINUTES} minutes and try again.`;
const MESSAGES = {
  login: `Too many failed login attempts. ${WAIT}`,
  currentPassword: `Too many wrong passwords. ${WAIT}`,
  signUp: `Too many sign-ups from your network. ${WAIT}`,
  reset: `Too many password reset attempts from your network. ${WAIT}`,
  photos: `You have uploaded many photos in a short time. ${WAIT}`,
};

export type ThrottleKeys = Record<keyof typeof LOGIN_LIMITS, string>;

/** `subject`: "user:<id>" when the identifier names an account, else "id:<identifier>". */
export function throttleKeys(address: string, subject: string): ThrottleKeys {
  return { pair: `pair:${subject}@${address}`, address: `ip:${address}`, account: subject };
}

export function loginSubject(accountId: string | undefined, identifier: string): string {
  // No account has a longer email or username: a longer text is a guess, counted by its start.
  return accountId ? `user:${accountId}` : `id:${identifier.trim().toLowerCase().slice(0, 254)}`;
}

const inWindow = sql`${loginFailures.windowStart} > now() - make_interval(mins => ${WINDOW_MINUTES})`;

/** Refuses (429) when any key has reached its limit in the window. */
async function refuseAtLimit(db: Db, limits: Map<string, number>, message: string): Promise<void> {
  const rows = await db
    .select()
    .from(loginFailures)
    .where(sql`${inArray(loginFailures.key, [...limits.keys()])} and ${inWindow}`);
  if (rows.some((row) => row.count >= (limits.get(row.key) ?? Infinity))) throw tooManyRequests(message);
}

/** Adds one to each key's count in the window; answers the new counts in the order of `keys`. */
async function count(db: Db, keys: string[]): Promise<number[]> {
  await db.delete(loginFailures).where(sql`not ${inWindow}`);
  const rows = await db
    .insert(loginFailures)
    .values(keys.map((key) => ({ key, count: 1 })))
    .onConflictDoUpdate({
      target: loginFailures.key,
      set: {
        count: sql`case when ${inWindow} then ${loginFailures.count} + 1 else 1 end`,
        windowStart: sql`case when ${inWindow} then ${loginFailures.windowStart} else now() end`,
      },
    })
    .returning({ key: loginFailures.key, count: loginFailures.count });
  return keys.map((key) => rows.find((row) => row.key === key)?.count ?? 0);
}

async function clear(db: Db, keys: string[]): Promise<void> {
  await db.delete(loginFailures).where(inArray(loginFailures.key, keys));
}

/** Counts this attempt and refuses it (429) once more than `limit` came in the window. */
async function countAttempt(db: Db, key: string, limit: number, message: string): Promise<void> {
  const [attempts] = await count(db, [key]);
  if (attempts > limit) throw tooManyRequests(message);
}

export async function assertLoginAllowed(db: Db, keys: ThrottleKeys): Promise<void> {
  const limits = new Map(Object.entries(keys).map(([kind, key]) => [key, LOGIN_LIMITS[kind as keyof ThrottleKeys]]));
  await refuseAtLimit(db, limits, MESSAGES.login);
}

export async function recordLoginFailure(db: Db, keys: ThrottleKeys): Promise<void> {
  await count(db, Object.values(keys));
}

/** A successful login clears its (account, address) count; the address and account counts stay. */
export async function clearLoginFailures(db: Db, keys: ThrottleKeys): Promise<void> {
  await clear(db, [keys.pair]);
}

const currentPasswordKey = (userId: string) => `password:user:${userId}`;

export async function assertPasswordCheckAllowed(db: Db, userId: string): Promise<void> {
  await refuseAtLimit(db, new Map([[currentPasswordKey(userId), CURRENT_PASSWORD_LIMIT]]), MESSAGES.currentPassword);
}

export async function recordWrongPassword(db: Db, userId: string): Promise<void> {
  await count(db, [currentPasswordKey(userId)]);
}

export async function clearWrongPasswords(db: Db, userId: string): Promise<void> {
  await clear(db, [currentPasswordKey(userId)]);
}

export async function countSignUp(db: Db, address: string, limit: number): Promise<void> {
  await countAttempt(db, `signup:ip:${address}`, limit, MESSAGES.signUp);
}

export async function countResetAttempt(db: Db, address: string): Promise<void> {
  await countAttempt(db, `reset:ip:${address}`, RESET_ATTEMPTS_PER_ADDRESS, MESSAGES.reset);
}

/** Counts a photo upload (avatars included) against its person's limit, refusing it (429) past it. */
export async function countPhotoUpload(db: Db, userId: string): Promise<void> {
  await countAttempt(db, `photos:user:${userId}`, PHOTO_UPLOADS_PER_PERSON, MESSAGES.photos);
}

/** Counts a block or unblock by the user and refuses it (429) past BLOCK_CHANGES_LIMIT in the window. */
export async function countBlockChange(db: Db, userId: string): Promise<void> {
  await countAttempt(db, `blocks:user:${userId}`, BLOCK_CHANGES_LIMIT, BLOCK_TOO_MANY);
}
