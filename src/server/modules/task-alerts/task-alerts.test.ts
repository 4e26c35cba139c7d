// Task alerts through the API and the jobs: a tasker's alerts (validated, at most 10, private), the
// preview of a draft, the fan-out of a posted task by category, area, budget and day (each tasker
// once, never a suspended one or the task's own customer, nothing more when the job runs again), the
// bell item with its reason, the e-mails, the daily digest, and the customer's alerted count.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  ALERT_CATEGORIES_REQUIRED,
  ALERT_CATEGORY_NOT_A_SKILL,
  ALERT_DELIVERY_INVALID,
  ALERT_LIMIT_REACHED,
  ALERT_MIN_BUDGET_INVALID,
  ALERT_NEEDS_AREA,
  ALERT_NEEDS_PROFILE,
  ALERT_WEEKDAYS_INVALID,
  type TaskAlertInput,
} from "../../../contract/task-alerts";
import type { Notification } from "../../../contract/notifications";
import { queryRows } from "../../db/query";
import { serviceCategories, taskerProfiles, users } from "../../db/schema";
import { insertTask, newTasker, seedCategories } from "../../test/fixtures";
import { createTestApp, pageOf, signUp, type Client, type TestApp } from "../../test/harness";
import { runTaskAlerts } from "./alert-job";
import { sendDailyDigests } from "./digest";
import { eq } from "drizzle-orm";

const ORIGIN = "https://taskly.example";
/** A category of its own for a test that counts who was alerted (the file's taskers share the database). */
async function category(name: string): Promise<string> {
  const [row] = await t.database.db.insert(serviceCategories).values({ name, baseRate: "40.00" }).returning();
  return row.id;
}
const AUSTIN = "us-texas-austin";
const DAY = 86_400_000;

let t: TestApp;
let cat: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  cat = await seedCategories(t);
});
afterAll(async () => t?.close());

/** A tasker with a profile of `skills` and, unless `place` is null, a base and radius set through the API. */
async function tasker(first: string, skills = ["Mounting"], place: string | null = AUSTIN, radius = 40) {
  const user = await signUp(t.app, { firstName: first, lastName: "Alert", userType: "tasker" });
  await t.database.db.insert(taskerProfiles).values({ userId: user.user.id, skills, hourlyRate: "40.00" });
  if (place) {
    const r = await user.inject({
      method: "PUT",
      url: "/api/taskers/profile/service-area",
      payload: { placeId: place, radius, unit: "km" },
    });
    expect(r.statusCode, r.body).toBe(200);
  }
  return user;
}

const create = (c: Client, payload: Partial<TaskAlertInput> | Record<string, unknown>) =>
  c.inject({ method: "POST", url: "/api/task-alerts", payload });

async function alert(c: Client, payload: Partial<TaskAlertInput>) {
  const r = await create(c, { categoryIds: [cat.Mounting], delivery: "instant", ...payload });
  expect(r.statusCode, r.body).toBe(201);
  return r.json() as { id: string; summary: string };
}

/** The next Saturday at least 3 days ahead, at noon in Austin (18:00 UTC). */
function nextSaturday(): Date {
  const d = new Date(Date.now() + 3 * DAY);
  d.setUTCHours(18, 0, 0, 0);
  while (d.getUTCDay() !== 6) d.setTime(d.getTime() + DAY);
  return d;
}

async function post(customer: Client, overrides: Record<string, unknown> = {}) {
  const r = await customer.inject({
    method: "POST",
    url: "/api/tasks",
    payload: {
      categoryId: cat.Mounting,
      title: "Mount a TV",
      description: "A 65 inch TV on drywall",
      location: "Austin, TX",
      budget: "$120",
      scheduledDate: nextSaturday().toISOString(),
      ...overrides,
    },
  });
  expect(r.statusCode, r.body).toBe(201);
  return r.json() as { id: string };
}

const matchedTaskers = async (taskId: string) =>
  (
    await queryRows<{ tasker_id: string }>(
      t.database.db,
      sql`select tasker_id from task_alert_matches where task_id = ${taskId}::uuid`,
    )
  ).map((r) => r.tasker_id);

const alertItems = async (c: Client) =>
  pageOf<Notification>(await c.inject({ url: "/api/notifications" })).items.filter((n) => n.kind === "task.alert");

