// Slows down password guessing without letting a stranger lock an owner out. Failed logins are
// counted in the database (so every instance sees the same counts), in a fixed 15-minute window,
// under three keys: the (account, address) pair (8), the address (30) and the account (100, a high
// ceiling). The account is the user when the identifier names one (so email and username share a
// counter), else the identifier as typed. Rows whose window has passed are deleted on every write.
import { inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/connect";
import { loginFailures } from "../../db/schema";
import { tooManyRequests } from "../../lib/http-error";

const WINDOW_MINUTES = 15;
export const LOGIN_LIMITS = { pair: 8, address: 30, account: 100 } as const;

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

export async function assertLoginAllowed(db: Db, keys: ThrottleKeys): Promise<void> {
  const rows = await db
    .select()
    .from(loginFailures)
    .where(sql`${inArray(loginFailures.key, Object.values(keys))} and ${inWindow}`);
  const limitOf = new Map(Object.entries(keys).map(([kind, key]) => [key, LOGIN_LIMITS[kind as keyof ThrottleKeys]]));
  if (rows.some((row) => row.count >= (limitOf.get(row.key) ?? Infinity))) {
    throw tooManyRequests(`Too many failed login attempts. Please wait ${WINDOW_MINUTES} minutes and try again.`);
  }
}

export async function recordLoginFailure(db: Db, keys: ThrottleKeys): Promise<void> {
  await db.delete(loginFailures).where(sql`not ${inWindow}`);
  await db
    .insert(loginFailures)
    .values(Object.values(keys).map((key) => ({ key, count: 1 })))
    .onConflictDoUpdate({
      target: loginFailures.key,
      set: {
        count: sql`case when ${inWindow} then ${loginFailures.count} + 1 else 1 end`,
        windowStart: sql`case when ${inWindow} then ${loginFailures.windowStart} else now() end`,
      },
    });
}

/** A successful login clears its (account, address) count; the address and account counts stay. */
export async function clearLoginFailures(db: Db, keys: ThrottleKeys): Promise<void> {
  await db.delete(loginFailures).where(inArray(loginFailures.key, [keys.pair]));
}
