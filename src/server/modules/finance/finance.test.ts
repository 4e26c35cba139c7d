// The admin finance view: figures from the ledger, the reconcile list, the audited pause of a
// tasker's payouts, one booking's money journal by journal and a tasker's payout history; only admins.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdminTasker } from "../../../contract/admin";
import type { AdminBookingMoney, AdminFinance, AdminTaskerPayouts } from "../../../contract/finance";
import { queryRows } from "../../db/query";
import { createTestApp, signUp, type Client, type TestApp, pageOf } from "../../test/harness";
import { invariantViolations } from "../../security/invariants";
import { booked } from "../booking-extras/test-booking";
import { addIbanAccount, completedBooking, makeCategory, newAdmin, newTasker } from "../payouts/money-fixtures";

let t: TestApp;
let admin: Client;
let categoryId: string;

beforeAll(async () => {
  t = await createTestApp();
  categoryId = await makeCategory(t);
  admin = await newAdmin(t);
});
afterAll(async () => t?.close());

async function finance(): Promise<AdminFinance> {
  const res = await admin.inject({ method: "GET", url: "/api/admin/finance" });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as AdminFinance;
}

describe("GET /api/admin/finance", () => {
  it("sums volume, fees, held and payable from the ledger, and reconciles", async () => {
    const tasker = await newTasker(t);
    await completedBooking(t, categoryId, tasker);
    const { customer, booking } = await completedBooking(t, categoryId, tasker);
    await customer.inject({ method: "POST", url: `/api/bookings/${booking.id}/release` });
    const f = await finance();
    expect(f).toMatchObject({ volume: "210.00", fees: "10.00", refunds: "0.00", held: "100.00", payable: "100.00" });
    expect(f).toMatchObject({ paidOut: "0.00", ledgerBalanceCents: 0 });
    expect(f.reconcile.violations).toEqual([]);
  });

  it("lists a broken rule in the reconcile view", async () => {
    const tasker = await newTasker(t);
    const { booking } = await completedBooking(t, categoryId, tasker);
    // A journal that takes more from the held share than it holds: balanced, but breaks a rule.
    await t.database.db.transaction(async (tx) => {
      const [j] = await queryRows<{ id: string }>(
        tx,
        sql`insert into ledger_journals (kind, booking_id) values ('release', ${booking.id}::uuid) returning id`,
      );
      await tx.execute(sql`insert into ledger_entries (journal_id, account, user_id, booking_id, amount_cents) values
        (${j.id}::uuid, 'tasker_held', ${tasker.user.id}::uuid, ${booking.id}::uuid, -20000),
        (${j.id}::uuid, 'tasker_available', ${tasker.user.id}::uuid, ${booking.id}::uuid, 20000)`);
    });
    const f = await finance();
    expect(f.reconcile.violations).toContainEqual({
      rule: "no booking holds a negative amount for its tasker or on the card",
      subject: booking.id,
      detail: "held -10000, authorized 0",
    });
  });

  it("is for admins only", async () => {
    const customer = await signUp(t.app);
    expect((await customer.inject({ method: "GET", url: "/api/admin/finance" })).statusCode).toBe(403);
    expect((await t.app.inject({ method: "GET", url: "/api/admin/finance" })).statusCode).toBe(401);
  });
});

describe("pausing a tasker's payouts", () => {
  it("lists the paused tasker, writes the audit log, and unpauses", async () => {
    const tasker = await newTasker(t);
    const url = `/api/admin/taskers/${tasker.user.id}/payouts`;
    const res = await admin.inject({ method: "POST", url: `${url}/pause`, payload: { reason: "Identity check" } });
    expect(res.json()).toEqual({ taskerId: tasker.user.id, paused: true });
    expect((await finance()).pausedTaskers).toContainEqual(
      expect.objectContaining({ taskerId: tasker.user.id, name: "Tara T.", reason: "Identity check" }),
    );
    await admin.inject({ method: "POST", url: `${url}/unpause` });
    expect((await finance()).pausedTaskers.map((p) => p.taskerId)).not.toContain(tasker.user.id);
    const audit = pageOf(await admin.inject({ method: "GET", url: "/api/admin/audit?limit=10" })).items as {
      action: string;
      targetId: string;
      targetName: string | null;
    }[];
    const mine = audit.filter((a) => a.targetId === tasker.user.id);
    expect(mine.map((a) => [a.action, a.targetName])).toEqual([
      ["payouts.unpause", "Tara Tasker"],
      ["payouts.pause", "Tara Tasker"],
    ]);
  });

  it("refuses a missing reason (400), an unknown tasker or a customer (404), and non-admins (403)", async () => {
    const tasker = await newTasker(t);
    const customer = await signUp(t.app);
    const pause = (id: string, who: Client, reason = "Identity check") =>
      who.inject({ method: "POST", url: `/api/admin/taskers/${id}/payouts/pause`, payload: { reason } });
    expect((await pause(tasker.user.id, admin, "")).statusCode).toBe(400);
    expect((await pause(customer.user.id, admin)).statusCode).toBe(404);
    expect((await pause("00000000-0000-0000-0000-000000000000", admin)).statusCode).toBe(404);
    expect((await pause(tasker.user.id, tasker)).statusCode).toBe(403);
    expect((await finance()).pausedTaskers.map((p) => p.taskerId)).not.toContain(tasker.user.id);
  });
});

