// The notification centre through the API: items made for the people an event concerns (never the
// person who acted) from real flows (an offer, a booking and its cancellation), similar unread items
// merged, paged newest first, read one by one or all at once, private to their owner, counted on the
// owner's sockets, and made exactly once per event and person even when the writing process dies
// between the commit and the delivery.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { WebSocket } from "ws";
import { domainEventSchema } from "../../../contract/events";
import type { Notification } from "../../../contract/notifications";
import { queryRows } from "../../db/query";
import { EventFeed } from "../../events/feed";
import { insertTask, insertTasker, newTasker, seedCategories } from "../../test/fixtures";
import { createTestApp, pageOf, secondInstance, signUp, type Client, type TestApp } from "../../test/harness";
import { createNotifications } from "./create";

const GOOD_CARD = { number: "4242 4242 4242 4242", expiry: "12/39", cvc: "123" };
const DAY = 86_400_000;

let t: TestApp;
let categoryId: string;

beforeAll(async () => {
  t = await createTestApp();
  categoryId = (await seedCategories(t)).Mounting;
});
afterAll(async () => t?.close());

const list = (client: Client, query = "") => client.inject({ method: "GET", url: `/api/notifications${query}` });
const items = async (client: Client, query = "") => pageOf<Notification>(await list(client, query)).items;
const unread = async (client: Client) =>
  (await client.inject({ method: "GET", url: "/api/notifications/unread-count" })).json().count as number;

async function postTask(customer: Client, title = "Mount a TV") {
  return insertTask(t, {
    customerId: customer.user.id,
    categoryId,
    title,
    scheduledDate: new Date(Date.now() + 5 * DAY),
  });
}

