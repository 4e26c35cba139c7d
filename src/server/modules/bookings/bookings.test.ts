import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Booking } from "../../../contract/bookings";
import {
  bookings,
  idempotencyKeys,
  payments,
  reviews,
  serviceCategories,
  taskOffers,
  taskerProfiles,
  tasks,
} from "../../db/schema";
import { queryRows, type Row } from "../../db/query";
import { insertTasker } from "../../test/fixtures";
import { createTestApp, signUp, type Client, type TestApp } from "../../test/harness";
import type { BuiltinPaymentProvider } from "../payments/builtin-provider";

const GOOD_CARD = { number: "4242 4242 4242 4242", expiry: "12/39", cvc: "123" };
const DECLINED_CARD = { number: "4000 0000 0000 0002", expiry: "12/39", cvc: "123" };
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

let t: TestApp;
let categoryId: string;

beforeAll(async () => {
  t = await createTestApp();
  const [c] = await t.database.db.insert(serviceCategories).values({ name: "Mounting", baseRate: "50.00" }).returning();
  categoryId = c.id;
});
afterAll(async () => t?.close());

const db = () => t.database.db;

async function makeTasker(rate = "50.00"): Promise<{ client: Client; profileId: string }> {
  const client = await insertTasker(t, { hourlyRate: rate });
  return { client, profileId: client.profileId };
}

async function makeTask(customer: Client, status = "open"): Promise<string> {
  const [task] = await db()
    .insert(tasks)
    .values({
      customerId: customer.user.id,
      categoryId,
      title: "Mount a TV",
      description: "65 inch",
      location: "Austin",
      status,
      scheduledDate: new Date(Date.now() + 5 * DAY),
    })
    .returning();
  return task.id;
}

async function makeOffer(taskId: string, tasker: Client, rate = "60.00", hours = 2): Promise<string> {
  const [o] = await db()
    .insert(taskOffers)
    .values({
      taskId,
      taskerId: tasker.user.id,
      proposedRate: rate,
      estimatedDuration: hours,
      message: "Happy to help",
    })
    .returning();
  return o.id;
}

/** A start time `days` from now, on the hour. */
function future(days: number, hourOffset = 0): string {
  const d = new Date(Date.now() + days * DAY + hourOffset * HOUR);
  d.setUTCMinutes(0, 0, 0);
  return d.toISOString();
}

function book(client: Client, body: Record<string, unknown>, key?: string) {
  return client.inject({
    method: "POST",
    url: "/api/bookings",
    payload: body,
    headers: key ? { "idempotency-key": key } : {},
  });
}

const provider = () => (t.app as unknown as { payments: BuiltinPaymentProvider }).payments;

