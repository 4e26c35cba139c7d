// Abuse of the marketplace's own rules: review farming, quadratic masking, leaked titles and last
// names, offers without a profile, text injected into e-mails, unbounded dates and strings. Each
// test drives the real API and fails on a server without the rule.
import { eq, sql } from "drizzle-orm";
import { checkSync } from "recheck";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MIN_HOURLY_RATE } from "../../contract/constants";
import { maskContactDetails } from "../../contract/messages";
import { bookingAmountStrings } from "../../contract/money";
import { queryRows } from "../db/query";
import {
  bookings,
  emailOutbox,
  messages,
  payments,
  serviceCategories,
  taskOffers,
  taskerProfiles,
  tasks,
} from "../db/schema";
import { newTasker as sharedNewTasker, validProfile } from "../test/fixtures";
import { createTestApp, signUp, type Client, type TestApp, pageOf } from "../test/harness";
import { HOSTILE_CONTACT_TEXTS } from "./hostile-text";
import { sourcePatterns } from "./regex-patterns";

const CARD = { number: "4242 4242 4242 4242", expiry: "12/39", cvc: "123" };
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

let t: TestApp;
let categoryId: string;
const db = () => t.database.db;

beforeAll(async () => {
  t = await createTestApp();
  const [c] = await db().insert(serviceCategories).values({ name: "Mounting", baseRate: "50.00" }).returning();
  categoryId = c.id;
});
afterAll(async () => t?.close());

const newTasker = (names: { firstName?: string; lastName?: string } = {}, profile: Record<string, unknown> = {}) =>
  sharedNewTasker(t, { businessName: null, skills: ["Mounting"], ...profile }, { lastName: "Smithson", ...names });

async function postTask(customer: Client, overrides: Record<string, unknown> = {}) {
  return customer.inject({
    method: "POST",
    url: "/api/tasks",
    payload: {
      categoryId,
      title: "Mount a TV",
      description: "65 inch, drywall",
      location: "Austin",
      budget: "$100",
      scheduledDate: new Date(Date.now() + 3 * DAY).toISOString(),
      ...overrides,
    },
  });
}

async function newTask(customer: Client, overrides: Record<string, unknown> = {}): Promise<string> {
  const res = await postTask(customer, overrides);
  expect(res.statusCode).toBe(201);
  return res.json().id as string;
}

function book(
  customer: Client,
  body: { taskId: string; offerId?: string; taskerId?: string; rate: string; start: Date; hours?: number },
) {
  const hours = body.hours ?? 2;
  return customer.inject({
    method: "POST",
    url: "/api/bookings",
    payload: {
      taskId: body.taskId,
      offerId: body.offerId,
      taskerId: body.taskerId,
      scheduledDate: body.start.toISOString(),
      duration: hours,
      totalAmount: bookingAmountStrings(body.rate, hours).total,
      card: CARD,
    },
  });
}

const start = (bookingId: string, tasker: Client) =>
  tasker.inject({ method: "POST", url: `/api/bookings/${bookingId}/start` });
const complete = (bookingId: string, tasker: Client) =>
  tasker.inject({ method: "POST", url: `/api/bookings/${bookingId}/complete` });

