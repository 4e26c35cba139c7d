// Two API instances on one PostgreSQL database behave as one: a message sent, or an offer made,
// through instance 1 reaches a user whose WebSocket is connected to instance 2 (the event feed), and
// so does their notification bell's count; a conversation list held by instance 2 shows it too, and
// a block made through instance 1 reaches the Find Work and Get Matched answers instance 2 holds.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WebSocket } from "ws";
import { insertTask, newTasker, seedCategories } from "../test/fixtures";
import { clientOn, createTestApp, secondInstance, signUp, type TestApp } from "../test/harness";

describe.skipIf(!process.env.DATABASE_URL)("two instances on one PostgreSQL", () => {
  let one: TestApp;
  let second: Awaited<ReturnType<typeof secondInstance>>;
  beforeAll(async () => {
    one = await createTestApp();
    second = await secondInstance(one);
  });
  afterAll(async () => {
    await second.close();
    await one.close();
  });
  let listening: Promise<string> | undefined;
  /** Instance 2's WebSocket address (it listens once, on a free port). */
  const secondAddress = () =>
    (listening ??= second.app.listen({ port: 0, host: "127.0.0.1" }).then((url) => url.replace("http", "ws")));

  it("delivers a message sent through instance 1 to a socket on instance 2", async () => {
    const ann = await signUp(one.app, { firstName: "Ann" });
    const bob = await signUp(one.app, { firstName: "Bob" });
    const socket = new WebSocket(`${await secondAddress()}/api/ws`, { headers: { cookie: bob.cookie } });
    const received: string[] = [];
    socket.on("message", (data) => {
      const event = JSON.parse(String(data));
      if (event.type === "message") received.push(event.message.content);
    });
    await new Promise((resolve) => socket.once("open", resolve));
    const sent = await ann.inject({
      method: "POST",
      url: "/api/messages",
      payload: { content: "Across instances", receiverId: bob.user.id },
    });
    expect(sent.statusCode).toBe(201);
    const deadline = Date.now() + 5000;
    while (!received.includes("Across instances") && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    expect(received).toEqual(["Across instances"]);
    socket.close();
  });

  it("tells a customer whose socket is on instance 2 of an offer made through instance 1", async () => {
    const categories = await seedCategories(one);
    const customer = await signUp(one.app, { firstName: "Cara" });
    const tasker = await newTasker(one);
    const socket = new WebSocket(`${await secondAddress()}/api/ws`, { headers: { cookie: customer.cookie } });
    const heard: { type: string; taskId?: string }[] = [];
    socket.on("message", (data) => {
      const message = JSON.parse(String(data));
      if (message.type === "event") heard.push(message.event);
    });
    await new Promise((resolve) => socket.once("open", resolve));
    const task = await insertTask(one, { customerId: customer.user.id, categoryId: categories.Cleaning });
    const offer = await tasker.inject({
      method: "POST",
      url: `/api/tasks/${task.id}/offers`,
      payload: { message: "I can come on Friday.", proposedRate: "42.00", estimatedDuration: 2 },
    });
    expect(offer.statusCode).toBe(201);
    await expect
      .poll(() => heard, { timeout: 5000 })
      .toContainEqual(expect.objectContaining({ type: "offer.made", taskId: task.id, offerId: offer.json().id }));
    socket.close();
  });

  it("turns the bell of a customer whose socket is on instance 2 when an offer is made through instance 1", async () => {
    const categories = await seedCategories(one);
    const customer = await signUp(one.app, { firstName: "Cleo" });
    const tasker = await newTasker(one);
    const socket = new WebSocket(`${await secondAddress()}/api/ws`, { headers: { cookie: customer.cookie } });
    const counts: number[] = [];
    socket.on("message", (data) => {
      const message = JSON.parse(String(data));
      if (message.type === "notifications") counts.push(message.unread);
    });
    await new Promise((resolve) => socket.once("open", resolve));
    await expect.poll(() => counts, { timeout: 5000 }).toEqual([0]);
    const task = await insertTask(one, { customerId: customer.user.id, categoryId: categories.Cleaning });
    const offer = await tasker.inject({
      method: "POST",
      url: `/api/tasks/${task.id}/offers`,
      payload: { message: "I can come on Friday.", proposedRate: "42.00", estimatedDuration: 2 },
    });
    expect(offer.statusCode).toBe(201);
    await expect.poll(() => counts, { timeout: 5000 }).toEqual([0, 1]);
    // Read through instance 1: instance 2's socket hears the count go back to 0.
    await customer.inject({ method: "POST", url: "/api/notifications/read-all" });
    await expect.poll(() => counts, { timeout: 5000 }).toEqual([0, 1, 0]);
    socket.close();
  });

  it("forgets a conversation list and page instance 2 holds when a message is sent through instance 1", async () => {
    const ann = await signUp(one.app);
    const bob = await signUp(one.app);
    const send = (content: string) =>
      ann.inject({ method: "POST", url: "/api/messages", payload: { content, receiverId: bob.user.id } });
    const first = await send("Held");
    expect(first.statusCode).toBe(201);
    const conversationId = first.json().conversationId as string;
    const bobThere = clientOn(second.app, bob);
    const annThere = clientOn(second.app, ann);
    const lastOnList = async () =>
      (await bobThere.inject({ url: `/api/users/${bob.user.id}/conversations` })).json()[0].lastMessage.content;
    const page = async () =>
      (
        (await annThere.inject({ url: `/api/conversations/${conversationId}/messages` })).json() as {
          content: string;
        }[]
      )
        .map((m) => m.content)
        .join(",");
    // Instance 2 keeps nothing it read while an event was arriving: let the first message's event land.
    await new Promise((r) => setTimeout(r, 500));
    expect(await lastOnList()).toBe("Held");
    expect(await page()).toBe("Held");
    expect((await send("Forgotten")).statusCode).toBe(201);
    // Held answers live INBOX_CACHE_SECONDS (30 s): both show the new message within moments only if
    // instance 2 forgot them when the event reached it.
    const deadline = Date.now() + 5000;
    const seen = async () => (await lastOnList()) === "Forgotten" && (await page()) === "Held,Forgotten";
    while (!(await seen()) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    expect(await lastOnList()).toBe("Forgotten");
    expect(await page()).toBe("Held,Forgotten");
  });

  it("forgets a Find Work page and a Get Matched answer instance 2 holds when a block goes through instance 1", async () => {
    const categories = await seedCategories(one);
    const customer = await signUp(one.app, { firstName: "Bea" });
    const tasker = await newTasker(one);
    const task = await insertTask(one, { customerId: customer.user.id, categoryId: categories.Mounting });
    // An invitation puts the task on the tasker's Find Work whatever their area.
    const invited = await customer.inject({
      method: "POST",
      url: `/api/tasks/${task.id}/invitations`,
      payload: { taskerId: tasker.profileId },
    });
    expect(invited.statusCode, invited.body).toBe(201);
    const taskerThere = clientOn(second.app, tasker);
    const customerThere = clientOn(second.app, customer);
    const onFindWork = async () =>
      ((await taskerThere.inject({ url: "/api/tasks/open?limit=50" })).json() as { id: string }[]).some(
        (open) => open.id === task.id,
      );
    const matched = async () =>
      ((await customerThere.inject({ url: `/api/tasks/${task.id}/matches` })).json() as { id: string }[]).some(
        (match) => match.id === tasker.profileId,
      );
    // Instance 2 keeps nothing it read while an event was arriving: let the invitation's event land.
    await new Promise((r) => setTimeout(r, 500));
    expect(await onFindWork()).toBe(true);
    expect(await matched()).toBe(true);
    const block = await customer.inject({ method: "POST", url: "/api/blocks", payload: { userId: tasker.user.id } });
    expect(block.statusCode).toBe(201);
    // Held answers live 30 s or more: they change within moments only if instance 2 forgot them.
    await expect.poll(onFindWork, { timeout: 5000 }).toBe(false);
    await expect.poll(matched, { timeout: 5000 }).toBe(false);
  });
});
