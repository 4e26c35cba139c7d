// The moderation queue against the real server and database: grouping, priority, claims, each action's
// effect, the audit log, and who is told.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { limitedMessage } from "../../../contract/moderation";
import { queryRows } from "../../db/query";
import { insertOffer, insertTask, insertTasker, makeAdmin, seedCategories } from "../../test/fixtures";
import { attemptLogin, createTestApp, pageOf, signUp, type Client, type TestApp } from "../../test/harness";
import { assertNotLimited } from "../moderation/limits";

let t: TestApp;
let categoryId: string;
let admin: Client;
let otherAdmin: Client;

beforeAll(async () => {
  t = await createTestApp();
  categoryId = (await seedCategories(t)).Mounting;
  admin = await makeAdmin(t, { firstName: "Alex" });
  otherAdmin = await makeAdmin(t, { firstName: "Bo" });
});
afterAll(() => t.close());

const tasker = (firstName = "Tara") => signUp(t.app, { userType: "tasker", firstName });
const report = async (c: Client, targetType: string, targetId: string, category: string) => {
  const r = await c.inject({ method: "POST", url: "/api/reports", payload: { targetType, targetId, category } });
  expect(r.statusCode).toBe(201);
  return r.json() as { id: string };
};
const queue = async (query = "") => {
  const r = await admin.inject({ url: `/api/admin/moderation${query}` });
  expect(r.statusCode).toBe(200);
  return r.json() as {
    items: {
      id: string;
      targetId: string;
      kind: string;
      priority: number;
      reporterCount: number;
      reportCount: number;
      status: string;
      claimedBy: { name: string } | null;
    }[];
    openCount: number;
  };
};
const itemFor = async (targetId: string, kind = "reports") => {
  const found = (await queue()).items.find((i) => i.targetId === targetId && i.kind === kind);
  if (!found) throw new Error(`no ${kind} item for ${targetId}`);
  return found;
};
const act = (c: Client, id: string, payload: object) =>
  c.inject({ method: "POST", url: `/api/admin/moderation/items/${id}/actions`, payload });
const task = async (customerId: string, title = "Mount a TV") =>
  (await insertTask(t, { customerId, categoryId, title })).id;

