// Held funds and their release: the tasker sees a completed booking held with its amounts; the
// customer may release it early (once; never someone else, never a disputed one); the release job
// releases what is due at an advanced clock, exactly once even with two workers at once.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Earnings } from "../../../contract/earnings";
import { queryRows } from "../../db/query";
import { openPostgres, type Database } from "../../db/connect";
import { createTestApp, signUp, type Client, type TestApp } from "../../test/harness";
import { ledgerViolations } from "../ledger/invariants";
import { invariantViolations } from "../../security/invariants";
import {
  addIbanAccount,
  completedBooking,
  confirmedBooking,
  HOUR,
  makeCategory,
  newTasker,
} from "../payouts/money-fixtures";
import { releaseDueFunds } from "./release";

let t: TestApp;
let categoryId: string;

beforeAll(async () => {
  t = await createTestApp();
  categoryId = await makeCategory(t);
});
afterAll(async () => t?.close());

async function earnings(client: Client): Promise<Earnings> {
  const res = await client.inject({ method: "GET", url: "/api/earnings" });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Earnings;
}

async function releaseCount(bookingId: string): Promise<number> {
  const [{ n }] = await queryRows<{ n: number }>(
    t.database.db,
    sql`select count(*)::int as n from ledger_journals where kind = 'release' and booking_id = ${bookingId}::uuid`,
  );
  return n;
}

describe("held funds", () => {
  it("shows a completed booking held for 72 hours with gross, fee and net", async () => {
    const tasker = await newTasker(t);
    const { booking } = await completedBooking(t, categoryId, tasker);
    const e = await earnings(tasker);
    expect(e.balance).toEqual({ held: "100.00", available: "0.00", paidOut: "0.00" });
    expect(e.lines).toHaveLength(1);
    const line = e.lines[0];
    expect(line).toMatchObject({ bookingId: booking.id, taskTitle: "Mount a TV", customerName: "Cara C." });
    expect(line).toMatchObject({ gross: "105.00", fee: "5.00", tips: "0.00", adjustments: "0.00", refunds: "0.00" });
    expect(line).toMatchObject({ net: "100.00", status: "held", releasedAt: null });
    const hours = (new Date(line.availableAt).getTime() - Date.now()) / HOUR;
    expect(Math.round(hours)).toBe(72);
    expect(await ledgerViolations(t.database.db)).toEqual([]);
  });

  it("is for taskers only", async () => {
    const customer = await signUp(t.app);
    expect((await customer.inject({ method: "GET", url: "/api/earnings" })).statusCode).toBe(403);
    expect((await t.app.inject({ method: "GET", url: "/api/earnings" })).statusCode).toBe(401);
  });
});

describe("the customer releases the payment early", () => {
  it("moves the share to available once; a second release is refused", async () => {
    const tasker = await newTasker(t);
    const { customer, booking } = await completedBooking(t, categoryId, tasker);
    const first = await customer.inject({ method: "POST", url: `/api/bookings/${booking.id}/release` });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ bookingId: booking.id, status: "available" });
    const again = await customer.inject({ method: "POST", url: `/api/bookings/${booking.id}/release` });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe("This payment was already released to the tasker.");
    const e = await earnings(tasker);
    expect(e.balance).toEqual({ held: "0.00", available: "100.00", paidOut: "0.00" });
    expect(e.lines[0]).toMatchObject({ status: "available" });
    expect(e.lines[0].releasedAt).not.toBeNull();
    expect(await releaseCount(booking.id)).toBe(1);
    expect(await ledgerViolations(t.database.db)).toEqual([]);
  });

  it("refuses the tasker (403) and a stranger (404), and releases nothing", async () => {
    const tasker = await newTasker(t);
    const { booking } = await completedBooking(t, categoryId, tasker);
    const asTasker = await tasker.inject({ method: "POST", url: `/api/bookings/${booking.id}/release` });
    expect(asTasker.statusCode).toBe(403);
    const stranger = await signUp(t.app);
    expect((await stranger.inject({ method: "POST", url: `/api/bookings/${booking.id}/release` })).statusCode).toBe(
      404,
    );
    expect((await stranger.inject({ method: "POST", url: "/api/bookings/not-a-uuid/release" })).statusCode).toBe(404);
    expect(await releaseCount(booking.id)).toBe(0);
    expect((await earnings(tasker)).lines[0].status).toBe("held");
  });

  it("refuses a booking whose card is not charged yet (409)", async () => {
    const { customer, booking } = await confirmedBooking(t, categoryId, await newTasker(t));
    const res = await customer.inject({ method: "POST", url: `/api/bookings/${booking.id}/release` });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/no payment to release yet/);
  });

  it("refuses a disputed booking: its money stays frozen, also for the release job", async () => {
    const tasker = await newTasker(t);
    const { customer, booking } = await completedBooking(t, categoryId, tasker);
    await t.database.db.execute(
      sql`update booking_funds set status = 'disputed' where booking_id = ${booking.id}::uuid`,
    );
    const res = await customer.inject({ method: "POST", url: `/api/bookings/${booking.id}/release` });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/dispute is open/);
    await releaseDueFunds(t.database.db, t.app.payments, new Date(Date.now() + 100 * HOUR));
    expect(await releaseCount(booking.id)).toBe(0);
    expect((await earnings(tasker)).balance.held).toBe("100.00");
    expect(await ledgerViolations(t.database.db)).toEqual([]);
  });
});

