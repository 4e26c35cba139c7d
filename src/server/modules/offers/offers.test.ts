import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { serviceCategories, taskerProfiles, taskOffers } from "../../db/schema";
import { makeAdmin } from "../../test/fixtures";
import { createTestApp, signUp, type Client, type TestApp } from "../../test/harness";
import { grantBadge } from "../identity/badges";

let t: TestApp;
let ann: Client; // customer
let eve: Client; // another customer
let bob: Client; // tasker with a profile
let bea: Client; // both, a profile without a business name
let admin: Client;
let categoryId: string;
let bobProfile: string;
let beaProfile: string;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  [{ id: categoryId }] = await db.insert(serviceCategories).values({ name: "Mounting" }).returning();
  ann = await signUp(t.app, { firstName: "Ann", lastName: "Lee" });
  eve = await signUp(t.app, { firstName: "Eve", lastName: "Other" });
  bob = await signUp(t.app, { firstName: "Bob", lastName: "Ray", userType: "tasker" });
  bea = await signUp(t.app, { firstName: "Bea", lastName: "Both", userType: "both" });
  [{ id: bobProfile }] = await db
    .insert(taskerProfiles)
    .values({
      userId: bob.user.id,
      skills: ["Mounting"],
      hourlyRate: "45.00",
      rating: "4.70",
      totalReviews: 12,
      completedTasks: 30,
      isVerified: true,
      bio: "TVs and shelves. Business: Bob's Mounts",
    })
    .returning();
  // Verified means a dated "Verified by taskly" badge, as the admin's toggle grants it.
  await grantBadge(db, { userId: bob.user.id, kind: "taskly_verified", method: "admin", grantedBy: null });
  [{ id: beaProfile }] = await db
    .insert(taskerProfiles)
    .values({ userId: bea.user.id, skills: ["Mounting"], hourlyRate: "30.00" })
    .returning();
  admin = await makeAdmin(t);
});
afterAll(() => t.close());

async function newTask(c: Client = ann): Promise<string> {
  const r = await c.inject({
    method: "POST",
    url: "/api/tasks",
    payload: {
      categoryId,
      title: 'Mount a 55" TV',
      description: "Drywall, bracket provided.",
      location: "Austin, TX",
      budget: "$80-120",
      scheduledDate: new Date(Date.now() + 3 * 86400_000).toISOString(),
    },
  });
  expect(r.statusCode).toBe(201);
  return r.json().id;
}
const good = { message: "I mount TVs every day, can come Saturday.", proposedRate: "45.00", estimatedDuration: 2 };
const offer = (c: Client, taskId: string, payload: object = good) =>
  c.inject({ method: "POST", url: `/api/tasks/${taskId}/offers`, payload });

describe("POST /api/tasks/{id}/offers", () => {
  it("creates a pending offer with the tasker's real profile figures; body taskerId/status are ignored", async () => {
    const id = await newTask();
    const r = await offer(bob, id, { ...good, taskerId: eve.user.id, status: "accepted" });
    expect(r.statusCode).toBe(201);
    expect(r.json()).toMatchObject({
      taskId: id,
      taskerId: bob.user.id,
      status: "pending",
      proposedRate: "45.00",
      estimatedDuration: 2,
      message: good.message,
      tasker: {
        profileId: bobProfile,
        userId: bob.user.id,
        name: "Bob's Mounts",
        rating: "4.70",
        totalReviews: 12,
        isVerified: true,
        completedTasks: 30,
        hourlyRate: "45.00",
      },
    });
    expect((await ann.inject({ url: `/api/tasks/${id}` })).json().offerCount).toBe(1);
  });

  it("one pending offer per tasker per task: a second is 409; after withdrawing, a new one is fine", async () => {
    const id = await newTask();
    const first = await offer(bob, id);
    const second = await offer(bob, id, { ...good, proposedRate: "40" });
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe("You already have a pending offer on this task. Withdraw it to send a new one.");
    expect((await t.database.db.select().from(taskOffers).where(eq(taskOffers.taskId, id))).length).toBe(1);
    const withdrawn = await bob.inject({ method: "POST", url: `/api/offers/${first.json().id}/withdraw` });
    expect(withdrawn.json().status).toBe("withdrawn");
    expect((await offer(bob, id, { ...good, proposedRate: "40" })).json()).toMatchObject({
      status: "pending",
      proposedRate: "40.00",
    });
  });

  it("concurrent duplicates: exactly one succeeds, the rest 409 (never a 500)", async () => {
    const id = await newTask();
    const results = await Promise.all(Array.from({ length: 6 }, () => offer(bea, id)));
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409, 409, 409]);
  });

  it("refuses customers, one's own task, closed tasks, unknown tasks, signed out", async () => {
    const id = await newTask();
    const customer = await offer(eve, id);
    expect(customer.statusCode).toBe(403);
    expect(customer.json().message).toMatch(/Only taskers/);
    const noProfile = await offer(await signUp(t.app, { userType: "tasker" }), id);
    expect(noProfile.statusCode).toBe(403);
    expect(noProfile.json().message).toBe(
      "Only taskers with a listed profile can send offers. Create your tasker profile first.",
    );
    const beaTask = await newTask(bea);
    const own = await offer(bea, beaTask);
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe("You cannot send an offer on your own task.");
    await ann.inject({ method: "POST", url: `/api/tasks/${id}/cancel` });
    const closed = await offer(bob, id);
    expect(closed.statusCode).toBe(409);
    expect(closed.json().message).toBe("This task is no longer open for offers.");
    const stale = await newTask();
    await t.database.db.execute(
      sql`update tasks set scheduled_date = now() - interval '3 days' where id = ${stale}::uuid`,
    );
    expect((await offer(bob, stale)).json()).toEqual({
      message: "This task's date has passed, so it no longer takes offers.",
    });
    expect((await offer(bob, "nope")).json()).toEqual({ message: "Task not found" });
    expect((await offer(bob, "00000000-0000-4000-8000-000000000000")).statusCode).toBe(404);
    expect((await t.app.inject({ method: "POST", url: `/api/tasks/${id}/offers`, payload: good })).statusCode).toBe(
      401,
    );
  });

  it("validates message, rate (positive, ≤ 2 decimals, $15.00 to $10,000.00, each with its own message) and whole hours 1–24, changing nothing", async () => {
    const id = await newTask();
    const cases: [object, string][] = [
      [{ message: "short" }, "Message must be at least 10 characters"],
      [{ message: undefined }, "Message must be at least 10 characters"],
      [{ proposedRate: "0" }, "Rate must be a positive amount with at most 2 decimals, like 45.00"],
      [{ proposedRate: "-5" }, "Rate must be a positive amount with at most 2 decimals, like 45.00"],
      [{ proposedRate: "45.001" }, "Rate must be a positive amount with at most 2 decimals, like 45.00"],
      [{ proposedRate: "abc" }, "Rate must be a positive amount with at most 2 decimals, like 45.00"],
      [{ proposedRate: "14.99" }, "Rate must be at least $15.00 an hour"],
      [{ proposedRate: "99999999" }, "Rate is too large: at most $10,000.00 an hour"],
      [{ proposedRate: 10000.01 }, "Rate is too large: at most $10,000.00 an hour"],
      [{ proposedRate: undefined }, "Rate must be a positive amount with at most 2 decimals, like 45.00"],
      [{ estimatedDuration: 0 }, "Estimated hours must be a whole number from 1 to 24"],
      [{ estimatedDuration: 25 }, "Estimated hours must be a whole number from 1 to 24"],
      [{ estimatedDuration: 1.5 }, "Estimated hours must be a whole number from 1 to 24"],
      [{ estimatedDuration: "lots" }, "Estimated hours must be a whole number from 1 to 24"],
    ];
    for (const [change, message] of cases) {
      const r = await offer(bob, id, { ...good, ...change });
      expect(r.statusCode, message).toBe(400);
      expect(r.json().message).toBe(message);
    }
    expect((await t.database.db.select().from(taskOffers).where(eq(taskOffers.taskId, id))).length).toBe(0);
    expect((await offer(bob, id, { ...good, proposedRate: 37.5 })).json().proposedRate).toBe("37.50");
  });
});