describe("the queue", () => {
  it("groups every report of one target into one item", async () => {
    const customer = await signUp(t.app);
    const id = await task(customer.user.id, "Grouped");
    await report(await tasker(), "task", id, "spam");
    await report(await tasker(), "task", id, "scam");
    const item = await itemFor(id);
    expect(item).toMatchObject({ reportCount: 2, reporterCount: 2, status: "open" });
    const detail = await admin.inject({ url: `/api/admin/moderation/items/${item.id}` });
    expect(detail.json().reports).toHaveLength(2);
    expect(detail.json().reports[0].context.summary).toBe("Task 'Grouped'");
  });

  it("orders by category, then by the number of reporters, then by the reporters' track record", async () => {
    const customer = await signUp(t.app);
    const [unsafe, spam, spamTwice, trusted, doubted] = await Promise.all(
      ["Unsafe", "Spam", "Spam twice", "Trusted", "Doubted"].map((title) => task(customer.user.id, title)),
    );
    await report(await tasker(), "task", unsafe, "unsafe");
    await report(await tasker(), "task", spam, "spam");
    await report(await tasker(), "task", spamTwice, "spam");
    await report(await tasker(), "task", spamTwice, "spam");
    // A reporter whose earlier report ended in action outranks one whose earlier report did not.
    const good = await tasker("Good");
    const poor = await tasker("Poor");
    const earlierGood = await task(customer.user.id, "Earlier good");
    const earlierPoor = await task(customer.user.id, "Earlier poor");
    await report(good, "task", earlierGood, "other");
    await report(poor, "task", earlierPoor, "other");
    expect(
      (await act(admin, (await itemFor(earlierGood)).id, { action: "warn", reason: "Confirmed" })).statusCode,
    ).toBe(200);
    expect(
      (await act(admin, (await itemFor(earlierPoor)).id, { action: "dismiss", reason: "Nothing there" })).statusCode,
    ).toBe(200);
    await report(good, "task", trusted, "other");
    await report(poor, "task", doubted, "other");

    const items = (await queue()).items;
    const rank = (id: string) => items.findIndex((i) => i.targetId === id);
    const priority = (id: string) => items[rank(id)].priority;
    expect(priority(unsafe)).toBeGreaterThan(priority(spam));
    expect(priority(spamTwice)).toBeGreaterThan(priority(spam));
    expect(priority(trusted)).toBeGreaterThan(priority(doubted));
    expect(rank(unsafe)).toBeLessThan(rank(spam));
    expect(rank(trusted)).toBeLessThan(rank(doubted));
    // Sorted by priority throughout.
    const numbers = items.map((i) => i.priority);
    expect(numbers).toEqual([...numbers].sort((a, b) => b - a));
  });

  it("filters by status and kind", async () => {
    const customer = await signUp(t.app);
    const id = await task(customer.user.id, "Filtered");
    await report(await tasker(), "task", id, "spam");
    const item = await itemFor(id);
    await act(admin, item.id, { action: "dismiss", reason: "Fine" });
    expect((await queue("?status=closed")).items.map((i) => i.id)).toContain(item.id);
    expect((await queue()).items.map((i) => i.id)).not.toContain(item.id);
    expect((await queue("?kind=contact-details")).items.every((i) => i.kind === "contact-details")).toBe(true);
  });

  it("flags contact details sent before a booking, and a person reported by 3 people", async () => {
    const sender = await tasker("Sam");
    const receiver = await signUp(t.app);
    const sent = await sender.inject({
      method: "POST",
      url: "/api/messages",
      payload: { receiverId: receiver.user.id, content: "Text me on 512-555-0100" },
    });
    expect(sent.statusCode).toBe(201);
    const flag = await itemFor(sender.user.id, "contact-details");
    const detail = (await admin.inject({ url: `/api/admin/moderation/items/${flag.id}` })).json();
    expect(detail.flagMessages.map((m: { content: string }) => m.content)).toEqual(["Text me on 512-555-0100"]);

    const person = await insertTasker(t, {}, { firstName: "Often" });
    for (const category of ["spam", "harassment", "other"])
      await report(await signUp(t.app), "profile", person.user.id, category);
    const many = await itemFor(person.user.id, "many-reports");
    expect(many.reporterCount).toBe(3);
  });

  it("answers the open count for the nav", async () => {
    const r = await admin.inject({ url: "/api/admin/moderation/count" });
    expect(r.json().open).toBe((await queue()).openCount);
  });
});

describe("claims", () => {
  it("lets one admin claim; another gets 409 until it is released", async () => {
    const customer = await signUp(t.app);
    const id = await task(customer.user.id, "Claimed");
    await report(await tasker(), "task", id, "spam");
    const item = await itemFor(id);
    const claim = (c: Client) => c.inject({ method: "POST", url: `/api/admin/moderation/items/${item.id}/claim` });
    const release = (c: Client) => c.inject({ method: "POST", url: `/api/admin/moderation/items/${item.id}/release` });
    expect((await claim(admin)).json().item).toMatchObject({ status: "claimed", claimedBy: { name: "Alex A." } });
    const taken = await claim(otherAdmin);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe("Alex A. has claimed this item.");
    expect((await release(otherAdmin)).statusCode).toBe(409);
    expect((await act(otherAdmin, item.id, { action: "dismiss", reason: "Mine now" })).statusCode).toBe(409);
    expect((await release(admin)).json().item).toMatchObject({ status: "open", claimedBy: null });
    expect((await claim(otherAdmin)).statusCode).toBe(200);
  });
});

