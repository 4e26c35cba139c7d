// Reporting a profile, a message, a task and an offer against the real server and database: who may
// report what, the snapshot kept, the limits, and the reporter following the report's status.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DUPLICATE_REPORT, REPORTS_PER_HOUR, SELF_REPORT, TOO_MANY_REPORTS } from "../../../contract/reports";
import { queryRows } from "../../db/query";
import { insertOffer, insertTask, insertTasker, makeAdmin, seedCategories } from "../../test/fixtures";
import { createTestApp, signUp, type Client, type TestApp } from "../../test/harness";

let t: TestApp;
let categoryId: string;
let casey: Client;
let tara: Client & { profileId: string };
let admin: Client;

beforeAll(async () => {
  t = await createTestApp();
  categoryId = (await seedCategories(t)).Mounting;
  casey = await signUp(t.app, { firstName: "Casey", lastName: "Customer" });
  tara = await insertTasker(t, {}, { firstName: "Tara", lastName: "Tasker" });
  admin = await makeAdmin(t);
});
afterAll(() => t.close());

const report = (c: Client, payload: object) => c.inject({ method: "POST", url: "/api/reports", payload });
const send = async (from: Client, to: Client, content: string) => {
  const r = await from.inject({ method: "POST", url: "/api/messages", payload: { receiverId: to.user.id, content } });
  expect(r.statusCode).toBe(201);
  return r.json() as { id: string; conversationId: string };
};