describe("review farming and early capture", () => {
  it("hole: a tasker cannot start a booking more than an hour early, nor complete one not started", async () => {
    const customer = await signUp(t.app);
    const tasker = await newTasker();
    const taskId = await newTask(customer);
    const booked = await book(customer, {
      taskId,
      taskerId: tasker.profileId,
      rate: "45.50",
      start: new Date(Date.now() + 3 * DAY),
    });
    expect(booked.statusCode).toBe(201);
    const id = booked.json().id as string;

    const early = await start(id, tasker);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toMatch(/^You can start this job from 60 minutes before it begins/);
    const notStarted = await complete(id, tasker);
    expect(notStarted.statusCode).toBe(409);
    expect(notStarted.json().message).toBe("Start the job before completing it.");
    const [still] = await db().select().from(bookings).where(eq(bookings.id, id));
    expect(still).toMatchObject({ status: "confirmed", startedAt: null });
    const [payment] = await db().select().from(payments).where(eq(payments.bookingId, id));
    expect(payment.status).toBe("authorized");
    expect(
      (await customer.inject({ method: "POST", url: `/api/bookings/${id}/review`, payload: { rating: 5 } })).statusCode,
    ).toBe(409);

    // The day comes: 61 minutes before the start is still too early, 59 minutes before is fine.
    const moveStart = (ms: number) =>
      queryRows(
        db(),
        sql`update bookings set scheduled_date = now() + make_interval(secs => ${ms / 1000}),
      ends_at = now() + make_interval(secs => ${ms / 1000 + 2 * 3600}) where id = ${id}::uuid`,
      );
    await moveStart(61 * 60_000);
    expect((await start(id, tasker)).statusCode).toBe(409);
    await moveStart(59 * 60_000);
    expect((await start(id, tasker)).json()).toMatchObject({ status: "in_progress" });
    expect((await complete(id, tasker)).json()).toMatchObject({ status: "completed", paymentStatus: "captured" });
  });

  it("hole: rates and offers below the minimum hourly rate are refused, and a legacy low rate is never booked", async () => {
    const min = MIN_HOURLY_RATE.toFixed(2);
    const cheap = await signUp(t.app, { userType: "tasker" });
    const profile = await cheap.inject({
      method: "POST",
      url: "/api/taskers",
      payload: validProfile({ hourlyRate: "0.01" }),
    });
    expect(profile.statusCode).toBe(400);
    expect(profile.json().message).toBe(`Hourly rate must be at least $${min}`);
    const tasker = await newTasker({}, { hourlyRate: min });
    expect(
      (await tasker.inject({ method: "PUT", url: "/api/taskers/profile", payload: { hourlyRate: "14.99" } }))
        .statusCode,
    ).toBe(400);

    const customer = await signUp(t.app);
    const taskId = await newTask(customer);
    const offer = await tasker.inject({
      method: "POST",
      url: `/api/tasks/${taskId}/offers`,
      payload: { message: "I can do it today", proposedRate: "0.01", estimatedDuration: 1 },
    });
    expect(offer.statusCode).toBe(400);
    expect(offer.json().message).toBe(`Rate must be at least $${min} an hour`);
    expect(await db().select().from(taskOffers).where(eq(taskOffers.taskId, taskId))).toHaveLength(0);

    // A rate written before the minimum existed: neither the profile's rate nor such an offer can be booked.
    await db().update(taskerProfiles).set({ hourlyRate: "0.01" }).where(eq(taskerProfiles.id, tasker.profileId));
    const direct = await book(customer, {
      taskId,
      taskerId: tasker.profileId,
      rate: "0.01",
      start: new Date(Date.now() + DAY),
    });
    expect(direct.statusCode).toBe(409);
    expect(direct.json().message).toBe(`This rate is below the minimum of $${min} an hour.`);
    const [legacy] = await db()
      .insert(taskOffers)
      .values({ taskId, taskerId: tasker.user.id, proposedRate: "0.01", estimatedDuration: 1, message: "Legacy offer" })
      .returning();
    const viaOffer = await book(customer, {
      taskId,
      offerId: legacy.id,
      rate: "0.01",
      start: new Date(Date.now() + DAY),
    });
    expect(viaOffer.statusCode).toBe(409);
    expect(await db().select().from(bookings).where(eq(bookings.taskId, taskId))).toHaveLength(0);
  });
});

