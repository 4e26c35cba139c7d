// Tips and price changes against the real server: each state change and each refusal, races on
// one approval, and the ledger reconciling after every money change.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Adjustment } from "../../../contract/booking-extras";
import type { Earnings } from "../../../contract/earnings";
import { queryRows } from "../../db/query";
import { signUp, createTestApp, type TestApp } from "../../test/harness";
import { booked, expectLedgerReconciles, extrasOf, ledgerLines, payOutAll, releaseEarly } from "./test-booking";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const tip = (b: Awaited<ReturnType<typeof booked>>, who: "customer" | "tasker", amount: string) =>
  b[who].inject({ method: "POST", url: `/api/bookings/${b.booking.id}/tips`, payload: { amount } });

describe("tips", () => {
  it("charges the saved card and holds all of it for the tasker, no fee", async () => {
    const b = await booked(t);
    const extras = await extrasOf(b.customer, b.booking.id);
    expect(extras.savedCard).toEqual({ brand: "visa", last4: "4242" });
    const res = await tip(b, "customer", "12.50");
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().amount).toBe("12.50");
    expect((await ledgerLines(t, b.booking.id)).slice(-2)).toEqual(["tip customer_card -1250", "tip tasker_held 1250"]);
    expect((await extrasOf(b.tasker, b.booking.id)).tips.map((x) => x.amount)).toEqual(["12.50"]);
    expect((await extrasOf(b.customer, b.booking.id)).refundable).toBe("117.50");
    await expectLedgerReconciles(t);
  });

  it("after the share was released and paid out, goes straight to available and shows as its own amount", async () => {
    const b = await booked(t);
    await releaseEarly(b);
    await payOutAll(b);
    expect((await tip(b, "customer", "5.00")).statusCode).toBe(201);
    expect((await ledgerLines(t, b.booking.id)).slice(-2)).toEqual([
      "tip customer_card -500",
      "tip tasker_available 500",
    ]);
    const earnings = (await b.tasker.inject({ method: "GET", url: "/api/earnings" })).json() as Earnings;
    expect(earnings.balance).toEqual({ held: "0.00", available: "5.00", paidOut: "100.00" });
    expect(earnings.lines.find((l) => l.bookingId === b.booking.id)).toMatchObject({
      tips: "5.00",
      net: "105.00",
      status: "available",
      available: "5.00",
      paidOut: "100.00",
    });
    await expectLedgerReconciles(t);
  });

  it("is refused for the tasker, a stranger, before completion, after 30 days, without a saved card or a bad amount", async () => {
    const b = await booked(t);
    expect((await tip(b, "tasker", "5.00")).statusCode).toBe(403);
    const stranger = await signUp(t.app);
    const res = await stranger.inject({
      method: "POST",
      url: `/api/bookings/${b.booking.id}/tips`,
      payload: { amount: "5.00" },
    });
    expect(res.statusCode).toBe(404);
    expect((await tip(b, "customer", "0.50")).statusCode).toBe(400);
    expect((await tip(b, "customer", "abc")).statusCode).toBe(400);
    const running = await booked(t, { status: "in_progress" });
    expect((await tip(running, "customer", "5.00")).json().message).toMatch(/once the job is completed/);
    const noCard = await booked(t, { saveCard: false });
    expect((await tip(noCard, "customer", "5.00")).statusCode).toBe(409);
    await t.database.db.execute(
      sql`update bookings set completed_at = now() - interval '31 days' where id = ${b.booking.id}::uuid`,
    );
    const late = await tip(b, "customer", "5.00");
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toMatch(/30 days/);
    expect(await ledgerLines(t, b.booking.id)).toHaveLength(5); // authorization + capture only
    await expectLedgerReconciles(t);
  });
});

const propose = (b: Awaited<ReturnType<typeof booked>>, who: "customer" | "tasker", payload: object) =>
  b[who].inject({ method: "POST", url: `/api/bookings/${b.booking.id}/adjustments`, payload });

/** The e-mails queued to `email`, as subject and body. */
const mailsTo = (email: string) =>
  queryRows<{ subject: string; body: string }>(
    t.database.db,
    sql`select subject, body from email_outbox where to_address = ${email.toLowerCase()} order by created_at, id`,
  );