async function offer(tasker: Client, taskId: string) {
  const response = await tasker.inject({
    method: "POST",
    url: `/api/tasks/${taskId}/offers`,
    payload: { message: "I can come on Friday.", proposedRate: "60.00", estimatedDuration: 2 },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: string };
}

/** A start time `days` from now, on the hour. */
function future(days: number): string {
  const d = new Date(Date.now() + days * DAY);
  d.setUTCMinutes(0, 0, 0);
  return d.toISOString();
}

describe("items from real flows", () => {
  it("an offer tells the task's customer, with who and which task, and never the tasker", async () => {
    const customer = await signUp(t.app, { firstName: "Cara", lastName: "Diaz" });
    const tasker = await newTasker(t, { businessName: "Brooks Home Services" });
    const task = await postTask(customer);
    await offer(tasker, task.id);

    const response = await list(customer);
    expect(response.statusCode).toBe(200);
    const page = pageOf<Notification>(response);
    expect(page.total).toBe(1);
    expect(page.items).toEqual([
      expect.objectContaining({
        kind: "offer.made",
        category: "tasks",
        count: 1,
        title: "Brooks Home Services sent an offer on 'Mount a TV'",
        link: "/my-tasks",
        subject: { type: "task", id: task.id },
        data: { taskTitle: "Mount a TV", actorName: "Brooks Home Services" },
        read: false,
        readAt: null,
      }),
    ]);
    expect(await unread(customer)).toBe(1);
    expect(await items(tasker)).toEqual([]);
    expect(await unread(tasker)).toBe(0);
  });

  it("a booking tells the tasker; a cancellation tells the other side only", async () => {
    const customer = await signUp(t.app, { firstName: "Cara", lastName: "Diaz" });
    // A tasker profile written straight into the table: free at any hour, so the booking's time is too.
    const tasker = await insertTasker(t);
    const task = await postTask(customer, "Hang shelves");
    const made = await offer(tasker, task.id);
    const booked = await customer.inject({
      method: "POST",
      url: "/api/bookings",
      payload: {
        taskId: task.id,
        offerId: made.id,
        scheduledDate: future(3),
        duration: 2,
        totalAmount: "126.00",
        card: GOOD_CARD,
      },
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const bookingId = booked.json().id as string;

    const forTasker = await items(tasker);
    expect(forTasker).toEqual([
      expect.objectContaining({
        kind: "booking.created",
        title: "Cara D. booked you for 'Hang shelves'",
        subject: { type: "booking", id: bookingId },
        link: "/my-bookings",
      }),
    ]);
    // The customer booked: of their own booking (and the offer it accepted) they hear nothing new.
    expect((await items(customer)).map((n) => n.kind)).toEqual(["offer.made"]);

    const cancelled = await customer.inject({ method: "POST", url: `/api/bookings/${bookingId}/cancel` });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const after = await items(tasker);
    expect(after[0]).toMatchObject({ kind: "booking.cancelled", title: "Cara D. cancelled 'Hang shelves'" });
    expect(await unread(tasker)).toBe(2);
    expect((await items(customer)).map((n) => n.kind)).toEqual(["offer.made"]);
  });

  it("a tasker's cancellation tells the customer", async () => {
    const customer = await signUp(t.app, { firstName: "Cara", lastName: "Diaz" });
    const tasker = await insertTasker(t);
    const task = await postTask(customer, "Fix a door");
    const made = await offer(tasker, task.id);
    const booked = await customer.inject({
      method: "POST",
      url: "/api/bookings",
      payload: {
        taskId: task.id,
        offerId: made.id,
        scheduledDate: future(4),
        duration: 2,
        totalAmount: "126.00",
        card: GOOD_CARD,
      },
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const cancelled = await tasker.inject({ method: "POST", url: `/api/bookings/${booked.json().id}/cancel` });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((await items(customer))[0]).toMatchObject({
      kind: "booking.cancelled",
      title: "Tara T. cancelled 'Fix a door'",
    });
    expect((await items(tasker)).map((n) => n.kind)).toEqual(["booking.created"]);
  });
});

describe("the in-app channel of the preference grid", () => {
  it("a person who turned a category's in-app items off gets none of that category, and still the others", async () => {
    const customer = await signUp(t.app, { firstName: "Cara", lastName: "Diaz" });
    const tasker = await insertTasker(t);
    await t.database.db.execute(sql`insert into notification_preferences (user_id, category, channel, enabled)
      values (${customer.user.id}::uuid, 'offers', 'inApp', false)`);
    const task = await postTask(customer, "Hang a mirror");
    const made = await offer(tasker, task.id);
    expect(await items(customer)).toEqual([]);
    expect(await unread(customer)).toBe(0);

    // Booking updates are another row of the grid: the tasker's cancellation still reaches the bell.
    const booked = await customer.inject({
      method: "POST",
      url: "/api/bookings",
      payload: {
        taskId: task.id,
        offerId: made.id,
        scheduledDate: future(4),
        duration: 2,
        totalAmount: "126.00",
        card: GOOD_CARD,
      },
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const cancelled = await tasker.inject({ method: "POST", url: `/api/bookings/${booked.json().id}/cancel` });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((await items(customer)).map((n) => n.kind)).toEqual(["booking.cancelled"]);
  });
});

describe("grouping, paging and reading", () => {
  it("merges similar unread items with a count, and starts a new one once read", async () => {
    const customer = await signUp(t.app);
    const task = await postTask(customer);
    for (const name of ["Ann", "Bob", "Cy"]) await offer(await newTasker(t, {}, { firstName: name }), task.id);

    const page = pageOf<Notification>(await list(customer));
    expect(page.total).toBe(1);
    expect(page.items[0]).toMatchObject({ kind: "offer.made", count: 3, title: "3 new offers on 'Mount a TV'" });
    expect(await unread(customer)).toBe(1);

    const read = await customer.inject({ method: "POST", url: `/api/notifications/${page.items[0].id}/read` });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ id: page.items[0].id, read: true, count: 3 });
    expect(await unread(customer)).toBe(0);

    await offer(await newTasker(t, {}, { firstName: "Dee" }), task.id);
    const after = await items(customer);
    expect(after.map((n) => [n.count, n.read])).toEqual([
      [1, false],
      [3, true],
    ]);
    // Another task's offers are their own item.
    const other = await postTask(customer, "Paint a fence");
    await offer(await newTasker(t, {}, { firstName: "Eve" }), other.id);
    expect((await items(customer)).map((n) => n.data.taskTitle)).toEqual(["Paint a fence", "Mount a TV", "Mount a TV"]);
  });

  it("pages newest first with Link rel=next and X-Total-Count, and refuses a cursor not its own", async () => {
    const customer = await signUp(t.app);
    const tasker = await newTasker(t);
    const titles = ["One", "Two", "Three", "Four", "Five"];
    for (const title of titles) await offer(tasker, (await postTask(customer, title)).id);

    const seen: string[] = [];
    let url = "?limit=2";
    const pages: number[] = [];
    for (;;) {
      const response = await list(customer, url);
      expect(response.statusCode).toBe(200);
      const page = pageOf<Notification>(response);
      expect(page.total).toBe(5);
      pages.push(page.items.length);
      seen.push(...page.items.map((n) => n.data.taskTitle ?? ""));
      if (!page.nextCursor) break;
      expect(response.headers.link).toMatch(/^<\/api\/notifications\?limit=2&cursor=[^>]+>; rel="next"$/);
      url = `?limit=2&cursor=${page.nextCursor}`;
    }
    expect(pages).toEqual([2, 2, 1]);
    expect(seen).toEqual([...titles].reverse());

    for (const bad of ["?cursor=nonsense!", "?limit=0", "?limit=101", "?limit=two"]) {
      const response = await list(customer, bad);
      expect(response.statusCode, bad).toBe(400);
      expect(response.json().message).toEqual(expect.any(String));
    }
  });

  it("marks all read; only the owner reads or marks an item (404 for another's)", async () => {
    const customer = await signUp(t.app);
    const stranger = await signUp(t.app);
    const tasker = await newTasker(t);
    await offer(tasker, (await postTask(customer, "First")).id);
    await offer(tasker, (await postTask(customer, "Second")).id);
    const [newest] = await items(customer);

    const theirs = await stranger.inject({ method: "POST", url: `/api/notifications/${newest.id}/read` });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual({ message: "Notification not found" });
    expect(await unread(customer)).toBe(2);
    expect(await items(stranger)).toEqual([]);
    for (const id of ["not-a-uuid", "00000000-0000-4000-8000-000000000000"])
      expect((await customer.inject({ method: "POST", url: `/api/notifications/${id}/read` })).statusCode).toBe(404);

    const all = await customer.inject({ method: "POST", url: "/api/notifications/read-all" });
    expect(all.statusCode).toBe(200);
    expect(all.json()).toEqual({ count: 0 });
    expect((await items(customer)).every((n) => n.read && n.readAt)).toBe(true);
    // Reading one already read changes nothing and still answers it.
    const again = await customer.inject({ method: "POST", url: `/api/notifications/${newest.id}/read` });
    expect(again.json()).toMatchObject({ id: newest.id, read: true });

    for (const [method, url] of [
      ["GET", "/api/notifications"],
      ["GET", "/api/notifications/unread-count"],
      ["POST", "/api/notifications/read-all"],
    ] as const)
      expect((await t.app.inject({ method, url })).statusCode).toBe(401);
  });
});

describe("real time", () => {
  it("the owner's socket hears the unread count when an item is made and when items are read", async () => {
    const customer = await signUp(t.app);
    const tasker = await newTasker(t);
    const task = await postTask(customer);
    const address = (await t.app.listen({ port: 0, host: "127.0.0.1" })).replace("http", "ws");
    const socket = new WebSocket(`${address}/api/ws`, { headers: { cookie: customer.cookie } });
    const counts: number[] = [];
    socket.on("message", (data) => {
      const message = JSON.parse(String(data));
      if (message.type === "notifications") counts.push(message.unread);
    });
    await new Promise((resolve) => socket.once("open", resolve));
    await expect.poll(() => counts).toEqual([0]);

    await offer(tasker, task.id);
    await expect.poll(() => counts).toEqual([0, 1]);
    // The tasker acted: their own bell hears nothing (they have no socket here; the rule names no one else).
    await customer.inject({ method: "POST", url: "/api/notifications/read-all" });
    await expect.poll(() => counts).toEqual([0, 1, 0]);
    socket.close();
  });
});

describe("a crash between commit and delivery", () => {
  it("creates each notification exactly once", async () => {
    const customer = await signUp(t.app);
    const tasker = await newTasker(t);
    const task = await postTask(customer, "Crash course");

    // The offer commits, then the process dies before its feed delivers anything: no consumer runs,
    // the client gets no proper answer.
    const died = vi
      .spyOn(EventFeed.prototype as unknown as { committed: () => void }, "committed")
      .mockImplementation(() => {
        throw new Error("the process died after the commit");
      });
    let response;
    try {
      response = await tasker.inject({
        method: "POST",
        url: `/api/tasks/${task.id}/offers`,
        payload: { message: "I can come on Friday.", proposedRate: "60.00", estimatedDuration: 2 },
      });
    } finally {
      died.mockRestore();
    }
    expect(response.statusCode).toBe(500);

    // Another instance (the restarted process) serves the customer: the item is there, once.
    const restarted = await secondInstance(t);
    try {
      const onRestarted: Client = {
        ...customer,
        inject: (options) =>
          restarted.app.inject({ ...options, headers: { ...options.headers, cookie: customer.cookie } }),
      };
      const first = await items(onRestarted);
      expect(first).toEqual([expect.objectContaining({ kind: "offer.made", count: 1, read: false })]);
      expect(await unread(onRestarted)).toBe(1);

      // Delivering the event again (a replay by another instance, a retried delivery) adds nothing.
      const [row] = await queryRows<{ id: string; payload: unknown }>(
        t.database.db,
        sql`select id, payload from events where type = 'offer.made' and payload->'task'->>'id' = ${task.id}`,
      );
      const stored = { id: Number(row.id), event: domainEventSchema.parse(row.payload) };
      await createNotifications(t.database.db, [stored]);
      await t.database.db.transaction((tx) => createNotifications(tx, [stored, stored]));

      expect(await items(onRestarted)).toEqual([expect.objectContaining({ id: first[0].id, count: 1 })]);
      const keys = await queryRows<{ n: number }>(
        t.database.db,
        sql`select count(*)::int as n from notification_events where event_id = ${stored.id}`,
      );
      expect(keys[0].n).toBe(1);
    } finally {
      await restarted.close();
    }
  });
});