describe("actions", () => {
  it("hides a message from both people, keeps it for admins, and tells its sender", async () => {
    const sender = await tasker("Hal");
    const receiver = await signUp(t.app);
    const sent = await sender.inject({
      method: "POST",
      url: "/api/messages",
      payload: { receiverId: receiver.user.id, content: "Something rude" },
    });
    const { id, conversationId } = sent.json();
    await report(receiver, "message", id, "harassment");
    const item = await itemFor(id);
    expect((await act(admin, item.id, { action: "hide", reason: "Rude language" })).statusCode).toBe(200);
    for (const c of [sender, receiver]) {
      const read = await c.inject({ url: `/api/conversations/${conversationId}/messages` });
      expect(pageOf(read).items.map((m) => m.id)).not.toContain(id);
    }
    const detail = (await admin.inject({ url: `/api/admin/moderation/items/${item.id}` })).json();
    expect(detail.reports[0].context.messages[0].content).toBe("Something rude");
    expect(detail.item).toMatchObject({ status: "closed", outcome: "hide" });
    const bell = (await sender.inject({ url: "/api/notifications" })).json();
    expect(bell[0]).toMatchObject({ kind: "moderation.hidden", title: "We hid something you posted: Rude language" });
  });

  it("hides a task and an offer from everyone but admins", async () => {
    const customer = await signUp(t.app);
    const id = await task(customer.user.id, "Hidden task");
    const reporter = await tasker();
    await report(reporter, "task", id, "inappropriate");
    await act(admin, (await itemFor(id)).id, { action: "hide", reason: "Not allowed" });
    expect((await customer.inject({ url: `/api/tasks/${id}` })).statusCode).toBe(404);
    expect((await reporter.inject({ url: `/api/tasks/${id}` })).statusCode).toBe(404);
    expect((await admin.inject({ url: `/api/tasks/${id}` })).statusCode).toBe(200);

    const open = await task(customer.user.id, "Offer task");
    const offerer = await insertTasker(t, {}, { firstName: "Olly" });
    const offer = await insertOffer(t, { taskId: open, taskerId: offerer.user.id });
    await report(customer, "offer", offer.id, "scam");
    await act(admin, (await itemFor(offer.id)).id, { action: "hide", reason: "Asks for cash" });
    const offers = await customer.inject({ url: `/api/tasks/${open}/offers` });
    expect(offers.json().map((o: { id: string }) => o.id)).not.toContain(offer.id);
    const asAdmin = await admin.inject({ url: `/api/tasks/${open}/offers` });
    expect(asAdmin.json().map((o: { id: string }) => o.id)).toContain(offer.id);
  });

  it("refuses hiding a profile, and an action without a reason", async () => {
    const person = await insertTasker(t, {}, { firstName: "Pro" });
    await report(await signUp(t.app), "profile", person.user.id, "spam");
    const item = await itemFor(person.user.id);
    expect((await act(admin, item.id, { action: "hide", reason: "No" })).statusCode).toBe(400);
    expect((await act(admin, item.id, { action: "warn", reason: "" })).statusCode).toBe(400);
    expect((await act(admin, item.id, { action: "limit", reason: "No days" })).statusCode).toBe(400);
    expect((await queue()).items.find((i) => i.id === item.id)?.status).toBe("open");
  });

  it("warns: the person gets a notification and an e-mail with the reason; reporters are told; audited", async () => {
    const person = await insertTasker(t, {}, { firstName: "Wanda" });
    const reporter = await signUp(t.app);
    await report(reporter, "profile", person.user.id, "harassment");
    const item = await itemFor(person.user.id);
    expect((await act(admin, item.id, { action: "warn", reason: "Be polite to customers" })).statusCode).toBe(200);
    const bell = (await person.inject({ url: "/api/notifications" })).json();
    expect(bell[0]).toMatchObject({
      kind: "moderation.warned",
      title: "A warning from taskly: Be polite to customers",
      data: { reason: "Be polite to customers" },
    });
    const [mail] = await queryRows<{ subject: string; body: string; category: string }>(
      t.database.db,
      sql`select subject, body, category from email_outbox where user_id = ${person.user.id}::uuid`,
    );
    expect(mail).toMatchObject({ subject: "A warning from taskly", category: "safety" });
    expect(mail.body).toContain("Be polite to customers");
    expect((await reporter.inject({ url: "/api/reports/mine" })).json()[0].status).toBe("action-taken");
    const audit = pageOf(await admin.inject({ url: "/api/admin/audit" })).items;
    expect(audit.find((a) => a.action === "moderation.warn" && a.targetId === person.user.id)).toBeTruthy();
  });

  it("limits: no messages, offers or tasks until the date (403 with the date), lifted after it", async () => {
    const person = await insertTasker(t, {}, { firstName: "Lim" });
    const customer = await signUp(t.app);
    await report(customer, "profile", person.user.id, "spam");
    const item = await itemFor(person.user.id);
    expect((await act(admin, item.id, { action: "limit", days: 7, reason: "Spamming customers" })).statusCode).toBe(
      200,
    );
    const [row] = await queryRows<{ limited_until: Date | string }>(
      t.database.db,
      sql`select limited_until from users where id = ${person.user.id}::uuid`,
    );
    const text = limitedMessage(row.limited_until, "Spamming customers");
    expect(text).toMatch(/^Your account is limited until \d{1,2} [A-Z][a-z]+: Spamming customers$/);

    const message = await person.inject({
      method: "POST",
      url: "/api/messages",
      payload: { receiverId: customer.user.id, content: "Hi" },
    });
    expect([message.statusCode, message.json().message]).toEqual([403, text]);
    const open = await task(customer.user.id, "Needs offers");
    const offer = await person.inject({
      method: "POST",
      url: `/api/tasks/${open}/offers`,
      payload: { message: "I can do it", proposedRate: "40.00", estimatedDuration: 2 },
    });
    expect([offer.statusCode, offer.json().message]).toEqual([403, text]);
    const posted = await person.inject({
      method: "POST",
      url: "/api/tasks",
      payload: {
        categoryId,
        title: "My own task",
        description: "Details here",
        location: "Austin, TX",
        budget: "$50",
        scheduledDate: new Date(Date.now() + 3 * 86400_000).toISOString(),
      },
    });
    expect([posted.statusCode, posted.json().message]).toEqual([403, text]);
    expect((await person.inject({ url: "/api/notifications" })).json()[0]).toMatchObject({
      kind: "moderation.limited",
      title: text,
    });

    const after = new Date(new Date(row.limited_until).getTime() + 1000);
    await expect(assertNotLimited(t.database.db, person.user.id, after)).resolves.toBeUndefined();
    await expect(assertNotLimited(t.database.db, person.user.id)).rejects.toMatchObject({ statusCode: 403 });
  });

  it("suspends with the admin users module: login is refused", async () => {
    const person = await signUp(t.app, { userType: "tasker", firstName: "Sus", password: "correct-horse-battery" });
    const reporter = await signUp(t.app);
    await person.inject({
      method: "POST",
      url: "/api/messages",
      payload: { receiverId: reporter.user.id, content: "Pay me" },
    });
    await report(reporter, "profile", person.user.id, "scam");
    const item = await itemFor(person.user.id);
    expect((await act(admin, item.id, { action: "suspend", reason: "Fraud" })).statusCode).toBe(200);
    expect((await attemptLogin(t.app, person.user.email, "correct-horse-battery")).statusCode).not.toBe(200);
    const audit = pageOf(await admin.inject({ url: "/api/admin/audit" })).items.map((a) => a.action);
    expect(audit).toContain("moderation.suspend");
    expect(audit).toContain("user.suspend");
    const detail = (await admin.inject({ url: `/api/admin/moderation/items/${item.id}` })).json();
    expect(detail.standing.suspended).toBe(true);
    expect(detail.history[0]).toMatchObject({ action: "suspend", reason: "Fraud", admin: { name: "Alex A." } });
  });

  it("refuses a second action on a closed item", async () => {
    const customer = await signUp(t.app);
    const id = await task(customer.user.id, "Closed once");
    await report(await tasker(), "task", id, "spam");
    const item = await itemFor(id);
    await act(admin, item.id, { action: "dismiss", reason: "Fine" });
    expect((await act(admin, item.id, { action: "warn", reason: "Again" })).statusCode).toBe(409);
  });
});

describe("access", () => {
  it("answers 403 to non-admins and 401 without a session", async () => {
    const someone = await signUp(t.app);
    for (const [method, url] of [
      ["GET", "/api/admin/moderation"],
      ["GET", "/api/admin/moderation/count"],
      ["GET", "/api/admin/moderation/items/00000000-0000-4000-8000-000000000000"],
      ["POST", "/api/admin/moderation/items/00000000-0000-4000-8000-000000000000/claim"],
    ] as const) {
      expect((await someone.inject({ method, url })).statusCode).toBe(403);
      expect((await t.app.inject({ method, url })).statusCode).toBe(401);
    }
  });
});
