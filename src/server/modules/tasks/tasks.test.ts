import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, bookings, serviceCategories, taskerProfiles, tasks } from "../../db/schema";
import { makeAdmin } from "../../test/fixtures";
import { createTestApp, signUp, type Client, type TestApp, pageOf } from "../../test/harness";

let t: TestApp;
let ann: Client; // customer
let eve: Client; // another customer
let bob: Client; // tasker
let bea: Client; // both
let admin: Client;
let cleaning: string;
let moving: string;

const DAY = 24 * 60 * 60 * 1000;
const AUSTIN = "us-texas-austin"; // the tasks' place (valid().location): Get Matched keeps taskers serving it
const inDays = (n: number) => new Date(Date.now() + n * DAY).toISOString();

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  [{ id: cleaning }, { id: moving }] = await db
    .insert(serviceCategories)
    .values([{ name: "Cleaning" }, { name: "Moving" }])
    .returning();
  ann = await signUp(t.app, { firstName: "Ann", lastName: "Lee" });
  eve = await signUp(t.app, { firstName: "Eve", lastName: "Other" });
  bob = await signUp(t.app, { firstName: "Bob", lastName: "Ray", userType: "tasker" });
  // Offers come only from a listed tasker profile; Find Work shows the tasks of a tasker's skills.
  await db
    .insert(taskerProfiles)
    .values({ userId: bob.user.id, skills: ["Handyman", "Cleaning", "Moving"], hourlyRate: "40.00" });
  bea = await signUp(t.app, { firstName: "Bea", lastName: "Both", userType: "both" });
  admin = await makeAdmin(t);
});
afterAll(() => t.close());

const post = (c: Client, payload: object) => c.inject({ method: "POST", url: "/api/tasks", payload });
const valid = () => ({
  categoryId: cleaning,
  title: "Deep clean 2-bed flat",
  description: "Kitchen, bathroom and floors.",
  location: "Austin, TX",
  budget: "$50-100",
  scheduledDate: inDays(3),
});
async function newTask(c: Client = ann, extra: object = {}): Promise<string> {
  const r = await post(c, { ...valid(), ...extra });
  expect(r.statusCode).toBe(201);
  return r.json().id;
}

