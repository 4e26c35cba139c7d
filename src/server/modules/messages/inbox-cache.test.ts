// A person's conversation list, conversation pages and bell, read again, come from the instance's
// memory without a statement to the database, and a change that alters them is there on the next
// read: a new message, a read receipt, a new name, a booking, a new notification, items read. A page
// whose reading marked messages read is not kept. INBOX_CACHE_SECONDS=0 reads every time.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Conversation, Message } from "../../../contract/messages";
import { insertTask, newTasker, seedCategories } from "../../test/fixtures";
import { createTestApp, pageOf, signUp, type Client, type TestApp } from "../../test/harness";
import { countStatements, type StatementCounter } from "../../test/statement-counter";
import { bookingRequest } from "../booking-extras/test-booking";

const CARD = { number: "4242 4242 4242 4242", expiry: "12/39", cvc: "123" };
const PHONE = "Call me on 512-555-0100";

let t: TestApp;
let counter: StatementCounter;
let categoryId: string;

beforeAll(async () => {
  t = await createTestApp({ INBOX_CACHE_SECONDS: "300" });
  counter = countStatements(t);
  categoryId = (await seedCategories(t)).Mounting;
});
afterAll(async () => {
  counter?.restore();
  await t?.close();
});

const send = async (from: Client, to: Client, content: string) => {
  const r = await from.inject({ method: "POST", url: "/api/messages", payload: { receiverId: to.user.id, content } });
  expect(r.statusCode, r.body).toBe(201);
  return r.json() as Message;
};
const list = async (c: Client) => {
  const r = await c.inject({ url: `/api/users/${c.user.id}/conversations` });
  expect(r.statusCode).toBe(200);
  return r.json() as Conversation[];
};
const page = async (c: Client, conversationId: string) => {
  const r = await c.inject({ url: `/api/conversations/${conversationId}/messages` });
  expect(r.statusCode).toBe(200);
  return r.json() as Message[];
};
const bell = async (c: Client) => pageOf(await c.inject({ url: "/api/notifications" }));
const bellCount = async (c: Client) =>
  (await c.inject({ url: "/api/notifications/unread-count" })).json().count as number;
const statementsOf = async (read: () => Promise<unknown>) => (await counter.counted(read)).statements;