describe("e-mails of money after booking", () => {
  it("a tip and an approved price change reach the tasker, and the customer with a link to the updated receipt", async () => {
    const b = await booked(t, { status: "in_progress" });
    const proposed = await propose(b, "tasker", { kind: "expense", amount: "10.00", note: "Screws" });
    const adjustment = proposed.json() as Adjustment;
    await b.customer.inject({ method: "POST", url: `/api/adjustments/${adjustment.id}/approve` });
    await b.tasker.inject({ method: "POST", url: `/api/bookings/${b.booking.id}/complete` });
    expect((await tip(b, "customer", "7.00")).statusCode).toBe(201);
    const receiptLink = `/bookings/${b.booking.id}/receipt`;
    const customer = await mailsTo(b.customer.user.email);
    const charged = customer.find((m) => m.subject.startsWith("Price change charged"));
    expect(charged?.body).toContain("10.00 USD");
    expect(charged?.body).toContain(receiptLink);
    const thanks = customer.find((m) => m.subject.startsWith("Thanks for your tip"));
    expect(thanks?.body).toContain("7.00 USD");
    expect(thanks?.body).toContain(receiptLink);
    const tasker = await mailsTo(b.tasker.user.email);
    expect(tasker.map((m) => m.subject.split(":")[0])).toEqual(
      expect.arrayContaining(["Price change approved", "You got a tip"]),
    );
    expect(tasker.some((m) => m.body.includes(receiptLink))).toBe(false);
  });
});

describe("price changes", () => {
  it("extra hours at the booked rate plus the fee: approving charges the saved card once", async () => {
    const b = await booked(t, { status: "in_progress" });
    const res = await propose(b, "tasker", { kind: "extra_hours", hours: 1, note: "The wall needed extra anchors" });
    expect(res.statusCode, res.body).toBe(201);
    const a = res.json() as Adjustment;
    expect([a.amount, a.serviceFee, a.total, a.status]).toEqual(["50.00", "2.50", "52.50", "pending"]);
    const again = await propose(b, "tasker", { kind: "expense", amount: "10.00", note: "Screws" });
    expect(again.statusCode).toBe(409);
    const approve = () => b.customer.inject({ method: "POST", url: `/api/adjustments/${a.id}/approve` });
    const [one, two] = await Promise.all([approve(), approve()]);
    expect([one.statusCode, two.statusCode].sort()).toEqual([200, 409]);
    expect((await approve()).json().message).toMatch(/already approved/);
    expect((await ledgerLines(t, b.booking.id)).filter((l) => l.startsWith("adjustment"))).toEqual([
      "adjustment customer_card -5250",
      "adjustment platform_fees 250",
      "adjustment tasker_held 5000",
    ]);
    expect((await b.tasker.inject({ method: "POST", url: `/api/bookings/${b.booking.id}/complete` })).statusCode).toBe(
      200,
    );
    expect((await extrasOf(b.customer, b.booking.id)).refundable).toBe("157.50");
    await expectLedgerReconciles(t);
  });

  it("an expense passes on without a fee; declining charges nothing", async () => {
    const b = await booked(t, { status: "in_progress" });
    const a = (
      await propose(b, "tasker", { kind: "expense", amount: "18.40", note: "Wall anchors" })
    ).json() as Adjustment;
    expect([a.amount, a.serviceFee, a.total]).toEqual(["18.40", "0.00", "18.40"]);
    const declined = await b.customer.inject({ method: "POST", url: `/api/adjustments/${a.id}/decline` });
    expect(declined.json().status).toBe("declined");
    expect((await b.customer.inject({ method: "POST", url: `/api/adjustments/${a.id}/approve` })).statusCode).toBe(409);
    expect((await ledgerLines(t, b.booking.id)).some((l) => l.startsWith("adjustment"))).toBe(false);
    await expectLedgerReconciles(t);
  });

  it("is refused to the customer, before the job starts, without a saved card, and approved only by the customer", async () => {
    const b = await booked(t, { status: "in_progress" });
    expect((await propose(b, "customer", { kind: "expense", amount: "5.00", note: "Paint" })).statusCode).toBe(403);
    expect((await propose(b, "tasker", { kind: "extra_hours", hours: 9, note: "Too long" })).statusCode).toBe(400);
    expect((await propose(b, "tasker", { kind: "refund", note: "Nope" })).statusCode).toBe(400);
    const noCard = await booked(t, { saveCard: false, status: "in_progress" });
    expect((await propose(noCard, "tasker", { kind: "expense", amount: "5.00", note: "Paint" })).statusCode).toBe(409);
    const done = await booked(t);
    expect((await propose(done, "tasker", { kind: "expense", amount: "5.00", note: "Paint" })).statusCode).toBe(409);
    const a = (await propose(b, "tasker", { kind: "expense", amount: "5.00", note: "Paint" })).json() as Adjustment;
    expect((await b.tasker.inject({ method: "POST", url: `/api/adjustments/${a.id}/approve` })).statusCode).toBe(403);
    const stranger = await signUp(t.app);
    expect((await stranger.inject({ method: "POST", url: `/api/adjustments/${a.id}/approve` })).statusCode).toBe(404);
    expect((await b.customer.inject({ method: "POST", url: `/api/adjustments/nope/approve` })).statusCode).toBe(404);
    await expectLedgerReconciles(t);
  });
});
