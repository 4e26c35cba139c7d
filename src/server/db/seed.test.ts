// The demo seed on a fresh database: counts, demo accounts that can sign in, consistent money,
// ratings and conversations, a seed that runs only once, and the same data every time.
import { eq, inArray, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TASK_STATUSES } from "../../contract/constants";
import { createTestApp, logIn, type TestApp } from "../test/harness";
import {
  bookings,
  conversations,
  messages,
  payments,
  reviews,
  serviceCategories,
  taskOffers,
  taskerProfiles,
  tasks,
  users,
} from "./schema";
import { ledgerViolations } from "../modules/ledger/invariants";
import { queryRows } from "./query";
import { DEMO_ACCOUNTS, seedIfEmpty, SHARED_PASSWORD } from "./seed";
import { buildSeed } from "./seed/build";
import { orderedPair } from "./seed/conversation-rows";

let t: TestApp;
let summary: string | null;
let seedMs: number;
const cents = (value: string | null) => Math.round(Number(value) * 100);

beforeAll(async () => {
  t = await createTestApp();
  const started = performance.now();
  summary = await seedIfEmpty(t.database.db);
  seedMs = performance.now() - started;
  console.log(`seedIfEmpty on ${t.database.kind}: ${Math.round(seedMs)} ms: ${summary}`);
}, 60_000);
afterAll(() => t.close());

const db = () => t.database.db;
async function countOf(table: PgTable): Promise<number> {
  const [{ n }] = await db()
    .select({ n: sql<number>`count(*)::int` })
    .from(table);
  return n;
}
async function userByEmail(email: string) {
  const [user] = await db().select().from(users).where(eq(users.email, email));
  return user;
}

