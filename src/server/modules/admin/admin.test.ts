import { eq, sql } from "drizzle-orm";
import { COUNT_CAP } from "../../../contract/page-headers";
import { queryRows } from "../../db/query";
import { encodeOffset } from "../../lib/page-cursor";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, serviceCategories, taskOffers, taskerProfiles, tasks, users } from "../../db/schema";
import { attemptLogin, createTestApp, logIn, signUp, type Client, type TestApp, pageOf } from "../../test/harness";
import { insertBooking, insertOffer, insertTask, makeAdmin } from "../../test/fixtures";

let t: TestApp;
let admin: Client;
let customer: Client;
let tasker: Client;
let both: Client;
let taskId: string;
let profileId: string;
const PASSWORD = "correct-horse-battery";

beforeAll(async () => {
  t = await createTestApp();
  admin = await makeAdmin(t);
  customer = await signUp(t.app, { firstName: "Cara", lastName: "Customer" });
  tasker = await signUp(t.app, { firstName: "Tom", lastName: "Tasker", userType: "tasker" });
  both = await signUp(t.app, { firstName: "Bea", lastName: "Both", userType: "both" });
  const [category] = await t.database.db
    .insert(serviceCategories)
    .values({ name: "Mounting", baseRate: "50.00" })
    .returning();
  const task = await insertTask(t, {
    customerId: customer.user.id,
    categoryId: category.id,
    location: "Austin, TX",
    budget: "120.00",
  });
  taskId = task.id;
  const [profile] = await t.database.db
    .insert(taskerProfiles)
    .values({ userId: tasker.user.id, bio: "Mounting pro", skills: ["Mounting"], hourlyRate: "55.00" })
    .returning();
  profileId = profile.id;
});
afterAll(() => t.close());

const ROUTES = () => [
  { method: "GET" as const, url: "/api/admin/stats" },
  { method: "GET" as const, url: "/api/admin/users" },
  { method: "PUT" as const, url: `/api/admin/users/${customer.user.id}`, payload: { userType: "tasker" } },
  { method: "GET" as const, url: "/api/admin/tasks" },
  { method: "PUT" as const, url: `/api/admin/tasks/${taskId}`, payload: { status: "cancelled" } },
  { method: "GET" as const, url: "/api/admin/taskers" },
  { method: "PUT" as const, url: `/api/admin/taskers/${profileId}`, payload: { isVerified: true } },
  { method: "GET" as const, url: "/api/admin/audit" },
];

describe("every admin route × every kind of caller", () => {
  it("answers 401 without a session and 403 for customer, tasker and both, changing nothing", async () => {
    for (const route of ROUTES()) {
      expect((await t.app.inject(route)).statusCode, `${route.method} ${route.url} signed out`).toBe(401);
      for (const [name, client] of [
        ["customer", customer],
        ["tasker", tasker],
        ["both", both],
      ] as const) {
        const response = await client.inject(route);
        expect(response.statusCode, `${route.method} ${route.url} as ${name}`).toBe(403);
        expect(response.json().message).toBe("You need admin privileges to do that.");
      }
    }
    const [c] = await t.database.db.select().from(users).where(eq(users.id, customer.user.id));
    expect(c.userType).toBe("customer");
    const [task] = await t.database.db.select().from(tasks).where(eq(tasks.id, taskId));
    expect(task.status).toBe("open");
    const [p] = await t.database.db.select().from(taskerProfiles).where(eq(taskerProfiles.id, profileId));
    expect(p.isVerified).toBe(false);
    expect(await t.database.db.select().from(auditLog)).toHaveLength(0);
  });

  it("answers 2xx for an admin on every route, never with a password hash", async () => {
    for (const route of ROUTES().filter((r) => r.method === "GET")) {
      const response = await admin.inject(route);
      expect(response.statusCode, route.url).toBe(200);
      expect(response.body).not.toMatch(/password|argon2|token_hash|tokenHash/i);
    }
  });
});