describe("POST /api/bookings", () => {
  it("books an offer in one go: booking, payment, offers, task", async () => {
    const customer = await signUp(t.app);
    const a = await makeTasker();
    const b = await makeTasker();
    const taskId = await makeTask(customer);
    const chosen = await makeOffer(taskId, a.client, "60.00", 3);
    const other = await makeOffer(taskId, b.client, "40.00", 2);
    const start = future(3);
    const before = provider().authorizations;
    const res = await book(customer, {
      taskId,
      offerId: chosen,
      scheduledDate: start,
      duration: 3,
      totalAmount: "189.00",
      card: GOOD_CARD,
      customerId: randomUUID(),
      status: "completed",
      paymentStatus: "captured",
    });
    expect(res.statusCode).toBe(201);
    const booking = res.json() as Booking;
    expect(booking).toMatchObject({
      taskId,
      offerId: chosen,
      customerId: customer.user.id,
      taskerId: a.client.user.id,
      taskerProfileId: a.profileId,
      duration: 3,
      hourlyRate: "60.00",
      subtotal: "180.00",
      serviceFee: "9.00",
      totalAmount: "189.00",
      status: "confirmed",
      paymentStatus: "authorized",
      card: { brand: "visa", last4: "4242" },
      taskTitle: "Mount a TV",
      review: null,
    });
    expect(booking.scheduledDate).toBe(start);
    expect(booking.endsAt).toBe(new Date(Date.parse(start) + 3 * HOUR).toISOString());
    expect(provider().authorizations).toBe(before + 1);

    const [task] = await db().select().from(tasks).where(eq(tasks.id, taskId));
    expect(task).toMatchObject({ status: "assigned", taskerId: a.client.user.id });
    const offers = await db().select().from(taskOffers).where(eq(taskOffers.taskId, taskId));
    expect(Object.fromEntries(offers.map((o) => [o.id, o.status]))).toEqual({
      [chosen]: "accepted",
      [other]: "declined",
    });
    const pay = await db().select().from(payments).where(eq(payments.bookingId, booking.id));
    expect(pay).toHaveLength(1);
    expect(pay[0]).toMatchObject({
      provider: "builtin",
      status: "authorized",
      amount: "189.00",
      cardBrand: "visa",
      cardLast4: "4242",
    });
    // Never the number or the CVC, anywhere in the row.
    expect(JSON.stringify(pay[0])).not.toMatch(/4242424242424242|4242 4242/);
  });

  it("books a tasker directly at their own hourly rate", async () => {
    const customer = await signUp(t.app);
    const a = await makeTasker("45.50");
    const taskId = await makeTask(customer);
    const pending = await makeOffer(taskId, (await makeTasker()).client);
    const res = await book(customer, {
      taskId,
      taskerId: a.profileId,
      scheduledDate: future(4),
      duration: 2,
      totalAmount: "95.55",
      card: GOOD_CARD,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      taskerId: a.client.user.id,
      offerId: null,
      hourlyRate: "45.50",
      subtotal: "91.00",
      serviceFee: "4.55",
      totalAmount: "95.55",
    });
    const [offer] = await db().select().from(taskOffers).where(eq(taskOffers.id, pending));
    expect(offer.status).toBe("declined");
  });

  it("books an offer for its estimated hours, whatever the estimate (10 hours at 43.00: 451.50)", async () => {
    const customer = await signUp(t.app);
    const a = await makeTasker();
    const taskId = await makeTask(customer);
    const offerId = await makeOffer(taskId, a.client, "43.00", 10);
    const res = await book(customer, {
      taskId,
      offerId,
      scheduledDate: future(6),
      duration: 10,
      totalAmount: "451.50",
      card: GOOD_CARD,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ duration: 10, subtotal: "430.00", serviceFee: "21.50", totalAmount: "451.50" });
    expect(Date.parse(res.json().endsAt) - Date.parse(res.json().scheduledDate)).toBe(10 * HOUR);
  });

  it("refuses bad input with a clear message and changes nothing", async () => {
    const customer = await signUp(t.app);
    const stranger = await signUp(t.app);
    const a = await makeTasker();
    const taskId = await makeTask(customer);
    const offerId = await makeOffer(taskId, a.client, "50.00");
    const good = { taskId, offerId, scheduledDate: future(2), duration: 2, totalAmount: "105.00", card: GOOD_CARD };
    const cases: [Client, Record<string, unknown>, number, RegExp][] = [
      [stranger, good, 403, /your own tasks/],
      [customer, { ...good, scheduledDate: new Date(Date.now() - HOUR).toISOString() }, 400, /future/],
      [customer, { ...good, duration: 25 }, 400, /Duration must be a whole number of hours from 1 to 24/],
      [customer, { ...good, duration: 1.5 }, 400, /Duration must be a whole number of hours from 1 to 24/],
      [customer, { ...good, totalAmount: "100.00" }, 400, /does not match/],
      [customer, { ...good, offerId: randomUUID() }, 404, /Offer not found/],
      [customer, { ...good, taskId: randomUUID() }, 404, /Task not found/],
      [customer, { ...good, offerId: undefined }, 400, /Choose a tasker/],
      [customer, { ...good, card: { ...GOOD_CARD, number: "4242 4242 4242 4241" } }, 400, /valid card number/],
      [customer, { ...good, card: { ...GOOD_CARD, expiry: "01/20" } }, 400, /expired/],
      [customer, { ...good, card: { ...GOOD_CARD, cvc: "12" } }, 400, /CVC/],
      [customer, { ...good, card: DECLINED_CARD }, 402, /declined/],
    ];
    for (const [client, body, status, message] of cases) {
      const res = await book(client, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      expect(res.json().message).toMatch(message);
      expect(res.body).not.toContain("4000 0000");
    }
    expect(await db().select().from(bookings).where(eq(bookings.taskId, taskId))).toHaveLength(0);
    const [task] = await db().select().from(tasks).where(eq(tasks.id, taskId));
    expect(task.status).toBe("open");
    const [offer] = await db().select().from(taskOffers).where(eq(taskOffers.id, offerId));
    expect(offer.status).toBe("pending");
    expect((await t.app.inject({ method: "POST", url: "/api/bookings", payload: good })).statusCode).toBe(401);
  });

  it("a declined card creates nothing: no booking, no payment, task still open", async () => {
    const customer = await signUp(t.app);
    const a = await makeTasker();
    const taskId = await makeTask(customer);
    const offerId = await makeOffer(taskId, a.client, "50.00");
    const [{ n: paymentsBefore }] = await queryRows<Row>(db(), sql`select count(*)::int as n from payments`);
    const res = await book(
      customer,
      { taskId, offerId, scheduledDate: future(2), duration: 2, totalAmount: "105.00", card: DECLINED_CARD },
      "declined-key-1",
    );
    expect(res.statusCode).toBe(402);
    expect(res.json().message).toBe("Your card was declined. Please use another card.");
    expect(await db().select().from(bookings).where(eq(bookings.taskId, taskId))).toHaveLength(0);
    const [{ n: paymentsAfter }] = await queryRows<Row>(db(), sql`select count(*)::int as n from payments`);
    expect(paymentsAfter).toBe(paymentsBefore);
    expect(await db().select().from(idempotencyKeys).where(eq(idempotencyKeys.key, "declined-key-1"))).toHaveLength(0);
    const [task] = await db().select().from(tasks).where(eq(tasks.id, taskId));
    expect(task.status).toBe("open");
  });

  it("refuses a task that is not open (409 'Task not available')", async () => {
    const customer = await signUp(t.app);
    const a = await makeTasker();
    const taskId = await makeTask(customer, "cancelled");
    const res = await book(customer, {
      taskId,
      taskerId: a.profileId,
      scheduledDate: future(2),
      duration: 2,
      totalAmount: "105.00",
      card: GOOD_CARD,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe("Task not available");
  });

  it("a tasker cannot book themselves", async () => {
    const both = await signUp(t.app, { userType: "both" });
    const [p] = await db().insert(taskerProfiles).values({ userId: both.user.id, hourlyRate: "50.00" }).returning();
    const taskId = await makeTask(both);
    const res = await book(both, {
      taskId,
      taskerId: p.id,
      scheduledDate: future(2),
      duration: 2,
      totalAmount: "105.00",
      card: GOOD_CARD,
    });
    expect(res.statusCode).toBe(400);
  });

  it("the same Idempotency-Key twice: one booking, one payment, one authorization", async () => {
    const customer = await signUp(t.app);
    const a = await makeTasker();
    const taskId = await makeTask(customer);
    const offerId = await makeOffer(taskId, a.client, "50.00");
    const body = { taskId, offerId, scheduledDate: future(6), duration: 2, totalAmount: "105.00", card: GOOD_CARD };
    const before = provider().authorizations;
    const first = await book(customer, body, "key-abc-123456");
    const second = await book(customer, body, "key-abc-123456");
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(200);
    expect(second.headers["idempotent-replayed"]).toBe("true");
    expect(second.json().id).toBe(first.json().id);
    expect(provider().authorizations).toBe(before + 1);
    expect(await db().select().from(bookings).where(eq(bookings.taskId, taskId))).toHaveLength(1);
    expect(await db().select().from(payments).where(eq(payments.bookingId, first.json().id))).toHaveLength(1);
    // The same key with a different body is refused.
    const other = await book(customer, { ...body, duration: 3, totalAmount: "157.50" }, "key-abc-123456");
    expect(other.statusCode).toBe(422);
    // Without a key, the retry is a new request and the task is taken.
    expect((await book(customer, body)).statusCode).toBe(409);
  });

  it("concurrent retries with one Idempotency-Key book once", async () => {
    const customer = await signUp(t.app);
    const a = await makeTasker();
    const taskId = await makeTask(customer);
    const offerId = await makeOffer(taskId, a.client, "50.00");
    const body = { taskId, offerId, scheduledDate: future(7), duration: 2, totalAmount: "105.00", card: GOOD_CARD };
    const results = await Promise.all(Array.from({ length: 5 }, () => book(customer, body, "same-key-concurrent")));
    const ids = new Set(results.map((r) => r.json().id));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 200, 200, 200, 201]);
    expect(ids.size).toBe(1);
    expect(
      await db()
        .select()
        .from(payments)
        .where(eq(payments.bookingId, [...ids][0])),
    ).toHaveLength(1);
  });

  it("20 concurrent bookings of one tasker at overlapping times: exactly one succeeds", async () => {
    const a = await makeTasker();
    const requests = await Promise.all(
      Array.from({ length: 20 }, async (_, i) => {
        const customer = await signUp(t.app);
        const taskId = await makeTask(customer);
        // Starts 0-3 hours apart, 4 hours long: every pair overlaps.
        return {
          customer,
          body: {
            taskId,
            taskerId: a.profileId,
            scheduledDate: future(10, i % 4),
            duration: 4,
            totalAmount: "210.00",
            card: GOOD_CARD,
          },
        };
      }),
    );
    const results = await Promise.all(requests.map(({ customer, body }) => book(customer, body)));
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(19);
    for (const r of results.filter((x) => x.statusCode === 409))
      expect(r.json().message).toBe("That time is no longer available.");
    const rows = await db().select().from(bookings).where(eq(bookings.taskerId, a.client.user.id));
    expect(rows).toHaveLength(1);
    const [{ n }] = await queryRows<Row>(
      db(),
      sql`select count(*)::int as n from tasks where status = 'assigned' and tasker_id = ${a.client.user.id}::uuid`,
    );
    expect(n).toBe(1);
    // A time after the booked one is free again.
    const customer = await signUp(t.app);
    const taskId = await makeTask(customer);
    const later = await book(customer, {
      taskId,
      taskerId: a.profileId,
      scheduledDate: future(11),
      duration: 1,
      totalAmount: "52.50",
      card: GOOD_CARD,
    });
    expect(later.statusCode).toBe(201);
  });
});

async function bookedFixture(opts: { startInHours: number; rate?: string; hours?: number } = { startInHours: 72 }) {
  const customer = await signUp(t.app);
  const a = await makeTasker(opts.rate ?? "50.00");
  const taskId = await makeTask(customer);
  const offerId = await makeOffer(taskId, a.client, opts.rate ?? "50.00", opts.hours ?? 2);
  const hours = opts.hours ?? 2;
  const rateCents = Math.round(Number(opts.rate ?? "50.00") * 100);
  const total = ((rateCents * hours + Math.floor((rateCents * hours * 5 + 50) / 100)) / 100).toFixed(2);
  const start = new Date(Date.now() + opts.startInHours * HOUR).toISOString();
  const res = await book(customer, {
    taskId,
    offerId,
    scheduledDate: start,
    duration: hours,
    totalAmount: total,
    card: GOOD_CARD,
  });
  expect(res.statusCode).toBe(201);
  return { customer, tasker: a.client, profileId: a.profileId, taskId, offerId, booking: res.json() as Booking };
}

describe("reading bookings", () => {
  it("lists as customer and as tasker, upcoming and past; others get 404", async () => {
    const f = await bookedFixture();
    const mine = await f.customer.inject({ method: "GET", url: "/api/bookings?role=customer&scope=upcoming" });
    expect(mine.json().map((b: Booking) => b.id)).toEqual([f.booking.id]);
    expect(mine.json()[0]).toMatchObject({
      tasker: { id: f.tasker.user.id, name: "Tara T.", initials: "TT" },
      customer: { id: f.customer.user.id, name: "Test U." },
    });
    expect((await f.customer.inject({ method: "GET", url: "/api/bookings?role=customer&scope=past" })).json()).toEqual(
      [],
    );
    const theirs = await f.tasker.inject({ method: "GET", url: "/api/bookings?role=tasker&scope=upcoming" });
    expect(theirs.json().map((b: Booking) => b.id)).toEqual([f.booking.id]);
    expect((await f.tasker.inject({ method: "GET", url: `/api/bookings/${f.booking.id}` })).statusCode).toBe(200);
    const stranger = await signUp(t.app);
    expect((await stranger.inject({ method: "GET", url: `/api/bookings/${f.booking.id}` })).statusCode).toBe(404);
    expect((await stranger.inject({ method: "GET", url: "/api/bookings/not-a-uuid" })).statusCode).toBe(404);
    expect((await stranger.inject({ method: "GET", url: "/api/bookings?role=admin" })).statusCode).toBe(400);
  });
});

describe("lifecycle", () => {
  it("the tasker can start from an hour before the start, not earlier", async () => {
    const f = await bookedFixture({ startInHours: 3 });
    const early = await f.tasker.inject({ method: "POST", url: `/api/bookings/${f.booking.id}/start` });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toContain("You can start this job from 60 minutes before it begins");
    expect((await db().select().from(bookings).where(eq(bookings.id, f.booking.id)))[0].status).toBe("confirmed");
  });

  it("the tasker starts and completes; the payment is captured; the customer cannot", async () => {
    const f = await bookedFixture({ startInHours: 0.5 });
    expect((await f.customer.inject({ method: "POST", url: `/api/bookings/${f.booking.id}/start` })).statusCode).toBe(
      403,
    );
    const early = await f.tasker.inject({ method: "POST", url: `/api/bookings/${f.booking.id}/complete` });
    expect(early.statusCode).toBe(409);
    const started = await f.tasker.inject({ method: "POST", url: `/api/bookings/${f.booking.id}/start` });
    expect(started.statusCode).toBe(200);
    expect(started.json()).toMatchObject({ status: "in_progress", paymentStatus: "authorized" });
    expect(started.json().startedAt).toBeTruthy();
    expect((await f.tasker.inject({ method: "POST", url: `/api/bookings/${f.booking.id}/start` })).statusCode).toBe(
      409,
    );
    expect(
      (await f.customer.inject({ method: "POST", url: `/api/bookings/${f.booking.id}/complete` })).statusCode,
    ).toBe(403);
    expect((await f.customer.inject({ method: "POST", url: `/api/bookings/${f.booking.id}/cancel` })).statusCode).toBe(
      409,
    );

    const done = await f.tasker.inject({ method: "POST", url: `/api/bookings/${f.booking.id}/complete` });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ status: "completed", paymentStatus: "captured" });
    const [pay] = await db().select().from(payments).where(eq(payments.bookingId, f.booking.id));
    expect(pay).toMatchObject({ status: "captured", capturedAmount: "105.00", refundedAmount: "0.00" });
    const [task] = await db().select().from(tasks).where(eq(tasks.id, f.taskId));
    expect(task.status).toBe("completed");
    const [profile] = await db().select().from(taskerProfiles).where(eq(taskerProfiles.id, f.profileId));
    expect(profile.completedTasks).toBe(1);
    expect((await f.tasker.inject({ method: "POST", url: `/api/bookings/${f.booking.id}/complete` })).statusCode).toBe(
      409,
    );
    const stranger = await signUp(t.app, { userType: "tasker" });
    expect((await stranger.inject({ method: "POST", url: `/api/bookings/${f.booking.id}/start` })).statusCode).toBe(
      404,
    );
  });
});