describe("POST /api/reports", () => {
  it("reports a listed tasker's profile with its public fields", async () => {
    const r = await report(casey, { targetType: "profile", targetId: tara.user.id, category: "no-show" });
    expect(r.statusCode).toBe(201);
    expect(r.json()).toMatchObject({
      targetType: "profile",
      status: "received",
      summary: "Profile of Tara T.",
      person: { id: tara.user.id, name: "Tara T." },
    });
  });

  it("reports a message with up to 5 messages before and after it from that conversation", async () => {
    const dana = await signUp(t.app, { firstName: "Dana" });
    const sent = [];
    for (let i = 1; i <= 13; i++) sent.push(await send(i % 2 ? tara : dana, i % 2 ? dana : tara, `message ${i}`));
    const target = sent[6]; // "message 7", from Tara
    const r = await report(dana, {
      targetType: "message",
      targetId: target.id,
      category: "harassment",
      details: "  Keeps insisting.  ",
    });
    expect(r.statusCode).toBe(201);
    expect(r.json().person.id).toBe(tara.user.id);
    const [row] = await queryRows<{ details: string; context: { messages: { content: string; reported: boolean }[] } }>(
      t.database.db,
      sql`select details, context from reports where id = ${r.json().id}::uuid`,
    );
    expect(row.details).toBe("Keeps insisting.");
    expect(row.context.messages.map((m) => m.content)).toEqual(
      [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map((i) => `message ${i}`),
    );
    expect(row.context.messages.filter((m) => m.reported).map((m) => m.content)).toEqual(["message 7"]);
  });

  it("answers 404 for a message of a conversation the reporter is not in", async () => {
    const dana = await signUp(t.app, { firstName: "Dana" });
    const { id } = await send(tara, dana, "Hello Dana");
    const r = await report(casey, { targetType: "message", targetId: id, category: "spam" });
    expect(r.statusCode).toBe(404);
  });

  it("reports a task the reporter can read, and an offer on the reporter's task", async () => {
    const task = await insertTask(t, { customerId: casey.user.id, categoryId, title: "Hang shelves" });
    const byTara = await report(tara, { targetType: "task", targetId: task.id, category: "inappropriate" });
    expect(byTara.statusCode).toBe(201);
    expect(byTara.json()).toMatchObject({ summary: "Task 'Hang shelves'", person: { id: casey.user.id } });

    const offer = await insertOffer(t, { taskId: task.id, taskerId: tara.user.id, message: "Pay me in cash" });
    const byCasey = await report(casey, { targetType: "offer", targetId: offer.id, category: "scam" });
    expect(byCasey.statusCode).toBe(201);
    const [row] = await queryRows<{ context: { fields: { label: string; value: string }[] } }>(
      t.database.db,
      sql`select context from reports where id = ${byCasey.json().id}::uuid`,
    );
    expect(row.context.fields).toContainEqual({ label: "Message", value: "Pay me in cash" });
    // A stranger sees neither another customer's offers nor its task once it is not open.
    const stranger = await signUp(t.app);
    expect((await report(stranger, { targetType: "offer", targetId: offer.id, category: "scam" })).statusCode).toBe(
      404,
    );
  });

  it("refuses a second report of one target with 409, and changes nothing", async () => {
    const task = await insertTask(t, { customerId: casey.user.id, categoryId, title: "Twice" });
    expect((await report(tara, { targetType: "task", targetId: task.id, category: "spam" })).statusCode).toBe(201);
    const again = await report(tara, { targetType: "task", targetId: task.id, category: "other" });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(DUPLICATE_REPORT);
    const [count] = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from reports where target_id = ${task.id}::uuid`,
    );
    expect(count.n).toBe(1);
  });

  it("refuses reporting oneself (400) and an unknown target (404)", async () => {
    const self = await report(tara, { targetType: "profile", targetId: tara.user.id, category: "other" });
    expect(self.statusCode).toBe(400);
    expect(self.json().message).toBe(SELF_REPORT);
    const unknown = await report(casey, {
      targetType: "task",
      targetId: "00000000-0000-4000-8000-000000000000",
      category: "spam",
    });
    expect(unknown.statusCode).toBe(404);
    const bad = await report(casey, { targetType: "booking", targetId: tara.user.id, category: "spam" });
    expect(bad.statusCode).toBe(400);
    const long = await report(casey, {
      targetType: "profile",
      targetId: tara.user.id,
      category: "spam",
      details: "x".repeat(1001),
    });
    expect(long.statusCode).toBe(400);
  });

  it("answers 429 past 10 reports an hour", async () => {
    const busy = await signUp(t.app, { userType: "tasker" });
    for (let i = 0; i < REPORTS_PER_HOUR; i++) {
      const task = await insertTask(t, { customerId: casey.user.id, categoryId, title: `Task ${i}` });
      expect((await report(busy, { targetType: "task", targetId: task.id, category: "spam" })).statusCode).toBe(201);
    }
    const task = await insertTask(t, { customerId: casey.user.id, categoryId, title: "One more" });
    const r = await report(busy, { targetType: "task", targetId: task.id, category: "spam" });
    expect(r.statusCode).toBe(429);
    expect(r.json().message).toBe(TOO_MANY_REPORTS);
  });

  it("needs a session", async () => {
    const r = await t.app.inject({
      method: "POST",
      url: "/api/reports",
      payload: { targetType: "profile", targetId: tara.user.id, category: "spam" },
    });
    expect(r.statusCode).toBe(401);
  });
});

describe("the reporter's reports", () => {
  it("lists their reports and tells them when the status changes, never what was done", async () => {
    // Taskers read open tasks, so they may report them.
    const reporter = await signUp(t.app, { firstName: "Rae", userType: "tasker" });
    const task = await insertTask(t, { customerId: casey.user.id, categoryId, title: "Suspicious task" });
    const made = await report(reporter, { targetType: "task", targetId: task.id, category: "scam" });
    const mine = await reporter.inject({ url: "/api/reports/mine" });
    expect(mine.json()).toMatchObject([{ id: made.json().id, status: "received", summary: "Task 'Suspicious task'" }]);

    const queue = await admin.inject({ url: "/api/admin/moderation?kind=reports" });
    const item = queue.json().items.find((i: { targetId: string }) => i.targetId === task.id);
    const acted = await admin.inject({
      method: "POST",
      url: `/api/admin/moderation/items/${item.id}/actions`,
      payload: { action: "warn", reason: "Asking for payment outside taskly" },
    });
    expect(acted.statusCode).toBe(200);

    const after = await reporter.inject({ url: "/api/reports/mine" });
    expect(after.json()[0]).toMatchObject({ status: "action-taken" });
    expect(after.json()[0].resolvedAt).not.toBeNull();
    const bell = await reporter.inject({ url: "/api/notifications" });
    expect(bell.json()[0]).toMatchObject({ kind: "report.actioned", title: "We took action on your report" });
    const [mail] = await queryRows<{ subject: string; body: string }>(
      t.database.db,
      sql`select subject, body from email_outbox where user_id = ${reporter.user.id}::uuid`,
    );
    expect(mail.subject).toBe("We took action on your report");
    expect(mail.body).not.toContain("warn");
  });

  it("sends no e-mail to a reporter who turned report e-mails off, but still updates the status", async () => {
    const reporter = await signUp(t.app, { userType: "tasker" });
    const put = await reporter.inject({
      method: "PUT",
      url: "/api/notification-preferences",
      payload: { cells: [{ category: "reports", channel: "email", enabled: false }] },
    });
    expect(put.statusCode).toBe(200);
    const task = await insertTask(t, { customerId: casey.user.id, categoryId, title: "Quiet" });
    await report(reporter, { targetType: "task", targetId: task.id, category: "other" });
    const queue = await admin.inject({ url: "/api/admin/moderation" });
    const item = queue.json().items.find((i: { targetId: string }) => i.targetId === task.id);
    await admin.inject({
      method: "POST",
      url: `/api/admin/moderation/items/${item.id}/actions`,
      payload: { action: "dismiss", reason: "Nothing wrong here" },
    });
    expect((await reporter.inject({ url: "/api/reports/mine" })).json()[0].status).toBe("reviewed");
    const mails = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from email_outbox where user_id = ${reporter.user.id}::uuid`,
    );
    expect(mails[0].n).toBe(0);
    const bell = await reporter.inject({ url: "/api/notifications" });
    expect(bell.json()[0]).toMatchObject({ kind: "report.reviewed" });
  });
});