describe("admin reads", () => {
  it("GET /api/admin/stats counts users and tasks and lists recent ones", async () => {
    const body = (await admin.inject({ url: "/api/admin/stats" })).json();
    expect(body).toMatchObject({ totalUsers: 4, totalTasks: 1, pendingTasks: 1, completedTasks: 0 });
    expect(body.recentUsers).toHaveLength(4);
    expect(body.recentTasks[0]).toMatchObject({
      title: "Mount a TV",
      customer: { firstName: "Cara", email: customer.user.email },
      category: { name: "Mounting" },
    });
  });

  it("searches and filters users, tasks and taskers on the server, with a total", async () => {
    const byName = pageOf(await admin.inject({ url: "/api/admin/users?q=cara" }));
    expect(byName.items.map((u: { firstName: string }) => u.firstName)).toEqual(["Cara"]);
    expect(byName).toMatchObject({ total: 1, nextCursor: null });
    expect(pageOf(await admin.inject({ url: "/api/admin/users?userType=tasker" })).items).toHaveLength(1);
    expect(pageOf(await admin.inject({ url: "/api/admin/users?limit=2" })).items).toHaveLength(2);
    expect(pageOf(await admin.inject({ url: "/api/admin/tasks?q=tv&status=open" })).items).toHaveLength(1);
    expect(pageOf(await admin.inject({ url: "/api/admin/tasks?status=completed" })).items).toHaveLength(0);
    const taskers = pageOf(await admin.inject({ url: "/api/admin/taskers?q=mounting" })).items;
    expect(taskers[0]).toMatchObject({
      id: profileId,
      skills: ["Mounting"],
      user: { firstName: "Tom", email: tasker.user.email },
    });
    expect(pageOf(await admin.inject({ url: "/api/admin/taskers?verified=true" })).items).toHaveLength(0);
  });

  it("pages a list with its cursor: every user once, the total on each page", async () => {
    const whole = pageOf(await admin.inject({ url: "/api/admin/users" }));
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const url: string = `/api/admin/users?limit=2${cursor ? `&cursor=${cursor}` : ""}`;
      const page = pageOf(await admin.inject({ url }));
      expect(page.total).toBe(whole.total);
      expect(page.items.length).toBeLessThanOrEqual(2);
      seen.push(...page.items.map((u: { id: string }) => u.id));
      cursor = page.nextCursor;
    } while (cursor && seen.length < 100);
    expect(seen).toEqual(whole.items.map((u: { id: string }) => u.id));
    expect(seen.length).toBe(whole.total);
  });

  it("answers bad filters with a 400 and a message", async () => {
    for (const url of [
      "/api/admin/users?userType=king",
      "/api/admin/tasks?status=done",
      "/api/admin/users?limit=0",
      "/api/admin/users?cursor=junk",
      "/api/admin/audit?cursor=eyJvIjotMX0",
      "/api/admin/taskers?verified=maybe",
    ]) {
      const response = await admin.inject({ url });
      expect(response.statusCode, url).toBe(400);
      expect(response.json().message).toEqual(expect.any(String));
    }
  });
});