describe("POST /api/tasks", () => {
  it("creates an open task for the session customer; body customerId and status are ignored; the budget's upper amount is stored", async () => {
    const r = await post(ann, { ...valid(), customerId: eve.user.id, status: "completed", taskerId: bob.user.id });
    expect(r.statusCode).toBe(201);
    expect(r.json()).toMatchObject({
      customerId: ann.user.id,
      status: "open",
      taskerId: null,
      budget: "100.00",
      categoryName: "Cleaning",
      offerCount: 0,
      title: "Deep clean 2-bed flat",
      customer: { id: ann.user.id, name: "Ann L.", initials: "AL" },
    });
    const [row] = await t.database.db.select().from(tasks).where(eq(tasks.id, r.json().id));
    expect(row.customerId).toBe(ann.user.id);
    expect(row.budget).toBe("100.00");
  });

  it("parses budgets: ranges, single amounts, thousands; a budget is optional", async () => {
    for (const [budget, stored] of [
      ["$80", "80.00"],
      ["1,200 - 1,500", "1500.00"],
      ["about 45.5", "45.50"],
      ["", null],
      [120, "120.00"],
    ] as const) {
      const r = await post(ann, { ...valid(), budget });
      expect(r.statusCode, String(budget)).toBe(201);
      expect(r.json().budget).toBe(stored);
    }
  });

  it("refuses a budget that is not a positive amount with at most 2 decimals, or absurd, and stores nothing", async () => {
    const before = (await t.database.db.select().from(tasks)).length;
    const notAnAmount = "The budget must be a positive amount with at most 2 decimals, like $50-100";
    const tooHigh = "The budget can be at most $100,000";
    for (const [budget, message] of [
      ["$0", notAnAmount],
      ["0.00", notAnAmount],
      [0, notAnAmount],
      ["0.001", notAnAmount],
      [0.001, notAnAmount],
      ["12.345", notAnAmount],
      ["-50", notAnAmount],
      ["$-50", notAnAmount],
      ["- $50", notAnAmount],
      ["\u221250", notAnAmount],
      [-50, notAnAmount],
      ["$100,001", tooHigh],
      [1e21, tooHigh],
    ] as const) {
      const r = await post(ann, { ...valid(), budget });
      expect(r.statusCode, String(budget)).toBe(400);
      expect(r.json().message, String(budget)).toBe(message);
    }
    expect((await t.database.db.select().from(tasks)).length).toBe(before);
    // A range still reads as its upper amount, a zero lower end included; no budget stays allowed.
    for (const [budget, stored] of [
      ["$0-100", "100.00"],
      ["50 - 100", "100.00"],
      ["$100,000", "100000.00"],
      ["0.50", "0.50"],
      [null, null],
    ] as const) {
      const r = await post(ann, { ...valid(), budget });
      expect(r.statusCode, String(budget)).toBe(201);
      expect(r.json().budget).toBe(stored);
    }
    const { budget: _absent, ...withoutBudget } = valid();
    const r = await post(ann, withoutBudget);
    expect(r.statusCode, r.body).toBe(201);
    expect(r.json().budget).toBeNull();
  });

  it("refuses bad input with the contract's messages and creates nothing", async () => {
    const before = (await t.database.db.select().from(tasks)).length;
    const cases: [object, string][] = [
      [{ scheduledDate: undefined }, "Please select a date for your task"],
      [{ scheduledDate: "" }, "Please select a date for your task"],
      [{ scheduledDate: "not a date" }, "Please select a date for your task"],
      [{ scheduledDate: inDays(-3) }, "The date is in the past. Please choose today or a later date."],
      [{ categoryId: undefined }, "Please select a service category"],
      [{ categoryId: "00000000-0000-4000-8000-000000000000" }, "Please select a service category"],
      [{ title: "   " }, "Title is required"],
      [{ description: undefined }, "Description is required"],
      [{ location: "" }, "Location is required"],
      [{ budget: "whatever you think" }, "Please enter a budget amount, like $50-100"],
      [{ budget: "$999999999999" }, "The budget can be at most $100,000"],
    ];
    for (const [change, message] of cases) {
      const r = await post(ann, { ...valid(), ...change });
      expect(r.statusCode, message).toBe(400);
      expect(r.json().message).toBe(message);
    }
    expect((await t.database.db.select().from(tasks)).length).toBe(before);
  });

  it("accepts today, including a bare date", async () => {
    expect((await post(ann, { ...valid(), scheduledDate: new Date().toISOString() })).statusCode).toBe(201);
    expect((await post(ann, { ...valid(), scheduledDate: new Date().toISOString().slice(0, 10) })).statusCode).toBe(
      201,
    );
  });

  it("needs a session", async () => {
    expect((await t.app.inject({ method: "POST", url: "/api/tasks", payload: valid() })).statusCode).toBe(401);
  });
});

describe("GET /api/tasks/{id}: who may read", () => {
  it("owner, admin, and taskers while open; other customers and signed out are refused; junk ids are 404", async () => {
    const id = await newTask();
    for (const c of [ann, admin, bob, bea]) expect((await c.inject({ url: `/api/tasks/${id}` })).statusCode).toBe(200);
    const other = await eve.inject({ url: `/api/tasks/${id}` });
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe("Task not found");
    expect((await t.app.inject({ url: `/api/tasks/${id}` })).statusCode).toBe(401);
    expect((await ann.inject({ url: "/api/tasks/not-a-uuid" })).json()).toEqual({ message: "Task not found" });
    expect((await ann.inject({ url: "/api/tasks/00000000-0000-4000-8000-000000000000" })).statusCode).toBe(404);
  });

  it("once not open, taskers who were not involved no longer see it; an offering tasker still does", async () => {
    const id = await newTask();
    expect(
      (
        await bob.inject({
          method: "POST",
          url: `/api/tasks/${id}/offers`,
          payload: { message: "Happy to help with this", proposedRate: "40", estimatedDuration: 3 },
        })
      ).statusCode,
    ).toBe(201);
    expect((await ann.inject({ method: "POST", url: `/api/tasks/${id}/cancel` })).statusCode).toBe(200);
    expect((await bob.inject({ url: `/api/tasks/${id}` })).json().status).toBe("cancelled");
    expect((await bea.inject({ url: `/api/tasks/${id}` })).statusCode).toBe(404);
  });
});

