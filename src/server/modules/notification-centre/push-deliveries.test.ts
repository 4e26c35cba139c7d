// Web pushes of notification items, as a push service and the person's browser see them: written
// with the item when its event commits, sent once by whichever instance drains first (also after the
// writing process died before sending), never for a row of the grid the person turned push off for,
// held through quiet hours and summarised at their end, while a change to a booking starting within
// a day goes through at once with Urgency high and the booking's topic.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openPostgres } from "../../db/connect";
import { queryRows } from "../../db/query";
import { browser, decryptPush, FakePushService, type Browser } from "../../test/fake-push";
import { insertTask, insertTasker, seedCategories } from "../../test/fixtures";
import { createTestApp, signUp, type Client, type TestApp } from "../../test/harness";
import { pushTopic } from "../push/message";
import { pushOptionsOf } from "../push/send";
import { createPushDrain } from "./push-deliveries";

const GOOD_CARD = { number: "4242 4242 4242 4242", expiry: "12/39", cvc: "123" };
const HOUR = 3_600_000;
const log = { warn: (message: string) => console.warn(message) };

let t: TestApp;
let categoryId: string;
const service = new FakePushService();
let endpoints = 0;

beforeAll(async () => {
  await service.start();
  t = await createTestApp({ PUSH_ALLOW_PRIVATE_ENDPOINTS: "true" });
  categoryId = (await seedCategories(t)).Mounting;
});
afterAll(async () => {
  await t?.close();
  await service.stop();
});

const drain = (now?: Date) => createPushDrain(t.database.db, pushOptionsOf(t.config), log).drain(now);

async function withDevice(client: Client): Promise<Browser> {
  const b = browser(`${service.origin}/device/${++endpoints}`);
  const response = await client.inject({
    method: "POST",
    url: "/api/push/subscriptions",
    payload: { endpoint: b.endpoint, keys: b.keys },
  });
  expect(response.statusCode, response.body).toBe(204);
  return b;
}

const receivedBy = (b: Browser) => service.received.filter((r) => b.endpoint.endsWith(r.path));