describe("admin changes and the audit log", () => {
  it("changes a user's type and writes who, what, before and after", async () => {
    const response = await admin.inject({
      method: "PUT",
      url: `/api/admin/users/${both.user.id}`,
      payload: { userType: "tasker" },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().userType).toBe("tasker");
    const [entry] = await t.database.db.select().from(auditLog).where(eq(auditLog.targetId, both.user.id));
    expect(entry).toMatchObject({
      actorId: admin.user.id,
      action: "user.update",
      targetType: "user",
      before: { userType: "both", suspended: false },
      after: { userType: "tasker", suspended: false },
    });
    const log = pageOf(await admin.inject({ url: "/api/admin/audit" })).items;
    // The log names the target (the account's name), not just its id.
    expect(log[0]).toMatchObject({ action: "user.update", actor: { name: "Ada Admin" }, targetName: "Bea Both" });
  });

  it("changes a task's status to any valid value", async () => {
    for (const status of ["assigned", "in_progress", "completed", "open"]) {
      const response = await admin.inject({ method: "PUT", url: `/api/admin/tasks/${taskId}`, payload: { status } });
      expect(response.statusCode).toBe(200);
      expect(response.json().status).toBe(status);
    }
    const entries = await t.database.db.select().from(auditLog).where(eq(auditLog.targetId, taskId));
    expect(entries).toHaveLength(4);
    const bad = await admin.inject({ method: "PUT", url: `/api/admin/tasks/${taskId}`, payload: { status: "done" } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe("Status must be one of open, assigned, in_progress, completed, cancelled");
  });

  it("cancelling a task declines its pending offers, as the tasks API does", async () => {
    const [category] = await t.database.db.select().from(serviceCategories).limit(1);
    const task = await insertTask(t, {
      customerId: customer.user.id,
      categoryId: category.id,
      title: "Hang shelves",
      description: "Three shelves",
      location: "Austin, TX",
    });
    await insertOffer(t, { taskId: task.id, taskerId: tasker.user.id, message: "I can do it today" });
    const response = await admin.inject({
      method: "PUT",
      url: `/api/admin/tasks/${task.id}`,
      payload: { status: "cancelled" },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().status).toBe("cancelled");
    const offers = await t.database.db.select().from(taskOffers).where(eq(taskOffers.taskId, task.id));
    expect(offers.map((o) => o.status)).toEqual(["declined"]);
  });

  it("lists a booked task with its booking and payment state", async () => {
    const [category] = await t.database.db.select().from(serviceCategories).limit(1);
    const { task, booking } = await insertBooking(t, {
      customerId: customer.user.id,
      taskerId: tasker.user.id,
      categoryId: category.id,
      title: "Booked shelves job",
      status: "in_progress",
      start: new Date(Date.now() + 86_400_000),
    });
    const list = pageOf(await admin.inject({ url: "/api/admin/tasks?q=booked%20shelves" })).items;
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      id: task.id,
      status: "in_progress",
      tasker: { name: "Tom Tasker" },
      booking: { id: booking.id, status: "in_progress", paymentStatus: "authorized" },
    });
    const open = pageOf(await admin.inject({ url: "/api/admin/tasks?q=hang%20shelves" })).items;
    expect(open[0].booking).toBeNull();
  });

  it("verifies and unverifies a tasker; the public profile follows", async () => {
    const on = await admin.inject({
      method: "PUT",
      url: `/api/admin/taskers/${profileId}`,
      payload: { isVerified: true },
    });
    expect(on.json().isVerified).toBe(true);
    expect((await t.app.inject({ url: `/api/taskers/${profileId}` })).json().isVerified).toBe(true);
    await admin.inject({ method: "PUT", url: `/api/admin/taskers/${profileId}`, payload: { isVerified: false } });
    const actions = (await t.database.db.select().from(auditLog).where(eq(auditLog.targetId, profileId)))
      .map((e) => e.action)
      .sort();
    expect(actions).toEqual(["tasker.unverify", "tasker.verify"]);
    // Every entry names its target: a tasker by the person's name, a task by its title.
    const log: { targetType: string; targetId: string; targetName: string | null }[] = pageOf(
      await admin.inject({ url: "/api/admin/audit" }),
    ).items;
    const [taskRow] = await t.database.db.select().from(tasks).where(eq(tasks.id, taskId));
    expect(log.find((e) => e.targetId === taskId)?.targetName).toBe(taskRow.title);
    expect(log.find((e) => e.targetId === profileId)?.targetName).toEqual(expect.stringMatching(/\S+ \S+/));
    expect(log.every((e) => e.targetName)).toBe(true);
  });

  it("suspending ends the user's sessions, refuses their login and hides their profile; restoring undoes it", async () => {
    const victim = await signUp(t.app, {
      firstName: "Sus",
      lastName: "Pended",
      userType: "tasker",
      password: PASSWORD,
    });
    const [profile] = await t.database.db
      .insert(taskerProfiles)
      .values({ userId: victim.user.id, bio: "Quokka wrangler", skills: ["Moving"], hourlyRate: "40.00" })
      .returning();
    expect(pageOf(await t.app.inject({ url: "/api/taskers?q=quokka" })).items).toHaveLength(1);
    const response = await admin.inject({
      method: "PUT",
      url: `/api/admin/users/${victim.user.id}`,
      payload: { suspended: true },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().suspendedAt).toEqual(expect.any(String));
    expect((await victim.inject({ url: "/api/auth/me" })).statusCode).toBe(401);
    const login = await attemptLogin(t.app, victim.user.email, PASSWORD);
    expect(login.statusCode).toBe(403);
    expect(login.json().message).toMatch(/suspended/);
    expect(pageOf(await t.app.inject({ url: "/api/taskers?q=quokka" })).items).toHaveLength(0);
    expect((await t.app.inject({ url: `/api/taskers/${profile.id}` })).statusCode).toBe(404);
    const [entry] = await t.database.db.select().from(auditLog).where(eq(auditLog.targetId, victim.user.id));
    expect(entry).toMatchObject({ action: "user.suspend", before: { suspended: false }, after: { suspended: true } });

    await admin.inject({ method: "PUT", url: `/api/admin/users/${victim.user.id}`, payload: { suspended: false } });
    expect((await attemptLogin(t.app, victim.user.email, PASSWORD)).statusCode).toBe(200);
    expect(pageOf(await t.app.inject({ url: "/api/taskers?q=quokka" })).items).toHaveLength(1);
  });

  it("never lets the last admin demote or suspend themselves", async () => {
    for (const payload of [{ userType: "customer" }, { suspended: true }]) {
      const response = await admin.inject({ method: "PUT", url: `/api/admin/users/${admin.user.id}`, payload });
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe("You are the last admin: promote another admin first.");
    }
    // With a second admin, the first may step down.
    await admin.inject({ method: "PUT", url: `/api/admin/users/${customer.user.id}`, payload: { userType: "admin" } });
    const stepDown = await admin.inject({
      method: "PUT",
      url: `/api/admin/users/${admin.user.id}`,
      payload: { userType: "both" },
    });
    expect(stepDown.statusCode).toBe(200);
    expect((await admin.inject({ url: "/api/admin/stats" })).statusCode).toBe(403);
  });

  it("answers unknown ids with 404 and bad bodies with 400", async () => {
    const other = await logIn(t.app, customer.user.email, PASSWORD).catch(() => null);
    const caller = other ?? customer;
    const unknown = "00000000-0000-4000-8000-000000000000";
    for (const url of [`/api/admin/users/${unknown}`, "/api/admin/users/nope"]) {
      expect((await caller.inject({ method: "PUT", url, payload: { userType: "tasker" } })).statusCode).toBe(404);
    }
    expect(
      (await caller.inject({ method: "PUT", url: `/api/admin/tasks/${unknown}`, payload: { status: "open" } }))
        .statusCode,
    ).toBe(404);
    expect(
      (await caller.inject({ method: "PUT", url: `/api/admin/taskers/${unknown}`, payload: { isVerified: true } }))
        .statusCode,
    ).toBe(404);
    const badType = await caller.inject({
      method: "PUT",
      url: `/api/admin/users/${tasker.user.id}`,
      payload: { userType: "king" },
    });
    expect(badType.statusCode).toBe(400);
    expect(badType.json().message).toBe("User type must be customer, tasker, both or admin");
    expect(
      (await caller.inject({ method: "PUT", url: `/api/admin/users/${tasker.user.id}`, payload: {} })).statusCode,
    ).toBe(400);
    expect(
      (await caller.inject({ method: "PUT", url: `/api/admin/taskers/${profileId}`, payload: { isVerified: "yes" } }))
        .statusCode,
    ).toBe(400);
  });
});

describe("counts on large lists", () => {
  it("stops counting 1,000 past the page: X-Total-Count-Capped, and the next pages are still there", async () => {
    const boss = await makeAdmin(t);
    // Entries from a year back, enough to pass the cap.
    await t.database.db.execute(sql`insert into audit_log (action, target_type, target_id, created_at)
      select 'user.updated', 'user', ${customer.user.id}::uuid, now() - interval '365 days' + make_interval(secs => n)
      from generate_series(1, ${COUNT_CAP + 50}) n`);
    const first = await boss.inject({ url: "/api/admin/audit?limit=50" });
    expect(first.headers["x-total-count"]).toBe(String(COUNT_CAP));
    expect(first.headers["x-total-count-capped"]).toBe("true");
    expect(pageOf(first).nextCursor).not.toBeNull();

    // A page within 1,000 of the end counts exactly.
    const [{ entries }] = await queryRows<{ entries: number }>(
      t.database.db,
      sql`select count(*)::int as entries from audit_log`,
    );
    const late = await boss.inject({ url: `/api/admin/audit?limit=50&cursor=${encodeOffset(1000)}` });
    expect(late.headers["x-total-count"]).toBe(String(entries));
    expect(late.headers["x-total-count-capped"]).toBeUndefined();
    expect(pageOf(late).items).toHaveLength(50);

    // A small list is counted exactly, without the header.
    expect((await boss.inject({ url: "/api/admin/users" })).headers["x-total-count-capped"]).toBeUndefined();
  });
});