describe("PUT /api/tasks/{id} and cancel", () => {
  it("the owner may only cancel an open task; others are refused; admins set any status, audited", async () => {
    const id = await newTask();
    const put = (c: Client, payload: object) => c.inject({ method: "PUT", url: `/api/tasks/${id}`, payload });
    expect((await put(eve, { status: "cancelled" })).statusCode).toBe(403);
    expect((await put(bob, { status: "assigned", taskerId: bob.user.id })).statusCode).toBe(403);
    const assign = await put(ann, { status: "assigned", taskerId: bob.user.id });
    expect(assign.statusCode).toBe(400);
    expect((await put(ann, { status: "flying" })).statusCode).toBe(400);
    expect((await ann.inject({ url: `/api/tasks/${id}` })).json().status).toBe("open");

    const byAdmin = await put(admin, { status: "assigned", taskerId: bob.user.id });
    expect(byAdmin.json()).toMatchObject({ status: "assigned", taskerId: bob.user.id });
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.targetId, id));
    expect(audit[0]).toMatchObject({
      action: "task.status",
      before: { status: "open" },
      after: { status: "assigned" },
    });
    const late = await put(ann, { status: "cancelled" });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe("Only an open task can be cancelled; this one is assigned.");
    expect(
      (await t.app.inject({ method: "PUT", url: `/api/tasks/${id}`, payload: { status: "open" } })).statusCode,
    ).toBe(401);
    expect(
      (await admin.inject({ method: "PUT", url: "/api/tasks/nope", payload: { status: "open" } })).statusCode,
    ).toBe(404);
  });

  it("cancelling declines pending offers; a second cancel is 409; others cannot cancel", async () => {
    const id = await newTask();
    const offer = await bob.inject({
      method: "POST",
      url: `/api/tasks/${id}/offers`,
      payload: { message: "I can do it Friday", proposedRate: "35.00", estimatedDuration: 2 },
    });
    expect((await eve.inject({ method: "POST", url: `/api/tasks/${id}/cancel` })).statusCode).toBe(404);
    expect((await bea.inject({ method: "POST", url: `/api/tasks/${id}/cancel` })).statusCode).toBe(403);
    const done = await ann.inject({ method: "POST", url: `/api/tasks/${id}/cancel` });
    expect(done.json()).toMatchObject({ status: "cancelled", offerCount: 0 });
    const offers = (await ann.inject({ url: `/api/tasks/${id}/offers` })).json();
    expect(offers).toEqual([expect.objectContaining({ id: offer.json().id, status: "declined" })]);
    expect((await ann.inject({ method: "POST", url: `/api/tasks/${id}/cancel` })).statusCode).toBe(409);
    expect((await ann.inject({ method: "POST", url: "/api/tasks/xyz/cancel" })).statusCode).toBe(404);
  });
});

describe("GET /api/tasks/mine", () => {
  it("lists only the session customer's tasks, newest first, with offer count and booking", async () => {
    const solo = await signUp(t.app, { firstName: "Sol", lastName: "O" });
    const first = await newTask(solo, { title: "First" });
    const second = await newTask(solo, { title: "Second" });
    await bob.inject({
      method: "POST",
      url: `/api/tasks/${first}/offers`,
      payload: { message: "Available all week", proposedRate: "50", estimatedDuration: 2 },
    });
    const [booking] = await t.database.db
      .insert(bookings)
      .values({
        taskId: second,
        customerId: solo.user.id,
        taskerId: bob.user.id,
        scheduledDate: new Date(inDays(3)),
        totalAmount: "84.00",
      })
      .returning();
    const list = (await solo.inject({ url: "/api/tasks/mine" })).json();
    expect(list.map((x: { title: string }) => x.title)).toEqual(["Second", "First"]);
    expect(list[1]).toMatchObject({ offerCount: 1, booking: null });
    expect(list[0]).toMatchObject({ offerCount: 0, booking: { id: booking.id, status: "confirmed" } });
    expect((await solo.inject({ url: "/api/tasks/mine?status=cancelled" })).json()).toEqual([]);
    expect((await solo.inject({ url: "/api/tasks/mine?status=bogus" })).statusCode).toBe(400);
    expect((await t.app.inject({ url: "/api/tasks/mine" })).statusCode).toBe(401);
  });
});

