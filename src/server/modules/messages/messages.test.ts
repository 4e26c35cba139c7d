import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { WebSocket } from "ws";
import { bookings, serviceCategories, tasks } from "../../db/schema";
import { RealtimeHub } from "../../realtime/hub";
import { createTestApp, signUp, type Client, type TestApp, pageOf } from "../../test/harness";

let t: TestApp;
let ann: Client;
let bob: Client;
let eve: Client;
beforeAll(async () => {
  t = await createTestApp();
  ann = await signUp(t.app, { firstName: "Ann", lastName: "Lee" });
  bob = await signUp(t.app, { firstName: "Bob", lastName: "Ray", userType: "tasker" });
  eve = await signUp(t.app, { firstName: "Eve", lastName: "Spy" });
});
afterAll(() => t.close());

const send = (from: Client, payload: object) => from.inject({ method: "POST", url: "/api/messages", payload });

describe("messages", () => {
  it("derives one conversation per pair, whoever writes first; the sender is the session user", async () => {
    const first = await send(ann, {
      content: "  Hi Bob, are you free Saturday?  ",
      receiverId: bob.user.id,
      senderId: eve.user.id,
    });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      senderId: ann.user.id,
      receiverId: bob.user.id,
      content: "Hi Bob, are you free Saturday?",
    });
    const reply = await send(bob, { content: "Yes, after 10.", receiverId: ann.user.id });
    expect(reply.json().conversationId).toBe(first.json().conversationId);
  });

  it("lists a user's conversations with the other user, last message and unread count", async () => {
    const list = (await bob.inject({ url: `/api/users/${bob.user.id}/conversations` })).json();
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      otherUser: { id: ann.user.id, name: "Ann L." },
      lastMessage: { content: "Yes, after 10." },
      unreadCount: 1,
      taskTitle: null,
    });
    expect((await ann.inject({ url: "/api/messages/unread-count" })).json()).toEqual({ count: 1 });
  });

  it("opening a conversation returns it oldest first and marks it read", async () => {
    const [conv] = (await ann.inject({ url: `/api/users/${ann.user.id}/conversations` })).json();
    const messages = pageOf(await ann.inject({ url: `/api/conversations/${conv.id}/messages` })).items;
    expect(messages.map((m: { content: string }) => m.content)).toEqual([
      "Hi Bob, are you free Saturday?",
      "Yes, after 10.",
    ]);
    expect((await ann.inject({ url: "/api/messages/unread-count" })).json()).toEqual({ count: 0 });
    const [after] = (await ann.inject({ url: `/api/users/${ann.user.id}/conversations` })).json();
    expect(after).toMatchObject({ id: conv.id, unreadCount: 0, lastMessage: { content: "Yes, after 10." } });
  });

  it("shows a new message as the list's last message on both sides, unread only for its receiver", async () => {
    const sent = await send(ann, { content: "See you at 11 then.", receiverId: bob.user.id });
    expect(sent.statusCode).toBe(201);
    const [forAnn] = (await ann.inject({ url: `/api/users/${ann.user.id}/conversations` })).json();
    const [forBob] = (await bob.inject({ url: `/api/users/${bob.user.id}/conversations` })).json();
    expect(forAnn).toMatchObject({
      lastMessage: { content: "See you at 11 then.", senderId: ann.user.id },
      unreadCount: 0,
    });
    expect(forBob).toMatchObject({
      lastMessage: { content: "See you at 11 then.", senderId: ann.user.id },
      unreadCount: 2, // Bob has not opened it: Ann's first message and this one
    });
  });

  it("pages back to older messages with the cursor, each once, oldest first on every page", async () => {
    const dee = await signUp(t.app, { firstName: "Dee" });
    const texts = Array.from({ length: 7 }, (_, i) => `Line number ${i}`);
    for (const content of texts) expect((await send(dee, { content, receiverId: bob.user.id })).statusCode).toBe(201);
    const [conv] = (await dee.inject({ url: `/api/users/${dee.user.id}/conversations` })).json();
    const pages: string[][] = [];
    let cursor: string | null = null;
    do {
      const query: string = cursor ? `&cursor=${cursor}` : "";
      const page = pageOf(await dee.inject({ url: `/api/conversations/${conv.id}/messages?limit=3${query}` }));
      pages.push(page.items.map((m: { content: string }) => m.content));
      cursor = page.nextCursor;
    } while (cursor && pages.length < 10);
    expect(pages).toEqual([texts.slice(4), texts.slice(1, 4), texts.slice(0, 1)]);
    const junk = await dee.inject({ url: `/api/conversations/${conv.id}/messages?cursor=junk` });
    expect(junk.statusCode).toBe(400);
  });

  it("keeps other people out: 403/404, nothing revealed", async () => {
    const [conv] = (await ann.inject({ url: `/api/users/${ann.user.id}/conversations` })).json();
    const read = await eve.inject({ url: `/api/conversations/${conv.id}/messages` });
    expect(read.statusCode).toBe(404);
    expect(read.body).not.toContain("Saturday");
    expect((await eve.inject({ url: `/api/users/${ann.user.id}/conversations` })).statusCode).toBe(403);
    expect((await t.app.inject({ url: `/api/users/${ann.user.id}/conversations` })).statusCode).toBe(401);
    const write = await send(eve, { content: "Let me in", receiverId: bob.user.id, conversationId: conv.id });
    expect(write.statusCode).toBe(403);
    expect((await send(eve, { content: "Hi", receiverId: bob.user.id, conversationId: "junk" })).statusCode).toBe(403);
  });

  it("rejects empty, whitespace, oversized and non-string content, and messages to oneself", async () => {
    const cases: [object, string][] = [
      [{ content: "", receiverId: bob.user.id }, "Message cannot be empty"],
      [{ content: "   \n ", receiverId: bob.user.id }, "Message cannot be empty"],
      [{ content: "x".repeat(5001), receiverId: bob.user.id }, "Message is too long (5,000 characters at most)"],
      [{ content: 42, receiverId: bob.user.id }, "Message must be text"],
      [{ content: "Hello there", receiverId: "nope" }, "receiverId must be a user id"],
      [{ content: "Hello me", receiverId: ann.user.id }, "You cannot send a message to yourself."],
    ];
    for (const [payload, message] of cases) {
      const response = await send(ann, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(message);
    }
  });

  it("stores HTML as plain text", async () => {
    const response = await send(ann, { content: "<img src=x onerror=alert(1)>", receiverId: bob.user.id });
    expect(response.json().content).toBe("<img src=x onerror=alert(1)>");
  });

  it("masks contact details for the receiver until the two have a booking", async () => {
    const sent = await send(eve, { content: "Call me on (512) 555-0100 or eve@example.com", receiverId: bob.user.id });
    expect(sent.json()).toMatchObject({ content: "Call me on (512) 555-0100 or eve@example.com", masked: false });
    const convId = sent.json().conversationId;
    const seen = pageOf(await bob.inject({ url: `/api/conversations/${convId}/messages` })).items;
    expect(seen[0]).toMatchObject({ content: "Call me on [phone hidden] or [email hidden]", masked: true });
    const [category] = await t.database.db.insert(serviceCategories).values({ name: "Moving" }).returning();
    const [task] = await t.database.db
      .insert(tasks)
      .values({
        customerId: eve.user.id,
        categoryId: category.id,
        title: "Move",
        description: "Boxes",
        location: "Austin",
      })
      .returning();
    const start = new Date(Date.now() + 86400_000);
    await t.database.db.insert(bookings).values({
      taskId: task.id,
      customerId: eve.user.id,
      taskerId: bob.user.id,
      scheduledDate: start,
      endsAt: new Date(start.getTime() + 7200_000),
      duration: 2,
      totalAmount: "105.00",
    });
    const after = pageOf(await bob.inject({ url: `/api/conversations/${convId}/messages` })).items;
    expect(after[0]).toMatchObject({ content: "Call me on (512) 555-0100 or eve@example.com", masked: false });
  });

  it("rate-limits a burst from one user with a 429", async () => {
    const spammer = await signUp(t.app, { firstName: "Spam" });
    const statuses: number[] = [];
    for (let i = 0; i < 22; i++)
      statuses.push((await send(spammer, { content: `Message ${i}`, receiverId: bob.user.id })).statusCode);
    expect(statuses.slice(0, 20).every((s) => s === 201)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});

describe("retries and real-time failures", () => {
  const sendWithKey = (from: Client, key: string, payload: object) =>
    from.inject({ method: "POST", url: "/api/messages", headers: { "idempotency-key": key }, payload });
  const contents = async (reader: Client, conversationId: string) =>
    pageOf(await reader.inject({ url: `/api/conversations/${conversationId}/messages` })).items.map(
      (m: { content: string }) => m.content,
    );

  it("stores a message once when the client retries with the same Idempotency-Key", async () => {
    const carl = await signUp(t.app, { firstName: "Carl" });
    const first = await sendWithKey(carl, "retry-key-0001", { content: "Is Tuesday fine?", receiverId: bob.user.id });
    const retry = await sendWithKey(carl, "retry-key-0001", { content: "Is Tuesday fine?", receiverId: bob.user.id });
    expect(first.statusCode).toBe(201);
    expect(retry.statusCode).toBe(201);
    expect(retry.json()).toEqual(first.json());
    expect(await contents(carl, first.json().conversationId)).toEqual(["Is Tuesday fine?"]);
    // The same key with a different message is refused and stores nothing.
    const other = await sendWithKey(carl, "retry-key-0001", { content: "Or Wednesday?", receiverId: bob.user.id });
    expect(other.statusCode).toBe(422);
    expect(other.json().message).toBe("This Idempotency-Key was already used for a different message.");
    expect(await contents(carl, first.json().conversationId)).toEqual(["Is Tuesday fine?"]);
    // Keys belong to their sender: another user's identical key is a new message.
    const dana = await signUp(t.app, { firstName: "Dana" });
    const other2 = await sendWithKey(dana, "retry-key-0001", { content: "Is Tuesday fine?", receiverId: bob.user.id });
    expect(other2.statusCode).toBe(201);
    expect((await sendWithKey(dana, "bad key", { content: "Hi", receiverId: bob.user.id })).statusCode).toBe(400);
  });

  it("answers 201 for a stored message even when its real-time publish fails", async () => {
    const fran = await signUp(t.app, { firstName: "Fran" });
    // The hub's delivery of the message event fails.
    const publish = vi
      .spyOn(RealtimeHub.prototype as unknown as { send: () => void }, "send")
      .mockImplementationOnce(() => {
        throw new Error("Connection terminated unexpectedly");
      });
    try {
      const sent = await send(fran, { content: "Stored despite the outage", receiverId: bob.user.id });
      expect(sent.statusCode).toBe(201);
      expect(publish).toHaveBeenCalledTimes(1);
      expect(await contents(fran, sent.json().conversationId)).toEqual(["Stored despite the outage"]);
    } finally {
      publish.mockRestore();
    }
  });
});

describe("the WebSocket", () => {
  let base: string;
  beforeAll(async () => {
    base = (await t.app.listen({ port: 0, host: "127.0.0.1" })).replace("http", "ws");
  });

  function connect(cookie?: string, origin?: string) {
    const socket = new WebSocket(`${base}/api/ws`, {
      headers: { ...(cookie ? { cookie } : {}), ...(origin ? { origin } : {}) },
    });
    const events: { type: string; message?: { content: string }; count?: number }[] = [];
    socket.on("message", (data) => events.push(JSON.parse(String(data))));
    return { socket, events, opened: new Promise((resolve) => socket.once("open", resolve)) };
  }

  async function until(check: () => boolean, ms = 5000) {
    const end = Date.now() + ms;
    while (!check()) {
      if (Date.now() > end) throw new Error("timed out waiting");
      await new Promise((r) => setTimeout(r, 20));
    }
  }

  it("pushes a new message and the unread count to every open tab of the receiver, and to the sender", async () => {
    const tab1 = connect(bob.cookie);
    const tab2 = connect(bob.cookie);
    const sender = connect(ann.cookie);
    await Promise.all([tab1.opened, tab2.opened, sender.opened]);
    await send(ann, { content: "Live hello", receiverId: bob.user.id });
    for (const tab of [tab1, tab2, sender])
      await until(() => tab.events.some((e) => e.type === "message" && e.message?.content === "Live hello"));
    await until(() => tab1.events.some((e) => e.type === "unread" && (e.count ?? 0) > 0));
    for (const s of [tab1, tab2, sender]) s.socket.close();
  });

  it("closes a socket without a valid session with code 4401, and a foreign origin with 4403", async () => {
    for (const [cookie, origin, code] of [
      [undefined, undefined, 4401],
      ["taskly_session=junk", undefined, 4401],
      [bob.cookie, "https://evil.example", 4403],
    ] as const) {
      const { socket } = connect(cookie, origin);
      const closed = await new Promise<number>((resolve) => socket.once("close", (c) => resolve(c)));
      expect(closed).toBe(code);
    }
  });
});