describe("quadratic regex", () => {
  const HOSTILE = HOSTILE_CONTACT_TEXTS;

  /** recheck's verdict; an analysis the checker's own time limit cut short (a busy machine) gets a second, longer try. */
  function linearTimeCheck(source: string, flags: string) {
    const first = checkSync(source, flags, { timeout: 10_000 });
    const timedOut = first.status === "unknown" && first.error.kind === "timeout";
    return timedOut ? checkSync(source, flags, { timeout: 60_000 }) : first;
  }

  it("hole: every regular expression in the source runs in linear time (no backtracking blow-up)", () => {
    const patterns = sourcePatterns();
    expect(patterns.length).toBeGreaterThan(50); // the walk really read the source
    const slow = patterns
      .map((p) => ({ ...p, result: linearTimeCheck(p.source, p.flags.replace(/[gy]/g, "")) }))
      .filter(({ result }) => result.status !== "safe")
      .map(({ where, source, result }) => `${where} /${source}/: ${result.status}`);
    expect(slow).toEqual([]);
    // The checker is not lenient: the masking pattern this replaced is quadratic.
    expect(checkSync("[A-Z0-9._%+-]+@[A-Z0-9.-]+\\.[A-Z]{2,}", "i").status).toBe("vulnerable");
  }, 240_000); // some 200 patterns, each analysed up to 10 s (60 s again when cut short): a busy machine takes minutes

  it("hole: 200 messages built to make the contact masking backtrack are read and masked", async () => {
    const sender = await signUp(t.app);
    const receiver = await signUp(t.app);
    const first = await sender.inject({
      method: "POST",
      url: "/api/messages",
      payload: { content: "hello", receiverId: receiver.user.id },
    });
    const conversationId = first.json().conversationId as string;
    // Written straight into the table: the send rate limit would otherwise take minutes.
    await db()
      .insert(messages)
      .values(
        Array.from({ length: 199 }, (_, i) => ({
          conversationId,
          senderId: sender.user.id,
          receiverId: receiver.user.id,
          content: HOSTILE[i % HOSTILE.length],
        })),
      );

    // The receiver reads all 200 (5.5 s before the masking became linear), each masked as before.
    const read = await receiver.inject({ url: `/api/conversations/${conversationId}/messages?limit=200` });
    expect(read.statusCode).toBe(200);
    expect(pageOf(read).items).toHaveLength(200);
    // Masking still works on real contact details.
    expect(maskContactDetails("mail jo.smith+tv@example.co.uk or call (512) 555-0100").text).toBe(
      "mail [email hidden] or call [phone hidden]",
    );
  });
});

describe("task titles", () => {
  it("hole: a message may name only a task its sender may read (404 'Task not found')", async () => {
    const owner = await signUp(t.app);
    const snoop = await signUp(t.app);
    const outsider = await newTasker();
    const taskId = await newTask(owner, { title: "Private: fix the safe in the basement" });
    // A customer may not read another customer's task; a tasker may not once it is no longer open.
    const bySnoop = await snoop.inject({
      method: "POST",
      url: "/api/messages",
      payload: { content: "hi", receiverId: owner.user.id, taskId },
    });
    expect(bySnoop.statusCode).toBe(404);
    expect(bySnoop.json().message).toBe("Task not found");
    await db().update(tasks).set({ status: "cancelled" }).where(eq(tasks.id, taskId));
    const byTasker = await outsider.inject({
      method: "POST",
      url: "/api/messages",
      payload: { content: "hi", receiverId: owner.user.id, taskId },
    });
    expect(byTasker.statusCode).toBe(404);
    for (const who of [snoop, owner]) {
      const list = await who.inject({ url: `/api/users/${who.user.id}/conversations` });
      expect(list.body).not.toContain("fix the safe");
    }
    // The owner can still talk about their own task.
    const own = await owner.inject({
      method: "POST",
      url: "/api/messages",
      payload: { content: "hi", receiverId: outsider.user.id, taskId },
    });
    expect(own.statusCode).toBe(201);
  });
});

describe("offers without a profile", () => {
  it("hole: only a listed, active tasker profile can offer, be invited or be hired", async () => {
    const customer = await signUp(t.app);
    const taskId = await newTask(customer);
    const bare = await signUp(t.app, { userType: "tasker" });
    const offer = await bare.inject({
      method: "POST",
      url: `/api/tasks/${taskId}/offers`,
      payload: { message: "I can do it today", proposedRate: "50.00", estimatedDuration: 2 },
    });
    expect(offer.statusCode).toBe(403);
    expect(offer.json().message).toMatch(/Create your tasker profile first/);

    // An offer of such an account written earlier cannot be booked.
    const [legacy] = await db()
      .insert(taskOffers)
      .values({ taskId, taskerId: bare.user.id, proposedRate: "50.00", estimatedDuration: 2, message: "Legacy offer" })
      .returning();
    expect(
      (await book(customer, { taskId, offerId: legacy.id, rate: "50.00", start: new Date(Date.now() + DAY) }))
        .statusCode,
    ).toBe(404);

    // A suspended or deleted tasker's profile is unlisted: it can neither be invited nor booked directly.
    const suspended = await newTasker();
    const deleted = await newTasker();
    await queryRows(db(), sql`update users set suspended_at = now() where id = ${suspended.user.id}::uuid`);
    await queryRows(db(), sql`update users set deleted_at = now() where id = ${deleted.user.id}::uuid`);
    for (const profileId of [suspended.profileId, deleted.profileId]) {
      const invite = await customer.inject({
        method: "POST",
        url: `/api/tasks/${taskId}/invitations`,
        payload: { taskerId: profileId },
      });
      expect(invite.statusCode).toBe(404);
      expect(
        (await book(customer, { taskId, taskerId: profileId, rate: "45.50", start: new Date(Date.now() + DAY) }))
          .statusCode,
      ).toBe(404);
    }
    expect(await db().select().from(bookings).where(eq(bookings.taskId, taskId))).toHaveLength(0);
  });
});