describe("GET /api/tasks/{id}/offers: visibility", () => {
  it("the owner and admins see all offers; a tasker only their own; another customer 403", async () => {
    const id = await newTask();
    const b = await offer(bob, id);
    const e = await offer(bea, id, { ...good, proposedRate: "30" });
    const ids = async (c: Client) =>
      (await c.inject({ url: `/api/tasks/${id}/offers` })).json().map((o: { id: string }) => o.id);
    expect(await ids(ann)).toEqual([b.json().id, e.json().id]);
    expect(await ids(admin)).toEqual([b.json().id, e.json().id]);
    expect(await ids(bob)).toEqual([b.json().id]);
    expect(await ids(bea)).toEqual([e.json().id]);
    expect((await eve.inject({ url: `/api/tasks/${id}/offers` })).statusCode).toBe(403);
    expect((await t.app.inject({ url: `/api/tasks/${id}/offers` })).statusCode).toBe(401);
    expect((await ann.inject({ url: "/api/tasks/bad/offers" })).statusCode).toBe(404);
    // A tasker without a business name is shown by first name and last initial.
    const beaOffer = (await ann.inject({ url: `/api/tasks/${id}/offers` })).json()[1];
    expect(beaOffer.tasker).toMatchObject({ profileId: beaProfile, name: "Bea B.", initials: "BB", rating: "0.00" });
  });
});

describe("withdraw and my offers", () => {
  it("only the offer's tasker withdraws, only while pending", async () => {
    const id = await newTask();
    const o = (await offer(bob, id)).json();
    const url = `/api/offers/${o.id}/withdraw`;
    expect((await bea.inject({ method: "POST", url })).statusCode).toBe(404);
    expect((await ann.inject({ method: "POST", url })).statusCode).toBe(404);
    expect((await bob.inject({ method: "POST", url: "/api/offers/xyz/withdraw" })).json()).toEqual({
      message: "Offer not found",
    });
    expect((await bob.inject({ method: "POST", url })).statusCode).toBe(200);
    const again = await bob.inject({ method: "POST", url });
    expect(again.statusCode).toBe(409);
    expect((await ann.inject({ url: `/api/tasks/${id}` })).json().offerCount).toBe(0);
  });

  it("GET /api/offers/mine lists the tasker's offers with their task, newest first", async () => {
    const tasker = await signUp(t.app, { firstName: "Mo", lastName: "Fers", userType: "tasker" });
    await t.database.db
      .insert(taskerProfiles)
      .values({ userId: tasker.user.id, skills: ["Mounting"], hourlyRate: "35.00" });
    const a = await newTask();
    const b = await newTask();
    await offer(tasker, a);
    await offer(tasker, b);
    const mine = (await tasker.inject({ url: "/api/offers/mine" })).json();
    expect(mine.map((o: { taskId: string }) => o.taskId)).toEqual([b, a]);
    expect(mine[0].task).toMatchObject({ id: b, title: 'Mount a 55" TV', status: "open", location: "Austin, TX" });
    expect((await ann.inject({ url: "/api/offers/mine" })).statusCode).toBe(403);
  });
});