describe("GET /api/tasks/open", () => {
  it("is for taskers and 'both' only", async () => {
    const r = await ann.inject({ url: "/api/tasks/open" });
    expect(r.statusCode).toBe(403);
    expect(r.json().message).toMatch(/Only taskers/);
    expect((await t.app.inject({ url: "/api/tasks/open" })).statusCode).toBe(401);
    expect((await bob.inject({ url: "/api/tasks/open" })).statusCode).toBe(200);
  });

  it("filters by category (id or name), location and date; never shows one's own tasks; invited first", async () => {
    const cust = await signUp(t.app, { firstName: "Fil", lastName: "Ter" });
    const date = inDays(10);
    const a = await newTask(cust, {
      title: "Move sofa",
      categoryId: moving,
      location: "Springfield, IL",
      scheduledDate: date,
    });
    const b = await newTask(cust, { title: "Clean oven", location: "Springfield, IL", scheduledDate: date });
    const own = await newTask(bea, { title: "Bea's own task", location: "Springfield, IL", scheduledDate: date });
    const titles = async (c: Client, q: string) =>
      pageOf(await c.inject({ url: `/api/tasks/open?${q}` })).items.map((x: { title: string }) => x.title);

    expect(await titles(bea, "location=springfield")).toEqual(["Clean oven", "Move sofa"]);
    expect(await titles(bob, "location=springfield")).toEqual(["Bea's own task", "Clean oven", "Move sofa"]);
    expect(await titles(bea, `location=springfield&category=${moving}`)).toEqual(["Move sofa"]);
    expect(await titles(bea, "location=springfield&category=moving")).toEqual(["Move sofa"]);
    expect(await titles(bea, `location=springfield&date=${date.slice(0, 10)}`)).toEqual(["Clean oven", "Move sofa"]);
    expect(await titles(bea, `location=springfield&date=${inDays(11).slice(0, 10)}`)).toEqual([]);
    expect((await bea.inject({ url: "/api/tasks/open?date=tomorrow" })).statusCode).toBe(400);

    // Invite Bea to the older task: it comes first, marked invited.
    const [beaProfile] = await t.database.db
      .insert(taskerProfiles)
      .values({ userId: bea.user.id, skills: ["Moving", "Cleaning"], hourlyRate: "30.00" })
      .returning();
    expect(
      (await cust.inject({ method: "POST", url: `/api/tasks/${a}/invitations`, payload: { taskerId: beaProfile.id } }))
        .statusCode,
    ).toBe(201);
    const page = pageOf(await bea.inject({ url: "/api/tasks/open?location=springfield" }));
    expect(page.items.map((x: { id: string; invited: boolean }) => [x.id, x.invited])).toEqual([
      [a, true],
      [b, false],
    ]);
    expect(page.items[0].myOffer).toBeNull();
    expect(page.items.some((x: { id: string }) => x.id === own)).toBe(false);

    // myOffer shows the tasker's offer.
    const offer = await bea.inject({
      method: "POST",
      url: `/api/tasks/${b}/offers`,
      payload: { message: "Oven cleaning specialist", proposedRate: "25.50", estimatedDuration: 1 },
    });
    const after = pageOf(await bea.inject({ url: "/api/tasks/open?location=springfield" }));
    expect(after.items[1].myOffer).toEqual({ id: offer.json().id, status: "pending" });
  });

  it("a location that names a known place finds the tasks there, however their text spells it", async () => {
    const cust = await signUp(t.app, { firstName: "Pla", lastName: "Ce" });
    await newTask(cust, { title: "Plain Austin", location: "Austin" });
    await newTask(cust, { title: "Street in Austin", location: "12 Oak St, Austin, TX" });
    await newTask(cust, { title: "Dallas job", location: "Dallas, TX" });
    const page = pageOf(
      await bob.inject({ url: `/api/tasks/open?limit=50&location=${encodeURIComponent("Austin, TX")}` }),
    );
    const titles = page.items.map((x: { title: string }) => x.title);
    expect(titles).toEqual(expect.arrayContaining(["Plain Austin", "Street in Austin"]));
    expect(titles).not.toContain("Dallas job");
    // A street is never something to search by: before booking a tasker reads only the city (decision 0040).
    const street = pageOf(
      await bob.inject({ url: `/api/tasks/open?limit=50&location=${encodeURIComponent("12 Oak St, Austin, TX")}` }),
    );
    expect(street.items).toEqual([]);
  });

  it("pages with a cursor", async () => {
    const cust = await signUp(t.app, { firstName: "Pa", lastName: "Ger" });
    for (const n of [1, 2, 3]) await newTask(cust, { title: `Page ${n}`, location: "Pagetown" });
    const first = pageOf(await bob.inject({ url: "/api/tasks/open?location=pagetown&limit=2" }));
    expect(first.items.map((x: { title: string }) => x.title)).toEqual(["Page 3", "Page 2"]);
    const second = pageOf(
      await bob.inject({ url: `/api/tasks/open?location=pagetown&limit=2&cursor=${first.nextCursor}` }),
    );
    expect(second).toMatchObject({ items: [expect.objectContaining({ title: "Page 1" })], nextCursor: null });
    expect((await bob.inject({ url: "/api/tasks/open?cursor=%%%" })).statusCode).toBe(400);
  });
});