describe("cancellation", () => {
  it("is free for the customer more than 24 hours before the start; the task reopens", async () => {
    const f = await bookedFixture({ startInHours: 25, rate: "60.00", hours: 3 });
    const preview = await f.customer.inject({ method: "GET", url: `/api/bookings/${f.booking.id}/cancellation` });
    expect(preview.json()).toMatchObject({
      cancelledBy: "customer",
      total: "189.00",
      fee: "0.00",
      refund: "189.00",
      free: true,
    });
    expect(Date.parse(preview.json().freeUntil)).toBe(Date.parse(f.booking.scheduledDate) - DAY);
    const res = await f.customer.inject({ method: "POST", url: `/api/bookings/${f.booking.id}/cancel` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: "cancelled",
      paymentStatus: "refunded",
      cancellationFee: "0.00",
      refundAmount: "189.00",
      cancelledBy: f.customer.user.id,
    });
    const [pay] = await db().select().from(payments).where(eq(payments.bookingId, f.booking.id));
    expect(pay).toMatchObject({ status: "refunded", capturedAmount: "0.00", refundedAmount: "189.00" });
    const [task] = await db().select().from(tasks).where(eq(tasks.id, f.taskId));
    expect(task).toMatchObject({ status: "open", taskerId: null });
    const [offer] = await db().select().from(taskOffers).where(eq(taskOffers.id, f.offerId));
    expect(offer.status).toBe("declined");
    expect((await f.customer.inject({ method: "POST", url: `/api/bookings/${f.booking.id}/cancel` })).statusCode).toBe(
      409,
    );
    // The tasker's time is free again.
    const again = await book(f.customer, {
      taskId: f.taskId,
      taskerId: f.profileId,
      scheduledDate: f.booking.scheduledDate,
      duration: 3,
      totalAmount: "189.00",
      card: GOOD_CARD,
    });
    expect(again.statusCode).toBe(201);
  });

  it("later than 24 hours before: the customer pays one hour of the rate, the rest is refunded", async () => {
    const f = await bookedFixture({ startInHours: 23, rate: "60.00", hours: 3 });
    const preview = await f.customer.inject({ method: "GET", url: `/api/bookings/${f.booking.id}/cancellation` });
    expect(preview.json()).toMatchObject({ total: "189.00", fee: "60.00", refund: "129.00", free: false });
    const res = await f.customer.inject({ method: "POST", url: `/api/bookings/${f.booking.id}/cancel` });
    expect(res.json()).toMatchObject({
      status: "cancelled",
      paymentStatus: "partially_refunded",
      cancellationFee: "60.00",
      refundAmount: "129.00",
    });
    const [pay] = await db().select().from(payments).where(eq(payments.bookingId, f.booking.id));
    expect(pay).toMatchObject({ status: "partially_refunded", capturedAmount: "60.00", refundedAmount: "129.00" });
  });

  it("a late cancellation by the tasker refunds everything", async () => {
    const f = await bookedFixture({ startInHours: 2, rate: "60.00", hours: 3 });
    const preview = await f.tasker.inject({ method: "GET", url: `/api/bookings/${f.booking.id}/cancellation` });
    expect(preview.json()).toMatchObject({ cancelledBy: "tasker", fee: "0.00", refund: "189.00", free: false });
    const res = await f.tasker.inject({ method: "POST", url: `/api/bookings/${f.booking.id}/cancel` });
    expect(res.json()).toMatchObject({
      status: "cancelled",
      paymentStatus: "refunded",
      cancellationFee: "0.00",
      refundAmount: "189.00",
      cancelledBy: f.tasker.user.id,
    });
    const stranger = await signUp(t.app);
    expect(
      (await stranger.inject({ method: "GET", url: `/api/bookings/${f.booking.id}/cancellation` })).statusCode,
    ).toBe(404);
  });
});