describe("text injected into e-mails", () => {
  it("hole: user text in a mail is one quoted, capped line; invitations are limited per customer", async () => {
    const customer = await signUp(t.app, { firstName: "Cara\n\nVerify your account: http://evil.example" });
    const tasker = await newTasker();
    const title = `x\n\nVerify your account: http://evil.example\r\n${"y".repeat(70)}`;
    const taskId = await newTask(customer, { title });
    const invited = await customer.inject({
      method: "POST",
      url: `/api/tasks/${taskId}/invitations`,
      payload: { taskerId: tasker.profileId },
    });
    expect(invited.statusCode).toBe(201);
    const [mail] = await db().select().from(emailOutbox).where(eq(emailOutbox.toAddress, tasker.user.email));
    expect(mail.subject).not.toMatch(/[\r\n]/);
    expect(mail.body).not.toMatch(/^Verify your account/m);
    const line = mail.body.split("\n").find((l) => l.includes("invited you"))!;
    expect(line).toMatch(
      /^"Cara Verify your account: http:\/\/evil\.example" invited you to send an offer on "x Verify your account: /,
    );
    expect(line).toMatch(/y…"\.$/);

    // 20 invitations an hour per customer, counted atomically: 25 at once let exactly 20 through.
    const spammer = await signUp(t.app);
    const spamTask = await newTask(spammer);
    const taskers = await Promise.all(Array.from({ length: 25 }, (_, i) => newTasker({ firstName: `T${i}` })));
    const answers = await Promise.all(
      taskers.map((tk) =>
        spammer.inject({
          method: "POST",
          url: `/api/tasks/${spamTask}/invitations`,
          payload: { taskerId: tk.profileId },
        }),
      ),
    );
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(20);
    expect(codes.filter((c) => c === 429)).toHaveLength(5);
    expect(answers.find((a) => a.statusCode === 429)!.json().message).toBe(
      "You can send at most 20 invitations an hour. Try again later.",
    );
    // Inviting someone already invited stays a harmless 200.
    const again = answers.findIndex((a) => a.statusCode === 201);
    const repeat = await spammer.inject({
      method: "POST",
      url: `/api/tasks/${spamTask}/invitations`,
      payload: { taskerId: taskers[again].profileId },
    });
    expect(repeat.statusCode).toBe(200);
  }, 120_000);
});

describe("full last names in public", () => {
  it("hole: public tasker, review, match and offer payloads carry the display name only", async () => {
    const tasker = await newTasker({ firstName: "Quentin", lastName: "Zyxwvutson" }, { skills: ["Mounting"] });
    const customer = await signUp(t.app, { firstName: "Rhea", lastName: "Qwertyuiopson" });
    const taskId = await newTask(customer);
    const offer = await tasker.inject({
      method: "POST",
      url: `/api/tasks/${taskId}/offers`,
      payload: { message: "I can do it today", proposedRate: "50.00", estimatedDuration: 2 },
    });
    expect(offer.statusCode).toBe(201);
    const booked = await book(customer, {
      taskId,
      offerId: offer.json().id,
      rate: "50.00",
      start: new Date(Date.now() + 0.5 * HOUR),
    });
    const bookingId = booked.json().id as string;
    await start(bookingId, tasker);
    await complete(bookingId, tasker);
    expect(
      (await customer.inject({ method: "POST", url: `/api/bookings/${bookingId}/review`, payload: { rating: 5 } }))
        .statusCode,
    ).toBe(201);
    // The tasker's review of the customer publishes both (double-blind reviews, decision 0063).
    await tasker.inject({ method: "POST", url: `/api/bookings/${bookingId}/review`, payload: { rating: 5 } });
    const matchTask = await newTask(customer);

    const reads = [
      await t.app.inject({ url: "/api/taskers?q=Quentin" }),
      await t.app.inject({ url: `/api/taskers/${tasker.profileId}` }),
      await t.app.inject({ url: `/api/taskers/${tasker.profileId}/reviews` }),
      await customer.inject({ url: `/api/tasks/${taskId}/offers` }),
      await customer.inject({ url: `/api/tasks/${matchTask}/matches` }),
    ];
    for (const res of reads) {
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain("Zyxwvutson");
      expect(res.body).not.toContain("Qwertyuiopson");
      expect(res.body).not.toContain("lastName");
    }
    expect(pageOf(reads[0]).items[0]).toMatchObject({ name: "Quentin Z." });
    expect(reads[1].json()).toMatchObject({ name: "Quentin Z.", heading: "Quentin Z." });
    expect(JSON.stringify(reads[2].json())).toContain('"reviewerName":"Rhea Q."');
  });
});

describe("no horizon, no length caps", () => {
  it("hole: far-future dates and oversized strings are 400 with a message, never 201 or 500", async () => {
    const customer = await signUp(t.app);
    const tasker = await newTasker();
    for (const scheduledDate of ["9999-12-31", new Date(Date.now() + 400 * DAY).toISOString()]) {
      const res = await postTask(customer, { scheduledDate });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe("Please choose a date within a year from today.");
    }
    expect(
      (await postTask(customer, { scheduledDate: new Date(Date.now() + 300 * DAY).toISOString() })).statusCode,
    ).toBe(201);
    const budget = await postTask(customer, { budget: `$${"9".repeat(100_000)}` });
    expect(budget.statusCode).toBe(400);
    expect(budget.json().message).toMatch(/Budget is too long/);

    const taskId = await newTask(customer);
    for (const when of [
      new Date("9999-06-01T10:00:00Z"),
      new Date("9999-12-31T23:00:00Z"),
      new Date(Date.now() + 400 * DAY),
    ]) {
      const res = await book(customer, { taskId, taskerId: tasker.profileId, rate: "45.50", start: when, hours: 8 });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe("Please choose a date within a year from today.");
    }
    expect(await db().select().from(bookings).where(eq(bookings.taskId, taskId))).toHaveLength(0);
  });

  it("hole: every string field of every request schema has a maximum length", async () => {
    type JsonSchema = {
      type?: string;
      maxLength?: number;
      enum?: unknown[];
      const?: unknown;
      format?: string;
      [key: string]: unknown;
    };
    const unbounded: string[] = [];
    const walk = (s: JsonSchema | undefined, where: string) => {
      if (!s || typeof s !== "object") return;
      if (s.type === "string" && s.maxLength == null && !s.enum && s.const === undefined && s.format !== "uuid")
        unbounded.push(where);
      for (const [key, child] of Object.entries((s.properties ?? {}) as Record<string, JsonSchema>))
        walk(child, `${where}.${key}`);
      for (const key of ["anyOf", "oneOf", "allOf"])
        ((s[key] ?? []) as JsonSchema[]).forEach((child, i) => walk(child, `${where}|${i}`));
      walk(s.items as JsonSchema | undefined, `${where}[]`);
      if (typeof s.additionalProperties === "object") walk(s.additionalProperties as JsonSchema, `${where}{}`);
    };
    const doc = (await t.app.inject({ url: "/api/docs/json" })).json() as {
      paths: Record<string, Record<string, Record<string, unknown>>>;
    };
    let strings = 0;
    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(operations)) {
        for (const p of (op.parameters ?? []) as { in: string; name: string; schema: JsonSchema }[])
          walk(p.schema, `${method} ${path} ${p.in}:${p.name}`);
        const body = op.requestBody as { content?: Record<string, { schema: JsonSchema }> } | undefined;
        for (const content of Object.values(body?.content ?? {})) walk(content.schema, `${method} ${path} body`);
        strings += JSON.stringify(op.requestBody ?? {}).split('"type":"string"').length - 1;
      }
    }
    expect(strings).toBeGreaterThan(30); // the walk really saw the request bodies
    expect(unbounded).toEqual([]);
  });
});