describe("Get Matched and invitations", () => {
  it("ranks taskers whose skills hold the category by rank then price, marks invited", async () => {
    const db = t.database.db;
    const cust = await signUp(t.app, { firstName: "Mat", lastName: "Ch" });
    const mk = async (first: string, skills: string[], rating: string, reviews: number, rate: string) => {
      const u = await signUp(t.app, { firstName: first, lastName: "Pro", userType: "tasker" });
      const [p] = await db
        .insert(taskerProfiles)
        .values({ userId: u.user.id, skills, rating, totalReviews: reviews, hourlyRate: rate, basePlaceId: AUSTIN })
        .returning();
      return { user: u, profile: p };
    };
    const top = await mk("Top", ["Painting"], "4.90", 200, "60.00");
    const cheap = await mk("Cheap", ["Painting", "Cleaning"], "4.00", 0, "20.00");
    const pricey = await mk("Pricey", ["Painting"], "4.00", 0, "90.00");
    await mk("Best", ["Painting"], "5.00", 300, "40.00");
    await mk("Mover", ["Moving"], "5.00", 300, "40.00");
    const [painting] = await db.insert(serviceCategories).values({ name: "Painting" }).returning();
    const id = await newTask(cust, { categoryId: painting.id, scheduledDate: inDays(5) });

    const names = async () =>
      (await cust.inject({ url: `/api/tasks/${id}/matches` })).json().map((m: { name: string }) => m.name);
    expect(await names()).toEqual(["Best P.", "Top P.", "Cheap P.", "Pricey P."]);

    const first = await cust.inject({
      method: "POST",
      url: `/api/tasks/${id}/invitations`,
      payload: { taskerId: cheap.profile.id },
    });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ taskId: id, taskerId: cheap.profile.id, invited: true });
    expect(
      (
        await cust.inject({
          method: "POST",
          url: `/api/tasks/${id}/invitations`,
          payload: { taskerId: cheap.profile.id },
        })
      ).statusCode,
    ).toBe(200);
    const matches = (await cust.inject({ url: `/api/tasks/${id}/matches` })).json();
    expect(matches.find((m: { id: string }) => m.id === cheap.profile.id)).toMatchObject({
      invited: true,
      hourlyRate: "20.00",
      userId: cheap.user.user.id,
      initials: "CP",
    });
    expect(matches.filter((m: { invited: boolean }) => m.invited)).toHaveLength(1);

    // The invited tasker may read the task, and sees it first on the board.
    expect((await cheap.user.inject({ url: `/api/tasks/${id}` })).statusCode).toBe(200);
    expect(pageOf(await cheap.user.inject({ url: "/api/tasks/open" })).items[0]).toMatchObject({ id, invited: true });
    expect(pricey.profile.id).toBeTruthy();
    expect(top.profile.id).toBeTruthy();
  });

  it("only the owner sees matches and invites; bad tasker ids and closed tasks are refused", async () => {
    const id = await newTask();
    expect((await eve.inject({ url: `/api/tasks/${id}/matches` })).statusCode).toBe(404);
    expect((await bob.inject({ url: `/api/tasks/${id}/matches` })).statusCode).toBe(403);
    expect((await ann.inject({ url: "/api/tasks/zzz/matches" })).statusCode).toBe(404);
    const invite = (c: Client, taskerId: string) =>
      c.inject({ method: "POST", url: `/api/tasks/${id}/invitations`, payload: { taskerId } });
    expect((await invite(ann, "00000000-0000-4000-8000-000000000000")).json()).toEqual({ message: "Tasker not found" });
    expect((await invite(ann, "junk")).statusCode).toBe(400);
    const [p] = await t.database.db.select().from(taskerProfiles).where(eq(taskerProfiles.userId, bea.user.id));
    expect((await invite(bob, p.id)).statusCode).toBe(403);
    await ann.inject({ method: "POST", url: `/api/tasks/${id}/cancel` });
    expect((await invite(ann, p.id)).statusCode).toBe(409);
  });
});