const mailsTo = (email: string) =>
  queryRows<{ subject: string; body: string }>(
    t.database.db,
    sql`select subject, body from email_outbox where to_address = ${email} order by created_at`,
  );

describe("managing alerts", () => {
  it("creates, lists, replaces and deletes a tasker's alerts, with their summary and the area they use", async () => {
    const tara = await tasker("Tara", ["Mounting", "Cleaning"]);
    const created = await create(tara, {
      categoryIds: [cat.Mounting, cat.Cleaning, cat.Mounting],
      minBudget: 80,
      weekdays: [6, 0, 6],
      delivery: "instant",
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({
      categories: [
        { id: cat.Cleaning, name: "Cleaning" },
        { id: cat.Mounting, name: "Mounting" },
      ],
      minBudget: "80.00",
      weekdays: [0, 6],
      delivery: "instant",
      summary: "Cleaning, Mounting · from $80 · Sat, Sun · instant",
    });
    const id = created.json().id as string;

    const list = await tara.inject({ url: "/api/task-alerts" });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject({ area: { baseName: "Austin", radiusKm: 40 }, max: 10 });
    expect(list.json().alerts).toHaveLength(1);

    const replaced = await tara.inject({
      method: "PUT",
      url: `/api/task-alerts/${id}`,
      payload: { categoryIds: [cat.Cleaning], weekdays: [], delivery: "daily" },
    });
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(replaced.json()).toMatchObject({
      minBudget: null,
      weekdays: [],
      summary: "Cleaning · any day · daily digest",
    });

    expect((await tara.inject({ method: "DELETE", url: `/api/task-alerts/${id}` })).statusCode).toBe(204);
    expect((await tara.inject({ url: "/api/task-alerts" })).json().alerts).toEqual([]);
  });

  it("refuses bad input with a clear 400 and changes nothing", async () => {
    const tom = await tasker("Tom", ["Mounting"]);
    const refused = async (payload: Record<string, unknown>, message: string) => {
      const r = await create(tom, { categoryIds: [cat.Mounting], delivery: "instant", ...payload });
      expect(r.statusCode, JSON.stringify(payload)).toBe(400);
      expect(r.json().message).toBe(message);
    };
    await refused({ categoryIds: [] }, ALERT_CATEGORIES_REQUIRED);
    await refused({ categoryIds: "Mounting" }, ALERT_CATEGORIES_REQUIRED);
    await refused({ categoryIds: [cat.Cleaning] }, ALERT_CATEGORY_NOT_A_SKILL);
    await refused({ categoryIds: ["not-a-uuid"] }, ALERT_CATEGORY_NOT_A_SKILL);
    await refused({ minBudget: -5 }, ALERT_MIN_BUDGET_INVALID);
    await refused({ minBudget: 10.555 }, ALERT_MIN_BUDGET_INVALID);
    await refused({ minBudget: "lots" }, ALERT_MIN_BUDGET_INVALID);
    await refused({ weekdays: [7] }, ALERT_WEEKDAYS_INVALID);
    await refused({ weekdays: [1.5] }, ALERT_WEEKDAYS_INVALID);
    await refused({ delivery: "weekly" }, ALERT_DELIVERY_INVALID);
    expect((await create(tom, { categoryIds: [cat.Mounting], delivery: "instant", extra: 1 })).statusCode).toBe(400);
    expect((await tom.inject({ url: "/api/task-alerts" })).json().alerts).toEqual([]);

    const nowhere = await tasker("Nell", ["Mounting"], null);
    await t.database.db
      .update(taskerProfiles)
      .set({ basePlaceId: null })
      .where(eq(taskerProfiles.userId, nowhere.user.id));
    const r = await create(nowhere, { categoryIds: [cat.Mounting], delivery: "instant" });
    expect([r.statusCode, r.json().message]).toEqual([400, ALERT_NEEDS_AREA]);
  });

  it("keeps at most 10 alerts per tasker", async () => {
    const tia = await tasker("Tia");
    for (let i = 0; i < 10; i++) await alert(tia, { minBudget: 10 + i });
    const r = await create(tia, { categoryIds: [cat.Mounting], delivery: "daily" });
    expect([r.statusCode, r.json().message]).toEqual([400, ALERT_LIMIT_REACHED]);
    expect((await tia.inject({ url: "/api/task-alerts" })).json().alerts).toHaveLength(10);
  });

  it("is for taskers only, and one tasker's alert is 404 to another", async () => {
    const customer = await signUp(t.app, { firstName: "Cara" });
    const r = await customer.inject({ url: "/api/task-alerts" });
    expect([r.statusCode, r.json().message]).toEqual([403, ALERT_NEEDS_PROFILE]);
    expect((await t.app.inject({ url: "/api/task-alerts" })).statusCode).toBe(401);

    const owner = await tasker("Olga");
    const other = await tasker("Otto");
    const { id } = await alert(owner, {});
    const put = await other.inject({
      method: "PUT",
      url: `/api/task-alerts/${id}`,
      payload: { categoryIds: [cat.Mounting], delivery: "daily" },
    });
    expect(put.statusCode).toBe(404);
    expect((await other.inject({ method: "DELETE", url: `/api/task-alerts/${id}` })).statusCode).toBe(404);
    expect((await other.inject({ method: "DELETE", url: "/api/task-alerts/nope" })).statusCode).toBe(404);
    expect((await owner.inject({ url: "/api/task-alerts" })).json().alerts[0].summary).toBe(
      "Mounting · any day · instant",
    );
  });
});

describe("the preview", () => {
  it("counts the tasks of the last 14 days the draft would have matched, with the newest as examples", async () => {
    const pia = await tasker("Pia", ["Furniture Assembly"]);
    const customer = await signUp(t.app, { firstName: "Cleo" });
    const base = { customerId: customer.user.id, categoryId: cat["Furniture Assembly"], location: "Austin" };
    const saturday = nextSaturday();
    const monday = new Date(saturday.getTime() + 2 * DAY);
    await insertTask(t, { ...base, title: "Build a wardrobe", budget: "150.00", scheduledDate: saturday });
    await insertTask(t, { ...base, title: "Build a desk", budget: "60.00", scheduledDate: monday });
    await insertTask(t, { ...base, title: "Build a bed", budget: null, scheduledDate: null });
    await insertTask(t, { ...base, title: "Build in Dallas", location: "Dallas", budget: "150.00" });
    await insertTask(t, { ...base, title: "Old one", createdAt: new Date(Date.now() - 20 * DAY) });
    const preview = async (payload: Record<string, unknown>) => {
      const r = await pia.inject({ method: "POST", url: "/api/task-alerts/preview", payload });
      expect(r.statusCode, r.body).toBe(200);
      return r.json() as { count: number; days: number; examples: { title: string; reason: string }[] };
    };
    const all = await preview({ categoryIds: [cat["Furniture Assembly"]] });
    expect(all.count).toBe(3);
    expect(all.days).toBe(14);
    expect(all.examples.map((e) => e.title).sort()).toEqual(["Build a bed", "Build a desk", "Build a wardrobe"]);
    expect(all.examples.find((e) => e.title === "Build a wardrobe")?.reason).toBe(
      "Furniture Assembly · under 1 km from your base · Saturday",
    );
    expect(all.examples.find((e) => e.title === "Build a bed")?.reason).toBe(
      "Furniture Assembly · under 1 km from your base · flexible date",
    );
    // A minimum budget keeps tasks without one; weekdays keep undated tasks.
    expect((await preview({ categoryIds: [cat["Furniture Assembly"]], minBudget: 100 })).count).toBe(2);
    expect((await preview({ categoryIds: [cat["Furniture Assembly"]], weekdays: [1] })).count).toBe(2);
    expect((await preview({ categoryIds: [cat["Furniture Assembly"]], weekdays: [1], minBudget: 100 })).count).toBe(1);
    const bad = await pia.inject({ method: "POST", url: "/api/task-alerts/preview", payload: { categoryIds: [] } });
    expect([bad.statusCode, bad.json().message]).toEqual([400, ALERT_CATEGORIES_REQUIRED]);
  });
});

describe("the fan-out of a posted task", () => {
  it("alerts the taskers whose alerts fit by category, area, budget and day, each with why", async () => {
    const tv = await category("TV Mounting");
    const fits = await tasker("Fay", ["TV Mounting"]);
    const otherSkill = await tasker("Cody", ["Cleaning", "TV Mounting"]);
    const farAway = await tasker("Sam", ["TV Mounting"], "us-texas-san-antonio", 40);
    const cheap = await tasker("Bea", ["TV Mounting"]);
    const pricey = await tasker("Pat", ["TV Mounting"]);
    const weekdaysOnly = await tasker("Wes", ["TV Mounting"]);
    const saturdays = await tasker("Sid", ["TV Mounting"]);
    const daily = await tasker("Dee", ["TV Mounting"]);
    await alert(fits, { categoryIds: [tv] });
    await alert(otherSkill, { categoryIds: [cat.Cleaning] });
    await alert(farAway, { categoryIds: [tv] });
    await alert(cheap, { categoryIds: [tv], minBudget: 100 });
    await alert(pricey, { categoryIds: [tv], minBudget: 200 });
    await alert(weekdaysOnly, { categoryIds: [tv], weekdays: [1, 2, 3, 4, 5] });
    await alert(saturdays, { categoryIds: [tv], weekdays: [6] });
    await alert(daily, { categoryIds: [tv], delivery: "daily" });

    const customer = await signUp(t.app, { firstName: "Cara" });
    const task = await post(customer, { categoryId: tv });
    // Posting only enqueues the job, in its transaction.
    const [job] = await queryRows<{ count: number }>(
      t.database.db,
      sql`select count(*)::int as count from pgboss.job where name = 'task-alerts' and data->>'taskId' = ${task.id}`,
    );
    expect(job.count).toBe(1);
    expect(await matchedTaskers(task.id)).toEqual([]);

    expect(await runTaskAlerts(t.database.db, task.id, ORIGIN)).toBe(4);
    expect((await matchedTaskers(task.id)).sort()).toEqual(
      [fits, cheap, saturdays, daily].map((c) => c.user.id).sort(),
    );
    for (const c of [otherSkill, farAway, pricey, weekdaysOnly]) expect(await alertItems(c)).toEqual([]);

    const [item] = await alertItems(fits);
    expect(item).toMatchObject({
      kind: "task.alert",
      category: "tasks",
      count: 1,
      title: "New task near you: 'Mount a TV'",
      link: "/browse-tasks",
      subject: { type: "task", id: task.id },
      data: { taskTitle: "Mount a TV", reason: "TV Mounting · under 1 km from your base · Saturday" },
    });
    const [mail] = await mailsTo(fits.user.email);
    expect(mail.subject).toBe('New task near you: "Mount a TV"');
    expect(mail.body).toContain("Why: TV Mounting · under 1 km from your base · Saturday");
    expect(mail.body).toContain(`${ORIGIN}/browse-tasks`);
    // Daily: no bell item and no mail until the digest.
    expect(await alertItems(daily)).toEqual([]);
    expect(await mailsTo(daily.user.email)).toEqual([]);

    const count = await customer.inject({ url: `/api/tasks/${task.id}/alerted` });
    expect([count.statusCode, count.json()]).toEqual([200, { count: 4 }]);
  });

  it("follows each tasker's Task alerts row of the grid: the bell, e-mail and push (to taskers with a device)", async () => {
    const fences = await category("Fence Painting");
    const [quietBell, noMail, withDevice] = [
      await tasker("Qb", ["Fence Painting"]),
      await tasker("Nm", ["Fence Painting"]),
      await tasker("Wd", ["Fence Painting"]),
    ];
    for (const c of [quietBell, noMail, withDevice]) await alert(c, { categoryIds: [fences] });
    const cell = (c: Client, channel: string) =>
      c.inject({
        method: "PUT",
        url: "/api/notification-preferences",
        payload: { cells: [{ category: "alerts", channel, enabled: false }] },
      });
    expect((await cell(quietBell, "inApp")).statusCode).toBe(200);
    expect((await cell(noMail, "email")).statusCode).toBe(200);
    await t.database.db.execute(sql`insert into push_subscriptions (user_id, endpoint, p256dh, auth)
      values (${withDevice.user.id}::uuid, 'https://push.example.com/send/alerts', 'key', 'secret')`);
    const customer = await signUp(t.app, { firstName: "Cara" });
    const task = await post(customer, { categoryId: fences, title: "Paint a fence" });
    expect(await runTaskAlerts(t.database.db, task.id, ORIGIN)).toBe(3);

    expect(await alertItems(quietBell)).toEqual([]);
    expect(await mailsTo(quietBell.user.email)).toHaveLength(1);
    expect(await alertItems(noMail)).toHaveLength(1);
    expect(await mailsTo(noMail.user.email)).toEqual([]);
    const pushes = await queryRows<{ user_id: string; kind: string; data: { reason: string } }>(
      t.database.db,
      sql`select user_id, kind, data from push_deliveries where topic = ${`task.alert:${task.id}`}`,
    );
    expect(pushes).toEqual([
      {
        user_id: withDevice.user.id,
        kind: "task.alert",
        data: expect.objectContaining({ taskTitle: "Paint a fence" }),
      },
    ]);
    expect(pushes[0].data.reason).toMatch(/^Fence Painting · /);
  });

  it("tells a tasker of a task once: several fitting alerts, the job run again, the task reopened", async () => {
    const shelves = await category("Shelf Hanging");
    const twice = await tasker("Tw", ["Shelf Hanging", "Cleaning"]);
    await alert(twice, { categoryIds: [shelves] });
    await alert(twice, { categoryIds: [shelves, cat.Cleaning], delivery: "daily" });
    const customer = await signUp(t.app, { firstName: "Cara" });
    const task = await post(customer, { categoryId: shelves, title: "Hang shelves" });
    expect(await runTaskAlerts(t.database.db, task.id, ORIGIN)).toBe(1);
    expect(await runTaskAlerts(t.database.db, task.id, ORIGIN)).toBe(0);
    // Reopened (booked, then the booking cancelled): the next run finds the tasker told already.
    await t.database.db.execute(sql`update tasks set status = 'assigned' where id = ${task.id}::uuid`);
    await t.database.db.execute(sql`update tasks set status = 'open' where id = ${task.id}::uuid`);
    expect(await runTaskAlerts(t.database.db, task.id, ORIGIN)).toBe(0);
    const items = await alertItems(twice);
    expect(items.map((i) => [i.count, i.data.taskTitle])).toEqual([[1, "Hang shelves"]]);
    expect((await mailsTo(twice.user.email)).length).toBe(1);
    // The instant alert was chosen over the daily one.
    const [row] = await queryRows<{ delivery: string }>(
      t.database.db,
      sql`select delivery from task_alert_matches where task_id = ${task.id}::uuid`,
    );
    expect(row.delivery).toBe("instant");

    // A second task merges into the unread item.
    const next = await post(customer, { categoryId: shelves, title: "Mount a mirror" });
    await runTaskAlerts(t.database.db, next.id, ORIGIN);
    const [merged] = await alertItems(twice);
    expect([merged.count, merged.title]).toEqual([2, "2 new tasks near you, the latest 'Mount a mirror'"]);
  });

  it("a cancelled booking reopens the task: taskers not yet told are alerted, the others not again", async () => {
    const doors = await category("Door Fixing");
    const early = await tasker("Ed", ["Door Fixing"]);
    await alert(early, { categoryIds: [doors] });
    const customer = await signUp(t.app, { firstName: "Cara" });
    const task = await post(customer, { categoryId: doors, title: "Fix a door" });
    expect(await runTaskAlerts(t.database.db, task.id, ORIGIN)).toBe(1);

    // Booked through an offer, then a tasker sets up an alert, then the customer cancels.
    const booked = await newTasker(t, { skills: ["Door Fixing"] });
    const offer = await booked.inject({
      method: "POST",
      url: `/api/tasks/${task.id}/offers`,
      payload: { message: "I can fix it on Saturday.", proposedRate: "50.00", estimatedDuration: 2 },
    });
    expect(offer.statusCode, offer.body).toBe(201);
    const start = nextSaturday();
    const booking = await customer.inject({
      method: "POST",
      url: "/api/bookings",
      payload: {
        taskId: task.id,
        offerId: offer.json().id,
        scheduledDate: start.toISOString(),
        duration: 2,
        totalAmount: "105.00",
        card: { number: "4242 4242 4242 4242", expiry: "12/39", cvc: "123" },
      },
    });
    expect(booking.statusCode, booking.body).toBe(201);
    const late = await tasker("Liv", ["Door Fixing"]);
    await alert(late, { categoryIds: [doors] });
    const cancelled = await customer.inject({ method: "POST", url: `/api/bookings/${booking.json().id}/cancel` });
    expect(cancelled.statusCode, cancelled.body).toBe(200);

    const jobs = await queryRows<{ count: number }>(
      t.database.db,
      sql`select count(*)::int as count from pgboss.job where name = 'task-alerts' and data->>'taskId' = ${task.id}`,
    );
    expect(jobs[0].count).toBe(2);
    expect(await runTaskAlerts(t.database.db, task.id, ORIGIN)).toBe(1);
    expect((await matchedTaskers(task.id)).sort()).toEqual([early.user.id, late.user.id].sort());
    expect((await alertItems(early)).map((i) => i.count)).toEqual([1]);
    expect((await alertItems(late)).map((i) => i.data.taskTitle)).toEqual(["Fix a door"]);
  });

  it("never alerts a suspended or deleted tasker, the task's own customer, or of a task no longer open", async () => {
    const suspended = await tasker("Sue");
    const deleted = await tasker("Del");
    const both = await tasker("Bo");
    await alert(suspended, {});
    await alert(deleted, {});
    await alert(both, {});
    await t.database.db.update(users).set({ suspendedAt: new Date() }).where(eq(users.id, suspended.user.id));
    await t.database.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, deleted.user.id));
    const own = await insertTask(t, { customerId: both.user.id, categoryId: cat.Mounting, budget: "90.00" });
    await runTaskAlerts(t.database.db, own.id, ORIGIN);
    expect(await matchedTaskers(own.id)).not.toContain(both.user.id);
    expect(await matchedTaskers(own.id)).not.toContain(suspended.user.id);
    expect(await matchedTaskers(own.id)).not.toContain(deleted.user.id);

    const customer = await signUp(t.app, { firstName: "Cara" });
    const cancelled = await insertTask(t, {
      customerId: customer.user.id,
      categoryId: cat.Mounting,
      status: "cancelled",
    });
    expect(await runTaskAlerts(t.database.db, cancelled.id, ORIGIN)).toBe(0);
  });
});