async function offer(tasker: Client, taskId: string) {
  const response = await tasker.inject({
    method: "POST",
    url: `/api/tasks/${taskId}/offers`,
    payload: { message: "I can come on Friday.", proposedRate: "60.00", estimatedDuration: 2 },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: string };
}

async function customerWithTask(title: string, start = new Date(Date.now() + 5 * 24 * HOUR)) {
  const customer = await signUp(t.app, { firstName: "Cara", lastName: "Diaz" });
  const task = await insertTask(t, { customerId: customer.user.id, categoryId, title, scheduledDate: start });
  return { customer, task };
}

describe("web push of notification items", () => {
  it("an offer pushes its item to the customer's device once: the sentence, the link, its topic, no private text", async () => {
    const { customer, task } = await customerWithTask("Mount a TV");
    const device = await withDevice(customer);
    const tasker = await insertTasker(t, {}, { firstName: "Tara", lastName: "Stone" });
    await offer(tasker, task.id);

    expect(await drain()).toBe(1);
    expect(await drain()).toBe(0);
    const [request] = receivedBy(device);
    expect(receivedBy(device)).toHaveLength(1);
    expect(decryptPush(device, request.body)).toEqual({
      title: "Tara S. sent an offer on 'Mount a TV'",
      body: "Offers and invitations",
      url: "/my-tasks",
      tag: pushTopic(`offer.made:${task.id}`),
    });
    expect(request.headers.urgency).toBe("normal");
    expect(request.headers.ttl).toBe("86400");
    expect(request.headers.topic).toBe(pushTopic(`offer.made:${task.id}`));
    // The tasker who acted has no device and no item: nothing was written for them.
    const rows = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from push_deliveries where user_id = ${tasker.user.id}::uuid`,
    );
    expect(rows[0].n).toBe(0);
  });

  it("a process that dies after the commit and before sending: another instance sends it, once", async () => {
    const { customer, task } = await customerWithTask("Fix a door");
    const device = await withDevice(customer);
    const tasker = await insertTasker(t);
    // The offer's transaction committed; the instance that wrote it never drains (it died).
    await offer(tasker, task.id);
    const other = t.databaseUrl ? await openPostgres(t.databaseUrl, 2) : t.database;
    try {
      expect(await createPushDrain(other.db, pushOptionsOf(t.config), log).drain()).toBe(1);
    } finally {
      if (other !== t.database) await other.close();
    }
    expect(await drain()).toBe(0);
    expect(receivedBy(device)).toHaveLength(1);
  });

  it("push turned off for a row of the grid: no push, the bell still has the item", async () => {
    const { customer, task } = await customerWithTask("Paint a fence");
    const device = await withDevice(customer);
    const off = await customer.inject({
      method: "PUT",
      url: "/api/notification-preferences",
      payload: { cells: [{ category: "offers", channel: "push", enabled: false }] },
    });
    expect(off.statusCode, off.body).toBe(200);
    await offer(await insertTasker(t), task.id);
    await drain();
    expect(receivedBy(device)).toEqual([]);
    const unread = await customer.inject({ method: "GET", url: "/api/notifications/unread-count" });
    expect(unread.json()).toEqual({ count: 1 });
  });

  it("quiet hours hold pushes and send one summary at their end; an urgent booking change goes through", async () => {
    const start = new Date(Date.now() + 6 * HOUR);
    const { customer, task } = await customerWithTask("Assemble a desk", start);
    const device = await withDevice(customer);
    const clock = (d: Date) => d.toISOString().slice(11, 16);
    const quietEnd = new Date(Date.now() + 2 * HOUR);
    const quiet = await customer.inject({
      method: "PUT",
      url: "/api/notification-preferences",
      payload: { quietHours: { start: clock(new Date(Date.now() - HOUR)), end: clock(quietEnd) }, timeZone: "UTC" },
    });
    expect(quiet.statusCode, quiet.body).toBe(200);

    const first = await insertTasker(t, {}, { firstName: "Tara", lastName: "Stone" });
    const second = await insertTasker(t, {}, { firstName: "Otto", lastName: "Berg" });
    const made = await offer(first, task.id);
    const otherTask = await insertTask(t, { customerId: customer.user.id, categoryId, title: "Hang a mirror" });
    await offer(second, otherTask.id);
    await drain();
    expect(receivedBy(device)).toEqual([]);

    // Booked for six hours from now, then cancelled by the tasker: a change within a day goes now.
    const booked = await customer.inject({
      method: "POST",
      url: "/api/bookings",
      payload: {
        taskId: task.id,
        offerId: made.id,
        scheduledDate: start.toISOString(),
        duration: 2,
        totalAmount: "126.00",
        card: GOOD_CARD,
      },
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const bookingId = booked.json().id as string;
    const cancelled = await first.inject({ method: "POST", url: `/api/bookings/${bookingId}/cancel` });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    await drain();
    const urgent = receivedBy(device);
    expect(urgent).toHaveLength(1);
    expect(decryptPush(device, urgent[0].body)).toMatchObject({ title: "Tara S. cancelled 'Assemble a desk'" });
    expect(urgent[0].headers.urgency).toBe("high");
    expect(urgent[0].headers.topic).toBe(pushTopic(`booking:${bookingId}`));

    // The end of the quiet hours: the two held offers as one summary, then nothing more.
    const after = new Date(quietEnd.getTime() + 60_000);
    await drain(after);
    await drain(after);
    const all = receivedBy(device);
    expect(all).toHaveLength(2);
    expect(decryptPush(device, all[1].body)).toMatchObject({
      title: "2 updates while your quiet hours were on",
      url: "/notifications",
    });
  });
});