describe("seedIfEmpty on an empty database", () => {
  it("returns a summary of what it created", async () => {
    expect(summary).toMatch(/^\d+ taskers, \d+ customers, \d+ categories, \d+ tasks, .*\d+ messages$/);
  });

  it("creates the service categories with base rates and icons", async () => {
    const rows = await db().select().from(serviceCategories);
    const names = rows.map((c) => c.name);
    for (const name of [
      "Home Repairs",
      "Cleaning",
      "Moving",
      "Mounting",
      "Yard Work",
      "Painting",
      "Delivery",
      "Furniture Assembly",
    ]) {
      expect(names).toContain(name);
    }
    for (const c of rows) {
      expect(c.icon).toMatch(/^[a-z-]+$/);
      expect(Number(c.baseRate)).toBeGreaterThanOrEqual(35);
      expect(Number(c.baseRate)).toBeLessThanOrEqual(75);
      expect(c.description?.length).toBeGreaterThan(20);
    }
  });

  it("creates the four demo accounts, and each can log in through the API", async () => {
    for (const account of Object.values(DEMO_ACCOUNTS)) {
      const user = await userByEmail(account.email);
      expect(user).toMatchObject({
        username: account.username,
        firstName: account.firstName,
        lastName: account.lastName,
        userType: account.userType,
      });
      const client = await logIn(t.app, account.email, account.password);
      expect(client.user).toMatchObject({ email: account.email, userType: account.userType });
      const me = await client.inject({ method: "GET", url: "/api/auth/me" });
      expect(me.statusCode).toBe(200);
      expect(me.body).not.toMatch(/argon2/);
    }
    // Every other account shares one password (hashed once).
    const other = await logIn(t.app, "marcus.johnson@example.com", SHARED_PASSWORD);
    expect(other.user.userType).toBe("tasker");
  });

  it("gives the demo tasker a rich, verified profile and the both account a tasker profile", async () => {
    const taylor = await userByEmail(DEMO_ACCOUNTS.tasker.email);
    const [profile] = await db().select().from(taskerProfiles).where(eq(taskerProfiles.userId, taylor.id));
    expect(profile.isVerified).toBe(true);
    expect(profile.skills).toEqual(expect.arrayContaining(["Mounting", "Furniture Assembly"]));
    expect(profile.bio).toContain(" from Austin TX");
    expect(profile.bio).toMatch(/Business: Brooks Home Services$/);
    expect(profile.displayName).toBe("Brooks Home Services");
    expect(profile.location).toBe("Austin, TX");
    expect(profile.availability?.days.length).toBeGreaterThan(0);
    const jordan = await userByEmail(DEMO_ACCOUNTS.both.email);
    const [both] = await db().select().from(taskerProfiles).where(eq(taskerProfiles.userId, jordan.id));
    expect(both.skills.length).toBeGreaterThan(0);
    const admin = await userByEmail(DEMO_ACCOUNTS.admin.email);
    expect(await db().select().from(taskerProfiles).where(eq(taskerProfiles.userId, admin.id))).toHaveLength(0);
  });

  it("creates at least 48 taskers with varied, valid profiles", async () => {
    const profiles = await db().select().from(taskerProfiles);
    expect(profiles.length).toBeGreaterThanOrEqual(48);
    const categoryNames = new Set((await db().select().from(serviceCategories)).map((c) => c.name));
    for (const p of profiles) {
      expect(p.skills.length).toBeGreaterThanOrEqual(1);
      expect(p.skills.length).toBeLessThanOrEqual(4);
      for (const skill of p.skills) expect(categoryNames.has(skill)).toBe(true);
      expect(Number(p.hourlyRate)).toBeGreaterThanOrEqual(25);
      expect(Number(p.hourlyRate)).toBeLessThanOrEqual(120);
      // A tasker without reviews has no rating yet; the others are between 3.5 and 5.
      if (p.totalReviews > 0) expect(Number(p.rating)).toBeGreaterThanOrEqual(3.5);
      else expect(Number(p.rating)).toBe(0);
      expect(Number(p.rating)).toBeLessThanOrEqual(5);
      expect(p.experience).toMatch(/^\d+ years?$/);
      expect(p.availability).toMatchObject({
        hours: expect.any(String),
        weekdays: expect.any(Boolean),
        weekends: expect.any(Boolean),
      });
      expect(p.displayName).toBeTruthy();
      // ' from ' appears only as the location marker: two words, a city and a state code.
      const from = p.bio!.split(" from ")[1];
      if (from) expect(from).toMatch(/^[A-Z][a-z]+ [A-Z]{2}\b/);
    }
    expect(profiles.filter((p) => p.skills.includes("Mounting")).length).toBeGreaterThanOrEqual(16);
    expect(profiles.filter((p) => p.location === "Austin, TX").length).toBeGreaterThanOrEqual(3);
    expect(new Set(profiles.map((p) => p.location)).size).toBeGreaterThanOrEqual(10);
    const business = profiles.filter((p) => p.bio?.includes("Business:"));
    expect(business.length).toBeGreaterThanOrEqual(12);
    expect(profiles.filter((p) => p.bio?.includes(" from ")).length).toBeGreaterThanOrEqual(5);
    expect(new Set(profiles.map((p) => p.bio)).size).toBe(profiles.length);
    expect(profiles.some((p) => p.isVerified) && profiles.some((p) => !p.isVerified)).toBe(true);
    const customers = await db().select().from(users).where(eq(users.userType, "customer"));
    expect(customers.length).toBeGreaterThanOrEqual(21);
    expect(customers.every((c) => /^[A-Z][a-zA-Z ]+, [A-Z]{2}$/.test(c.location ?? ""))).toBe(true);
  });

  it("creates tasks in every status, open ones in the future", async () => {
    const all = await db().select().from(tasks);
    expect(all.length).toBeGreaterThanOrEqual(25);
    expect(new Set(all.map((task) => task.status))).toEqual(new Set(TASK_STATUSES));
    const now = Date.now();
    for (const task of all.filter((x) => x.status === "open")) {
      expect(task.scheduledDate!.getTime()).toBeGreaterThan(now);
      expect(task.taskerId).toBeNull();
    }
    for (const task of all.filter((x) => ["assigned", "in_progress", "completed"].includes(x.status))) {
      expect(task.taskerId).not.toBeNull();
    }
  });

  it("gives the demo customer tasks with pending offers, including one from the demo tasker", async () => {
    const casey = await userByEmail(DEMO_ACCOUNTS.customer.email);
    const taylor = await userByEmail(DEMO_ACCOUNTS.tasker.email);
    const own = await db().select().from(tasks).where(eq(tasks.customerId, casey.id));
    expect(own.length).toBeGreaterThanOrEqual(6);
    for (const status of ["assigned", "completed"]) expect(own.some((task) => task.status === status)).toBe(true);
    const open = own.filter((task) => task.status === "open");
    const offers = await db()
      .select()
      .from(taskOffers)
      .where(
        inArray(
          taskOffers.taskId,
          open.map((task) => task.id),
        ),
      );
    const withSeveral = open.filter(
      (task) => offers.filter((o) => o.taskId === task.id && o.status === "pending").length >= 3,
    );
    expect(withSeveral.length).toBeGreaterThanOrEqual(2);
    expect(offers.some((o) => o.taskerId === taylor.id && o.status === "pending")).toBe(true);
    for (const o of offers) {
      expect(o.message!.length).toBeGreaterThanOrEqual(10);
      expect(o.estimatedDuration).toBeGreaterThanOrEqual(1);
    }
  });

  it("books assigned, running and completed tasks with consistent money and a payment each", async () => {
    const allBookings = await db().select().from(bookings);
    const allPayments = await db().select().from(payments);
    const offers = new Map((await db().select().from(taskOffers)).map((o) => [o.id, o]));
    const taskRows = new Map((await db().select().from(tasks)).map((x) => [x.id, x]));
    expect(allPayments).toHaveLength(allBookings.length);
    const paymentOf = new Map(allPayments.map((p) => [p.bookingId, p]));
    const expectedTaskStatus = {
      confirmed: "assigned",
      in_progress: "in_progress",
      completed: "completed",
      cancelled: "cancelled",
    };
    for (const b of allBookings) {
      const subtotal = cents(b.subtotal);
      expect(subtotal).toBe(cents(b.hourlyRate) * b.duration!);
      expect(cents(b.serviceFee)).toBe(Math.round(subtotal * 0.05));
      expect(cents(b.totalAmount)).toBe(subtotal + cents(b.serviceFee));
      expect(b.endsAt!.getTime()).toBe(b.scheduledDate.getTime() + b.duration! * 3_600_000);
      const offer = offers.get(b.offerId!)!;
      expect(offer).toMatchObject({ status: "accepted", taskerId: b.taskerId, taskId: b.taskId });
      const task = taskRows.get(b.taskId)!;
      expect(task.customerId).toBe(b.customerId);
      expect(task.status).toBe(expectedTaskStatus[b.status as keyof typeof expectedTaskStatus]);
      const payment = paymentOf.get(b.id)!;
      expect(payment).toMatchObject({
        provider: "builtin",
        cardBrand: "visa",
        cardLast4: "4242",
      });
      expect(payment.providerRef).toMatch(/^seed_\d+$/);
      expect(cents(payment.amount)).toBe(cents(b.totalAmount));
      if (b.status === "completed") {
        expect(payment.status).toBe("captured");
        expect(cents(payment.capturedAmount)).toBe(cents(b.totalAmount));
      }
      if (b.status === "confirmed" || b.status === "in_progress") expect(payment.status).toBe("authorized");
      if (b.status === "cancelled") expect(payment.status).toBe("refunded");
    }
    expect(new Set(allBookings.map((b) => b.status))).toEqual(
      new Set(["confirmed", "in_progress", "completed", "cancelled"]),
    );
  });

  it("opens the ledger for every seeded payment, and it reconciles", async () => {
    const [{ unopened }] = await queryRows<{ unopened: number }>(
      db(),
      sql`select count(*)::int as unopened from payments p where (p.status = 'authorized' or p.captured_amount > 0)
        and not exists (select 1 from ledger_journals j where j.booking_id = p.booking_id)`,
    );
    expect(unopened).toBe(0);
    expect(await ledgerViolations(db())).toEqual([]);
  });

  it("gives the demo tasker earnings, upcoming work and a job in progress", async () => {
    const taylor = await userByEmail(DEMO_ACCOUNTS.tasker.email);
    const own = await db().select().from(bookings).where(eq(bookings.taskerId, taylor.id));
    const now = Date.now();
    const captured = new Set(
      (await db().select().from(payments).where(eq(payments.status, "captured"))).map((p) => p.bookingId),
    );
    expect(own.filter((b) => b.status === "completed" && captured.has(b.id)).length).toBeGreaterThanOrEqual(4);
    expect(
      own.filter((b) => b.status === "confirmed" && b.scheduledDate.getTime() > now).length,
    ).toBeGreaterThanOrEqual(2);
    expect(own.filter((b) => b.status === "in_progress")).toHaveLength(1);
  });

  it("keeps every tasker's rating and counts consistent with the seeded reviews", async () => {
    const profiles = await db().select().from(taskerProfiles);
    const allReviews = await db().select().from(reviews);
    const allBookings = await db().select().from(bookings);
    expect(allReviews.length).toBeGreaterThan(20);
    for (const p of profiles) {
      const mine = allReviews.filter((r) => r.taskerId === p.id);
      const completed = allBookings.filter((b) => b.taskerId === p.userId && b.status === "completed").length;
      expect(p.completedTasks).toBeGreaterThanOrEqual(completed);
      expect(p.totalReviews).toBe(mine.length);
      if (mine.length > 0) {
        const average = mine.reduce((s, r) => s + r.rating, 0) / mine.length;
        expect(p.rating).toBe(average.toFixed(2));
      }
    }
    const bookingById = new Map(allBookings.map((b) => [b.id, b]));
    const profileByUser = new Map(profiles.map((p) => [p.userId, p.id]));
    for (const r of allReviews) {
      const b = bookingById.get(r.bookingId!)!;
      expect(b.status).toBe("completed");
      expect(r.reviewerId).toBe(b.customerId);
      expect(r.taskerId).toBe(profileByUser.get(b.taskerId));
      expect(r.createdAt.getTime()).toBeGreaterThan(b.endsAt!.getTime());
      expect(r.comment!.length).toBeGreaterThan(10);
    }
    const months = new Set(allReviews.map((r) => r.createdAt.toISOString().slice(0, 7)));
    expect(months.size).toBeGreaterThanOrEqual(4);
  });

  it("creates conversations with the demo accounts, ordered pairs and unread messages", async () => {
    const casey = await userByEmail(DEMO_ACCOUNTS.customer.email);
    const taylor = await userByEmail(DEMO_ACCOUNTS.tasker.email);
    const all = await db().select().from(conversations);
    const allMessages = await db().select().from(messages);
    const demo = all.filter((c) => [c.userA, c.userB].some((id) => id === casey.id || id === taylor.id));
    expect(demo.length).toBeGreaterThanOrEqual(6);
    for (const c of all) {
      expect(orderedPair(c.userA, c.userB)).toEqual([c.userA, c.userB]);
      const mine = allMessages.filter((m) => m.conversationId === c.id);
      expect(mine.length).toBeGreaterThanOrEqual(3);
      expect(c.lastMessageAt.getTime()).toBe(Math.max(...mine.map((m) => m.createdAt.getTime())));
      for (const m of mine) {
        expect(new Set([m.senderId, m.receiverId])).toEqual(new Set([c.userA, c.userB]));
      }
    }
    for (const user of [casey, taylor]) {
      const unread = allMessages.filter((m) => m.receiverId === user.id && m.readAt === null);
      expect(unread.length).toBeGreaterThan(0);
    }
  });

  it("does nothing the second time", async () => {
    const before = await Promise.all([users, tasks, bookings, messages].map((table) => countOf(table)));
    expect(await seedIfEmpty(t.database.db)).toBeNull();
    const after = await Promise.all([users, tasks, bookings, messages].map((table) => countOf(table)));
    expect(after).toEqual(before);
    const [{ n }] = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(users)
      .where(eq(users.email, DEMO_ACCOUNTS.customer.email));
    expect(n).toBe(1);
  });
});

describe("buildSeed", () => {
  const build = () => {
    let n = 0;
    const newId = () => `00000000-0000-4000-8000-${String((n += 1)).padStart(12, "0")}`;
    const hashes = { shared: "h", demo: { customer: "c", tasker: "t", both: "b", admin: "a" } };
    return buildSeed(new Date("2026-03-01T12:34:00Z"), hashes, newId);
  };

  it("builds the same data every time", () => {
    expect(JSON.stringify(build())).toBe(JSON.stringify(build()));
  });
});