describe("a person's inbox held in memory", () => {
  it("answers the list, a page and the bell again without a statement, the same as before", async () => {
    const ann = await signUp(t.app);
    const bob = await signUp(t.app);
    const { conversationId } = await send(bob, ann, "Hello Ann");
    await page(ann, conversationId); // marks Bob's message read: this answer is not kept
    const reads = [
      () => list(ann),
      () => page(ann, conversationId),
      () => bell(ann),
      () => bellCount(ann),
      () => ann.inject({ url: "/api/messages/recent" }).then((r) => r.json()),
    ];
    for (const read of reads) {
      const first = await counter.counted(read);
      expect(first.statements).toBeGreaterThan(0);
      const again = await counter.counted(read);
      expect(again.statements).toBe(0);
      expect(again.result).toEqual(first.result);
    }
  });

  it("a page whose reading marked messages read is read again from the database, and marks nothing twice", async () => {
    const ann = await signUp(t.app);
    const bob = await signUp(t.app);
    const { conversationId } = await send(bob, ann, "Are you free?");
    const marking = await counter.counted(() => page(ann, conversationId));
    expect(marking.result.at(-1)!.readAt).not.toBeNull();
    const next = await counter.counted(() => page(ann, conversationId));
    expect(next.statements).toBeGreaterThan(0);
    expect(next.result).toEqual(marking.result);
    expect(await statementsOf(() => page(ann, conversationId))).toBe(0);
  });

  it("a new message is in both people's held lists and pages at once", async () => {
    const ann = await signUp(t.app);
    const bob = await signUp(t.app);
    const { conversationId } = await send(ann, bob, "First");
    for (const c of [ann, bob]) {
      await list(c);
      await page(c, conversationId);
      await page(c, conversationId);
    }
    await send(bob, ann, "Second");
    for (const c of [ann, bob]) {
      expect((await list(c))[0]!.lastMessage!.content).toBe("Second");
      expect((await page(c, conversationId)).map((m) => m.content)).toEqual(["First", "Second"]);
    }
    expect((await list(ann))[0]!.unreadCount).toBe(0);
  });

  it("the sender's held page shows the read receipt once the receiver reads", async () => {
    const ann = await signUp(t.app);
    const bob = await signUp(t.app);
    const sent = await send(ann, bob, "Did you get this?");
    expect((await page(ann, sent.conversationId))[0]!.readAt).toBeNull();
    expect(await statementsOf(() => page(ann, sent.conversationId))).toBe(0);
    expect((await list(bob))[0]!.unreadCount).toBe(1);
    await page(bob, sent.conversationId);
    expect((await page(ann, sent.conversationId))[0]!.readAt).not.toBeNull();
    expect((await list(bob))[0]!.unreadCount).toBe(0);
  });

  it("a new name is in the held lists that show the person", async () => {
    const ann = await signUp(t.app, { firstName: "Ann", lastName: "Lee" });
    const bob = await signUp(t.app);
    await send(ann, bob, "Hi");
    expect((await list(bob))[0]!.otherUser.name).toBe("Ann L.");
    const renamed = await ann.inject({
      method: "PUT",
      url: "/api/users/me",
      payload: { firstName: "Anna", lastName: "Lee" },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((await list(bob))[0]!.otherUser.name).toBe("Anna L.");
  });

  it("a booking between the two unmasks contact details in the held list and page", async () => {
    const { customer, tasker, payload } = await bookingRequest(t);
    const sent = await send(tasker, customer, PHONE);
    await page(customer, sent.conversationId);
    const held = await page(customer, sent.conversationId);
    expect(held.at(-1)!.masked).toBe(true);
    expect((await list(customer))[0]!.lastMessage!.content).not.toContain("512");
    const booked = await customer.inject({ method: "POST", url: "/api/bookings", payload: { ...payload, card: CARD } });
    expect(booked.statusCode, booked.body).toBe(201);
    expect((await page(customer, sent.conversationId)).at(-1)!).toMatchObject({ content: PHONE, masked: false });
    expect((await list(customer))[0]!.lastMessage!.content).toBe(PHONE);
  });

  it("a new notification and reading it reach the held bell and its count", async () => {
    const customer = await signUp(t.app);
    const tasker = await newTasker(t);
    expect(await bellCount(customer)).toBe(0);
    expect((await bell(customer)).total).toBe(0);
    const task = await insertTask(t, {
      customerId: customer.user.id,
      categoryId,
      title: "Hang shelves",
      scheduledDate: new Date(Date.now() + 5 * 86_400_000),
    });
    const offered = await tasker.inject({
      method: "POST",
      url: `/api/tasks/${task.id}/offers`,
      payload: { message: "I can come on Friday.", proposedRate: "60.00", estimatedDuration: 2 },
    });
    expect(offered.statusCode, offered.body).toBe(201);
    expect(await bellCount(customer)).toBe(1);
    const held = await bell(customer);
    expect(held.total).toBe(1);
    const read = await customer.inject({ method: "POST", url: "/api/notifications/read-all" });
    expect(read.statusCode).toBe(200);
    expect(await bellCount(customer)).toBe(0);
    expect((await bell(customer)).items[0].readAt).not.toBeNull();
  });
});

describe("INBOX_CACHE_SECONDS=0", () => {
  it("reads the list, the page and the bell every time", async () => {
    const off = await createTestApp({ INBOX_CACHE_SECONDS: "0" });
    const offCounter = countStatements(off);
    try {
      const ann = await signUp(off.app);
      const bob = await signUp(off.app);
      const { conversationId } = await send(bob, ann, "Hello");
      await page(ann, conversationId);
      for (const url of [
        `/api/users/${ann.user.id}/conversations`,
        `/api/conversations/${conversationId}/messages`,
        "/api/notifications",
      ]) {
        await ann.inject({ url });
        expect((await offCounter.counted(() => ann.inject({ url }))).statements).toBeGreaterThan(0);
      }
    } finally {
      offCounter.restore();
      await off.close();
    }
  });
});
