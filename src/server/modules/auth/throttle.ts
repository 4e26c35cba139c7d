// Slows down password guessing: failed logins counted per address and per identifier in the
// database (so every instance sees the same counts), in a fixed 15-minute window.
import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/connect";
import { loginFailures } from "../../db/schema";
import { tooManyRequests } from "../../lib/http-error";

const WINDOW_MINUTES = 15;
const LIMITS = { ip: 30, id: 8 } as const;

type Keys = { ip: string; id: string };
const keysFor = (ip: string, identifier: string): Keys => ({ ip: `ip:${ip}`, id: `id:${identifier.toLowerCase()}` });

export async function assertLoginAllowed(db: Db, ip: string, identifier: string): Promise<void> {
  const keys = keysFor(ip, identifier);
  const rows = await db
    .select()
    .from(loginFailures)
    .where(sql`${loginFailures.key} in (${keys.ip}, ${keys.id})
      and ${loginFailures.windowStart} > now() - make_interval(mins => ${WINDOW_MINUTES})`);
  for (const row of rows) {
    const limit = row.key === keys.ip ? LIMITS.ip : LIMITS.id;
    if (row.count >= limit) {
      throw tooManyRequests(
        `Too many failed login attempts. Please wait ${WINDOW_MINUTES} minutes and try again.`,
      );
    }
  }
}

export async function recordLoginFailure(db: Db, ip: string, identifier: string): Promise<void> {
  const keys = keysFor(ip, identifier);
  for (const key of [keys.ip, keys.id]) {
    await db
      .insert(loginFailures)
      .values({ key, count: 1 })
      .onConflictDoUpdate({
        target: loginFailures.key,
        set: {
          count: sql`case when ${loginFailures.windowStart} > now() - make_interval(mins => ${WINDOW_MINUTES})
            then ${loginFailures.count} + 1 else 1 end`,
          windowStart: sql`case when ${loginFailures.windowStart} > now() - make_interval(mins => ${WINDOW_MINUTES})
            then ${loginFailures.windowStart} else now() end`,
        },
      });
  }
}

export async function clearLoginFailures(db: Db, identifier: string): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.key, `id:${identifier.toLowerCase()}`));
}
