// Get Matched asked again by its task's owner is answered from the instance's memory without a
// statement, the same as before; a change that alters it is there on the next ask: a tasker's new
// rate, an invitation, a block or unblock, the task's own change, any booking. The other events are the
// tasker caches' rules (match-cache.ts).
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Match } from "../../../contract/tasks";
import { serviceCategories, taskerProfiles } from "../../db/schema";
import { announce } from "../../test/fixtures";
import { createTestApp, signUp, type Client, type TestApp } from "../../test/harness";
import { countStatements, type StatementCounter } from "../../test/statement-counter";

const AUSTIN = "us-texas-austin";
const DAY = 86_400_000;

let t: TestApp;
let counter: StatementCounter;
let categoryId: string;

beforeAll(async () => {
  t = await createTestApp({ TASKER_CACHE_SECONDS: "300" });
  counter = countStatements(t);
  [{ id: categoryId }] = await t.database.db.insert(serviceCategories).values({ name: "Wallpaper" }).returning();
});
afterAll(async () => {
  counter?.restore();
  await t?.close();
});

async function tasker(first: string, rate: string) {
  const client = await signUp(t.app, { firstName: first, lastName: "Pro", userType: "tasker" });
  const [profile] = await t.database.db
    .insert(taskerProfiles)
    .values({ userId: client.user.id, skills: ["Wallpaper"], hourlyRate: rate, basePlaceId: AUSTIN })
    .returning();
  return Object.assign(client, { profileId: profile.id });
}

async function task(customer: Client): Promise<string> {
  const res = await customer.inject({
    method: "POST",
    url: "/api/tasks",
    payload: {
      categoryId,
      title: "Hang wallpaper",
      description: "One wall in the bedroom.",
      location: "Austin, TX",
      scheduledDate: new Date(Date.now() + 6 * DAY).toISOString(),
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id;
}

describe("Get Matched held in memory", () => {
  let customer: Client;
  let ann: Awaited<ReturnType<typeof tasker>>;
  let taskId: string;
  const matches = async () => {
    const res = await customer.inject({ url: `/api/tasks/${taskId}/matches` });
    expect(res.statusCode).toBe(200);
    return res.json() as Match[];
  };
  const annMatch = async () => (await matches()).find((m) => m.id === ann.profileId);

  beforeAll(async () => {
    ann = await tasker("Ann", "40.00");
    await tasker("Bea", "50.00");
    customer = await signUp(t.app);
    taskId = await task(customer);
  });

  it("answers its owner again without a statement, the same as before", async () => {
    const first = await counter.counted(matches);
    expect(first.statements).toBeGreaterThan(0);
    expect(first.result.map((m) => m.name)).toEqual(expect.arrayContaining(["Ann P.", "Bea P."]));
    const again = await counter.counted(matches);
    expect(again.statements).toBe(0);
    expect(again.result).toEqual(first.result);
  });

  it("shows a tasker's new rate at once", async () => {
    expect((await annMatch())?.hourlyRate).toBe("40.00");
    const res = await ann.inject({ method: "PUT", url: "/api/taskers/profile", payload: { hourlyRate: "44.00" } });
    expect(res.statusCode, res.body).toBe(200);
    expect((await annMatch())?.hourlyRate).toBe("44.00");
  });

  it("marks a tasker invited at once", async () => {
    expect((await annMatch())?.invited).toBe(false);
    const res = await customer.inject({
      method: "POST",
      url: `/api/tasks/${taskId}/invitations`,
      payload: { taskerId: ann.profileId },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect((await annMatch())?.invited).toBe(true);
  });

  it("leaves out a tasker the customer blocks, and brings them back when unblocked", async () => {
    expect(await annMatch()).toBeDefined();
    expect(
      (await customer.inject({ method: "POST", url: "/api/blocks", payload: { userId: ann.user.id } })).statusCode,
    ).toBe(201);
    expect(await annMatch()).toBeUndefined();
    expect((await customer.inject({ method: "DELETE", url: `/api/blocks/${ann.user.id}` })).statusCode).toBeLessThan(
      300,
    );
    expect(await annMatch()).toBeDefined();
  });

  it("reads the answer again once any booking changes (the taskers' free times)", async () => {
    await matches();
    expect((await counter.counted(matches)).statements).toBe(0);
    await announce(t, {
      type: "booking.created",
      bookingId: randomUUID(),
      task: { id: randomUUID(), customerId: randomUUID(), categoryId, lat: null, lng: null },
      taskerId: ann.user.id,
    });
    expect((await counter.counted(matches)).statements).toBeGreaterThan(0);
  });

  it("reads the answer again once its task changes", async () => {
    await matches();
    expect((await counter.counted(matches)).statements).toBe(0);
    await announce(t, {
      type: "task.edited",
      task: { id: taskId, customerId: customer.user.id, categoryId, lat: null, lng: null },
    });
    expect((await counter.counted(matches)).statements).toBeGreaterThan(0);
  });

  it("leaves out a tasker who blocks the customer, on the next ask", async () => {
    expect(await annMatch()).toBeDefined();
    expect(
      (await ann.inject({ method: "POST", url: "/api/blocks", payload: { userId: customer.user.id } })).statusCode,
    ).toBe(201);
    expect(await annMatch()).toBeUndefined();
    expect((await ann.inject({ method: "DELETE", url: `/api/blocks/${customer.user.id}` })).statusCode).toBe(204);
    expect(await annMatch()).toBeDefined();
  });

  it("another customer's task with the same place and day is not answered from this one", async () => {
    const other = await signUp(t.app);
    const otherTask = await task(other);
    const res = await other.inject({ url: `/api/tasks/${otherTask}/matches` });
    expect(res.statusCode).toBe(200);
    expect((res.json() as Match[]).every((m) => !m.invited)).toBe(true);
    expect((await customer.inject({ url: `/api/tasks/${otherTask}/matches` })).statusCode).not.toBe(200);
  });
});