describe("the daily digest", () => {
  it("sends one mail per tasker of the day's daily matches at 7:00 their time, once", async () => {
    const dana = await tasker("Dana", ["Moving"]);
    await alert(dana, { categoryIds: [cat.Moving], delivery: "daily" });
    const customer = await signUp(t.app, { firstName: "Cara" });
    for (const title of ["Move a sofa", "Move a piano"]) {
      const task = await insertTask(t, { customerId: customer.user.id, categoryId: cat.Moving, title });
      await runTaskAlerts(t.database.db, task.id, ORIGIN);
    }
    // 13:00 UTC is 7:00 in Austin in winter (America/Chicago, UTC-6); 12:00 UTC is not yet.
    const at = (hour: number) => {
      const d = new Date();
      d.setUTCFullYear(2027, 0, 15);
      d.setUTCHours(hour, 0, 0, 0);
      return d;
    };
    await t.database.db.execute(
      sql`update task_alert_matches set created_at = ${at(1).toISOString()}::timestamptz where tasker_id = ${dana.user.id}::uuid`,
    );
    await sendDailyDigests(t.database.db, ORIGIN, at(12));
    expect(await mailsTo(dana.user.email)).toEqual([]);
    await sendDailyDigests(t.database.db, ORIGIN, at(13));
    await sendDailyDigests(t.database.db, ORIGIN, at(13));
    const mails = await mailsTo(dana.user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe("Your task alerts: 2 new tasks today");
    expect(mails[0].body).toContain('"Move a sofa" (Moving · under 1 km from your base · flexible date)');
    expect(mails[0].body).toContain('"Move a piano"');
  });
});

describe("GET /api/tasks/{id}/alerted", () => {
  it("answers the count to the task's customer only", async () => {
    const customer = await signUp(t.app, { firstName: "Cara" });
    const task = await post(customer, { categoryId: cat.Cleaning, title: "Clean a flat" });
    expect((await customer.inject({ url: `/api/tasks/${task.id}/alerted` })).json()).toEqual({ count: 0 });
    const stranger = await tasker("Stan");
    expect((await stranger.inject({ url: `/api/tasks/${task.id}/alerted` })).statusCode).toBe(403);
    expect((await t.app.inject({ url: `/api/tasks/${task.id}/alerted` })).statusCode).toBe(401);
    expect((await customer.inject({ url: "/api/tasks/nope/alerted" })).statusCode).toBe(404);
    expect((await customer.inject({ url: "/api/tasks/00000000-0000-4000-8000-000000000000/alerted" })).statusCode).toBe(
      404,
    );
  });
});