describe("one booking's money", () => {
  it("shows the amounts, the tasker's share, the dispute and every journal after a tip and a split", async () => {
    const b = await booked(t);
    const post = (who: Client, url: string, payload: object) => who.inject({ method: "POST", url, payload });
    expect((await post(b.customer, `/api/bookings/${b.booking.id}/tips`, { amount: "7.50" })).statusCode).toBe(201);
    const opened = await post(b.customer, `/api/bookings/${b.booking.id}/disputes`, {
      reason: "damage",
      requestedRefund: "30.00",
      details: "A scratch on the wall by the bracket.",
    });
    const disputeId = (opened.json() as { id: string }).id;
    await post(b.tasker, `/api/disputes/${disputeId}/respond`, {
      response: "counter",
      counterRefund: "5.00",
      note: "The scratch was there before.",
    });
    const resolved = await post(admin, `/api/admin/disputes/${disputeId}/resolve`, {
      refund: "15.00",
      note: "Half of what was asked.",
    });
    expect(resolved.statusCode, resolved.body).toBe(200);
    const res = await admin.inject({ method: "GET", url: `/api/admin/bookings/${b.booking.id}/money` });
    expect(res.statusCode, res.body).toBe(200);
    const m = res.json() as AdminBookingMoney;
    expect(m).toMatchObject({ taskTitle: "Mount a TV", bookingStatus: "completed", fundsStatus: "available" });
    expect(m.receiptNumber).toBe(`TK-${b.booking.id.slice(0, 8).toUpperCase()}`);
    // 15.00 of the 112.50 the card paid: 0.67 of taskly's 5.00 fee goes back, 14.33 from the tasker's 107.50.
    expect(m.amounts).toEqual({
      gross: "105.00",
      fee: "4.33",
      tips: "7.50",
      adjustments: "0.00",
      refunds: "15.00",
      net: "93.17",
      held: "0.00",
      available: "93.17",
      paidOut: "0.00",
    });
    expect(m.extras.dispute).toMatchObject({ status: "resolved", counterRefund: "5.00", refund: "15.00" });
    expect(m.extras.tips.map((x) => x.amount)).toEqual(["7.50"]);
    expect(m.journals.map((j) => j.kind)).toEqual(["authorization", "capture", "tip", "refund", "release"]);
    for (const j of m.journals) expect(j.entries.reduce((sum, e) => sum + Number(e.amount) * 100, 0)).toBeCloseTo(0);
    expect(m.journals[3].entries).toContainEqual({ account: "customer_card", amount: "15.00" });
    expect(await invariantViolations(t.database.db)).toEqual([]);
  });

  it("is 404 for an unknown booking and for admins only", async () => {
    const b = await booked(t);
    const url = (id: string) => `/api/admin/bookings/${id}/money`;
    expect((await admin.inject({ method: "GET", url: url("00000000-0000-4000-8000-000000000000") })).statusCode).toBe(
      404,
    );
    expect((await admin.inject({ method: "GET", url: url("nope") })).statusCode).toBe(404);
    expect((await b.tasker.inject({ method: "GET", url: url(b.booking.id) })).statusCode).toBe(403);
    expect((await b.customer.inject({ method: "GET", url: url(b.booking.id) })).statusCode).toBe(403);
  });
});

describe("a tasker's payouts for admins", () => {
  it("shows balances, the masked account, the pause with its reason and the payout history", async () => {
    const tasker = await newTasker(t);
    const { customer, booking } = await completedBooking(t, categoryId, tasker);
    await customer.inject({ method: "POST", url: `/api/bookings/${booking.id}/release` });
    await addIbanAccount(tasker);
    const paid = await tasker.inject({ method: "POST", url: "/api/payouts", payload: { amount: "60.00" } });
    expect(paid.statusCode, paid.body).toBe(201);
    const url = `/api/admin/taskers/${tasker.user.id}/payouts`;
    await admin.inject({ method: "POST", url: `${url}/pause`, payload: { reason: "Bank details check" } });
    const res = await admin.inject({ method: "GET", url });
    expect(res.statusCode, res.body).toBe(200);
    const p = res.json() as AdminTaskerPayouts;
    expect(p).toMatchObject({
      name: "Tara Tasker",
      balance: { held: "0.00", available: "40.00", paidOut: "60.00" },
      account: "DE89 •••• 3000",
      paused: { reason: "Bank details check" },
    });
    expect(p.payouts.map((x) => [x.amount, x.status, x.trigger])).toEqual([["60.00", "paid", "requested"]]);
    const list = await admin.inject({
      method: "GET",
      url: `/api/admin/taskers?q=${encodeURIComponent(tasker.user.email)}`,
    });
    const row = pageOf<AdminTasker>(list).items.find((x) => x.userId === tasker.user.id);
    expect(row?.payoutsPaused).toMatchObject({ reason: "Bank details check" });
    await admin.inject({ method: "POST", url: `${url}/unpause` });
    expect(((await admin.inject({ method: "GET", url })).json() as AdminTaskerPayouts).paused).toBeNull();
  });

  it("is 404 for a customer or an unknown id, and for admins only", async () => {
    const customer = await signUp(t.app);
    const tasker = await newTasker(t);
    const get = (who: Client, id: string) => who.inject({ method: "GET", url: `/api/admin/taskers/${id}/payouts` });
    expect((await get(admin, customer.user.id)).statusCode).toBe(404);
    expect((await get(admin, "x")).statusCode).toBe(404);
    expect((await get(tasker, tasker.user.id)).statusCode).toBe(403);
  });
});