describe("reviews", () => {
  it("the customer of a completed booking reviews once; the rating follows once the tasker's review publishes both", async () => {
    const f = await bookedFixture({ startInHours: 0.5 });
    const url = `/api/bookings/${f.booking.id}/review`;
    expect(
      (await f.customer.inject({ method: "POST", url, payload: { rating: 5, comment: "Great" } })).statusCode,
    ).toBe(409);
    await f.tasker.inject({ method: "POST", url: `/api/bookings/${f.booking.id}/start` });
    await f.tasker.inject({ method: "POST", url: `/api/bookings/${f.booking.id}/complete` });
    expect((await f.customer.inject({ method: "POST", url, payload: { rating: 6 } })).statusCode).toBe(400);
    expect((await f.customer.inject({ method: "POST", url, payload: { rating: 0 } })).statusCode).toBe(400);
    const first = await f.customer.inject({
      method: "POST",
      url,
      payload: { rating: 4, comment: "  Level and tidy.  " },
    });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      bookingId: f.booking.id,
      taskerId: f.profileId,
      rating: 4,
      comment: "Level and tidy.",
    });
    const second = await f.customer.inject({ method: "POST", url, payload: { rating: 1 } });
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe("You have already reviewed this booking.");
    // Double-blind (decision 0063): the rating moves when the tasker's review publishes both.
    let [profile] = await db().select().from(taskerProfiles).where(eq(taskerProfiles.id, f.profileId));
    expect(profile).toMatchObject({ rating: "0.00", totalReviews: 0 });
    expect((await f.tasker.inject({ method: "POST", url, payload: { rating: 5 } })).statusCode).toBe(201);
    [profile] = await db().select().from(taskerProfiles).where(eq(taskerProfiles.id, f.profileId));
    expect(profile).toMatchObject({ rating: "4.00", totalReviews: 1 });

    // A second completed booking of the same tasker, rated 5: average 4.50.
    const customer2 = await signUp(t.app);
    const taskId = await makeTask(customer2);
    const soon = new Date(Date.now() + 0.75 * HOUR).toISOString();
    const res = await book(customer2, {
      taskId,
      taskerId: f.profileId,
      scheduledDate: soon,
      duration: 1,
      totalAmount: "52.50",
      card: GOOD_CARD,
    });
    const id = res.json().id;
    await f.tasker.inject({ method: "POST", url: `/api/bookings/${id}/start` });
    await f.tasker.inject({ method: "POST", url: `/api/bookings/${id}/complete` });
    expect(
      (await customer2.inject({ method: "POST", url: `/api/bookings/${id}/review`, payload: { rating: 5 } }))
        .statusCode,
    ).toBe(201);
    await f.tasker.inject({ method: "POST", url: `/api/bookings/${id}/review`, payload: { rating: 4 } });
    [profile] = await db().select().from(taskerProfiles).where(eq(taskerProfiles.id, f.profileId));
    expect(profile).toMatchObject({ rating: "4.50", totalReviews: 2 });
    // The search rank follows (Bayesian average, trigger of migration 0004): (4.5 × 2 + 4 × 5) / 7.
    expect(profile.rankScore).toBe("4.1429");
    // Each booking has the customer's review of the tasker and the tasker's of the customer.
    expect(await db().select().from(reviews).where(eq(reviews.taskerId, f.profileId))).toHaveLength(4);
    const listed = await customer2.inject({ method: "GET", url: "/api/bookings?role=customer&scope=past" });
    expect(listed.json()[0].review).toMatchObject({ rating: 5, comment: null });
    const publicReviews = await t.app.inject({ method: "GET", url: `/api/taskers/${f.profileId}/reviews` });
    expect(publicReviews.statusCode).toBe(200);
  });
});

describe("API docs", () => {
  it("describes the booking endpoints", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/docs/json" });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json().paths);
    for (const p of [
      "/api/bookings",
      "/api/bookings/{id}/cancel",
      "/api/bookings/{id}/cancellation",
      "/api/bookings/{bookingId}/review",
    ])
      expect(paths).toContain(p);
  });
});
