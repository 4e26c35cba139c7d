// Demo data, seeded once into an empty database (no users yet): categories, the four demo accounts,
// taskers, customers, tasks in every status, offers, bookings with payments, reviews and
// conversations. The rows are built in memory (seed/build.ts) and inserted one batch per table in
// one transaction, so an interrupted seed leaves nothing behind.
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { hashPassword } from "../modules/auth/passwords";
import type { Db } from "./connect";
import {
  bookings,
  conversations,
  messages,
  payments,
  reviews,
  serviceCategories,
  taskOffers,
  taskerProfiles,
  taskerSchedules,
  tasks,
  users,
} from "./schema";
import { DEMO_ACCOUNTS, SHARED_PASSWORD, type DemoRole, type SeedHashes } from "./seed/accounts";
import { buildSeed } from "./seed/build";
import type { SeedRows } from "./seed/model";
import { buildSchedules } from "./seed/schedules";

export { DEMO_ACCOUNTS, SHARED_PASSWORD } from "./seed/accounts";

async function hashAll(): Promise<SeedHashes> {
  const roles = Object.keys(DEMO_ACCOUNTS) as DemoRole[];
  // Argon2 runs off the main thread, so the five hashes are computed in parallel.
  const [shared, ...demo] = await Promise.all([
    hashPassword(SHARED_PASSWORD),
    ...roles.map((role) => hashPassword(DEMO_ACCOUNTS[role].password)),
  ]);
  return { shared, demo: Object.fromEntries(roles.map((role, i) => [role, demo[i]])) as Record<DemoRole, string> };
}

export function summarize(rows: SeedRows): string {
  const customers = rows.users.filter((u) => u.userType === "customer").length;
  return [
    `${rows.taskerProfiles.length} taskers`,
    `${customers} customers`,
    `${rows.categories.length} categories`,
    `${rows.tasks.length} tasks`,
    `${rows.offers.length} offers`,
    `${rows.bookings.length} bookings`,
    `${rows.reviews.length} reviews`,
    `${rows.conversations.length} conversations`,
    `${rows.messages.length} messages`,
  ].join(", ");
}

export async function seedIfEmpty(db: Db, now: Date = new Date()): Promise<string | null> {
  const [{ count }] = await db.select({ count: sql<number>`count(*)::int` }).from(users);
  if (count > 0) return null;
  const rows = buildSeed(now, await hashAll(), randomUUID);
  const seeded = await db.transaction(async (tx) => {
    // Another process may have seeded meanwhile (PostgreSQL): check again inside the transaction.
    await tx.execute(sql`lock table users in share row exclusive mode`);
    const [{ again }] = await tx.select({ again: sql<number>`count(*)::int` }).from(users);
    if (again > 0) return false;
    await tx.insert(users).values(rows.users);
    // Categories created before the first user (by an admin tool) are kept and reused by name.
    await tx.insert(serviceCategories).values(rows.categories).onConflictDoNothing();
    const stored = new Map((await tx.select().from(serviceCategories)).map((c) => [c.name, c.id]));
    const actualId = new Map(rows.categories.map((c) => [c.id, stored.get(c.name)!]));
    for (const task of rows.tasks) task.categoryId = actualId.get(task.categoryId)!;
    await tx.insert(taskerProfiles).values(rows.taskerProfiles);
    await tx.insert(taskerSchedules).values(buildSchedules(rows.taskerProfiles, rows.users));
    // Verified demo taskers hold the dated badge verification now is, granted within the last half year.
    const granted = sql`greatest(created_at, ${now.toISOString()}::timestamptz - interval '6 months')`;
    await tx.execute(sql`insert into badges (user_id, kind, method, verified_at, expires_at)
      select user_id, 'taskly_verified', 'admin', ${granted}, ${granted} + interval '1 year'
      from tasker_profiles where is_verified`);
    await tx.insert(tasks).values(rows.tasks);
    await tx.insert(taskOffers).values(rows.offers);
    await tx.insert(bookings).values(rows.bookings);
    await tx.insert(payments).values(rows.payments);
    // The ledger's opening journal for each seeded payment (see modules/ledger/README.md).
    await tx.execute(sql`select ledger_open_existing_payments()`);
    await tx.insert(reviews).values(rows.reviews);
    await tx.insert(conversations).values(rows.conversations);
    await tx.insert(messages).values(rows.messages);
    return true;
  });
  return seeded ? summarize(rows) : null;
}