describe("the release job", () => {
  it("releases nothing before the hold ends and everything due after it", async () => {
    const tasker = await newTasker(t);
    const { booking } = await completedBooking(t, categoryId, tasker);
    await releaseDueFunds(t.database.db, t.app.payments, new Date(Date.now() + 71 * HOUR));
    expect(await releaseCount(booking.id)).toBe(0);
    await releaseDueFunds(t.database.db, t.app.payments, new Date(Date.now() + 73 * HOUR));
    expect(await releaseCount(booking.id)).toBe(1);
    expect((await earnings(tasker)).balance).toEqual({ held: "0.00", available: "100.00", paidOut: "0.00" });
    expect(await ledgerViolations(t.database.db)).toEqual([]);
  });

  it("two workers at once release each share exactly once", async () => {
    const tasker = await newTasker(t);
    const bookings = [];
    for (let i = 0; i < 3; i += 1) bookings.push((await completedBooking(t, categoryId, tasker)).booking);
    // On PostgreSQL the second worker has its own connection pool, as another instance would.
    const second: Database = t.databaseUrl ? await openPostgres(t.databaseUrl, 2) : t.database;
    try {
      const later = new Date(Date.now() + 80 * HOUR);
      const [a, b] = await Promise.all([
        releaseDueFunds(t.database.db, t.app.payments, later),
        releaseDueFunds(second.db, t.app.payments, later),
      ]);
      expect(a + b).toBeGreaterThanOrEqual(3);
    } finally {
      if (second !== t.database) await second.close();
    }
    for (const booking of bookings) expect(await releaseCount(booking.id)).toBe(1);
    expect((await earnings(tasker)).balance).toEqual({ held: "0.00", available: "300.00", paidOut: "0.00" });
    expect(await ledgerViolations(t.database.db)).toEqual([]);
  });

  it("a customer's release racing the job releases once", async () => {
    const tasker = await newTasker(t);
    const { customer, booking } = await completedBooking(t, categoryId, tasker);
    const [res] = await Promise.all([
      customer.inject({ method: "POST", url: `/api/bookings/${booking.id}/release` }),
      releaseDueFunds(t.database.db, t.app.payments, new Date(Date.now() + 80 * HOUR)),
    ]);
    expect([200, 409]).toContain(res.statusCode);
    expect(await releaseCount(booking.id)).toBe(1);
    expect(await ledgerViolations(t.database.db)).toEqual([]);
  });
});

describe("where each share is after payouts", () => {
  const payOut = async (tasker: Client, amount: string) => {
    const res = await tasker.inject({ method: "POST", url: "/api/payouts", payload: { amount } });
    expect(res.statusCode, res.body).toBe(201);
  };
  const lineOf = async (tasker: Client, bookingId: string) =>
    (await earnings(tasker)).lines.find((l) => l.bookingId === bookingId)!;

  it("a partial payout pays the oldest released shares first; only what is left shows available", async () => {
    const tasker = await newTasker(t);
    await addIbanAccount(tasker);
    const first = await completedBooking(t, categoryId, tasker);
    const second = await completedBooking(t, categoryId, tasker);
    for (const b of [first, second]) {
      const res = await b.customer.inject({ method: "POST", url: `/api/bookings/${b.booking.id}/release` });
      expect(res.statusCode, res.body).toBe(200);
    }
    await payOut(tasker, "100.00");
    expect(await lineOf(tasker, first.booking.id)).toMatchObject({
      status: "paid_out",
      held: "0.00",
      available: "0.00",
      paidOut: "100.00",
    });
    expect(await lineOf(tasker, second.booking.id)).toMatchObject({ status: "available", available: "100.00" });
    await payOut(tasker, "40.00");
    expect(await lineOf(tasker, second.booking.id)).toMatchObject({
      status: "available",
      available: "60.00",
      paidOut: "40.00",
    });
    expect((await earnings(tasker)).balance).toEqual({ held: "0.00", available: "60.00", paidOut: "140.00" });
    await payOut(tasker, "60.00");
    expect(await lineOf(tasker, second.booking.id)).toMatchObject({ status: "paid_out", paidOut: "100.00" });
    expect(await ledgerViolations(t.database.db)).toEqual([]);
    expect(await invariantViolations(t.database.db)).toEqual([]);
  });

  it("a held share shows all of its net held, whatever was paid out before", async () => {
    const tasker = await newTasker(t);
    await addIbanAccount(tasker);
    const paid = await completedBooking(t, categoryId, tasker);
    await paid.customer.inject({ method: "POST", url: `/api/bookings/${paid.booking.id}/release` });
    await payOut(tasker, "100.00");
    const { booking } = await completedBooking(t, categoryId, tasker);
    expect(await lineOf(tasker, booking.id)).toMatchObject({
      status: "held",
      held: "100.00",
      available: "0.00",
      paidOut: "0.00",
    });
  });
});

describe("the monthly statement", () => {
  it("downloads the month's bookings as CSV and refuses a bad month", async () => {
    const tasker = await newTasker(t);
    const { booking } = await completedBooking(t, categoryId, tasker);
    const month = new Date().toISOString().slice(0, 7);
    const res = await tasker.inject({ method: "GET", url: `/api/earnings/statement?month=${month}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/csv/);
    expect(res.headers["content-disposition"]).toContain(`taskly-statement-${month}.csv`);
    const rows = res.body.trim().split("\r\n");
    expect(rows[0]).toBe("date,type,booking,task,customer,gross,fee,tips,adjustments,refunds,net,status");
    expect(rows[1]).toContain(`,booking,${booking.id},Mount a TV,Cara C.,105.00,5.00,0.00,0.00,0.00,100.00,held`);
    const empty = await tasker.inject({ method: "GET", url: "/api/earnings/statement?month=2001-01" });
    expect(empty.body.trim().split("\r\n")).toHaveLength(1);
    for (const bad of ["2026-13", "26-01", "x"]) {
      const r = await tasker.inject({ method: "GET", url: `/api/earnings/statement?month=${bad}` });
      expect(r.statusCode).toBe(400);
    }
  });
});
