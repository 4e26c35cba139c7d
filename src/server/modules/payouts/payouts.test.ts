// Payout accounts and payouts: accounts validated and stored masked; payouts of the available
// balance on request (at least 1.00, never above the balance, never without an account or while
// paused) and weekly; two workers or two clicks at once pay once; the ledger reconciles after each.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Earnings } from "../../../contract/earnings";
import type { Payout } from "../../../contract/payouts";
import { openPostgres, type Database } from "../../db/connect";
import { queryRows } from "../../db/query";
import { createTestApp, signUp, type Client, type TestApp } from "../../test/harness";
import { releaseDueFunds } from "../earnings/release";
import { ledgerViolations } from "../ledger/invariants";
import { runAutomaticPayouts } from "./automatic";
import {
  addIbanAccount,
  completedBooking,
  GOOD_ROUTING,
  HOUR,
  makeCategory,
  newAdmin,
  newTasker,
} from "./money-fixtures";

let t: TestApp;
let categoryId: string;

beforeAll(async () => {
  t = await createTestApp();
  categoryId = await makeCategory(t);
});
afterAll(async () => t?.close());

/** A tasker with one completed booking released: 100.00 available. */
async function taskerWithAvailable(): Promise<Client> {
  const tasker = await newTasker(t);
  const { customer, booking } = await completedBooking(t, categoryId, tasker);
  const res = await customer.inject({ method: "POST", url: `/api/bookings/${booking.id}/release` });
  expect(res.statusCode).toBe(200);
  return tasker;
}

async function balance(tasker: Client): Promise<Earnings["balance"]> {
  return ((await tasker.inject({ method: "GET", url: "/api/earnings" })).json() as Earnings).balance;
}

async function payoutCount(taskerId: string): Promise<number> {
  const [{ n }] = await queryRows<{ n: number }>(
    t.database.db,
    sql`select count(*)::int as n from payouts where tasker_id = ${taskerId}::uuid`,
  );
  return n;
}

describe("the payout account", () => {
  it("is empty at first, takes an IBAN and shows it masked; the full number is stored nowhere", async () => {
    const tasker = await newTasker(t);
    expect((await tasker.inject({ method: "GET", url: "/api/payouts/account" })).json()).toEqual({ account: null });
    await addIbanAccount(tasker);
    const { account } = (await tasker.inject({ method: "GET", url: "/api/payouts/account" })).json();
    expect(account).toMatchObject({ kind: "iban", holderName: "Tara Tasker", country: "DE", masked: "DE89 •••• 3000" });
    const [row] = await queryRows<{ text: string }>(
      t.database.db,
      sql`select row_to_json(a)::text as text from payout_accounts a where tasker_id = ${tasker.user.id}::uuid`,
    );
    expect(row.text).not.toContain("370400440532013000");
  });

  it("takes a US routing and account number, replacing the IBAN", async () => {
    const tasker = await newTasker(t);
    await addIbanAccount(tasker);
    const res = await tasker.inject({
      method: "PUT",
      url: "/api/payouts/account",
      payload: {
        kind: "us_bank",
        holderName: "Tara Tasker",
        routingNumber: GOOD_ROUTING,
        accountNumber: "000123456789",
        currentPassword: "correct-horse-battery",
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ kind: "us_bank", country: "US", masked: "Routing 021000021 · •••• 6789" });
  });

  it("refuses a bad IBAN, a bad routing checksum and a short account number with 400, changing nothing", async () => {
    const tasker = await newTasker(t);
    const bad = [
      { kind: "iban", holderName: "Tara Tasker", iban: "DE89 3704 0044 0532 0130 01" },
      { kind: "iban", holderName: "Tara Tasker", iban: "XX00 1234" },
      { kind: "us_bank", holderName: "Tara Tasker", routingNumber: "021000022", accountNumber: "000123456789" },
      { kind: "us_bank", holderName: "Tara Tasker", routingNumber: GOOD_ROUTING, accountNumber: "12" },
      { kind: "iban", holderName: " ", iban: "DE89 3704 0044 0532 0130 00" },
      { kind: "paypal", holderName: "Tara Tasker" },
    ];
    for (const payload of bad) {
      const res = await tasker.inject({ method: "PUT", url: "/api/payouts/account", payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toBeTruthy();
    }
    expect((await tasker.inject({ method: "GET", url: "/api/payouts/account" })).json()).toEqual({ account: null });
  });

  it("is for taskers only", async () => {
    const customer = await signUp(t.app);
    expect((await customer.inject({ method: "GET", url: "/api/payouts/account" })).statusCode).toBe(403);
    expect((await customer.inject({ method: "POST", url: "/api/payouts" })).statusCode).toBe(403);
  });
});

describe("payouts on request", () => {
  it("pays out the whole available balance; the booking shows paid out; history lists it", async () => {
    const tasker = await taskerWithAvailable();
    await addIbanAccount(tasker);
    const res = await tasker.inject({ method: "POST", url: "/api/payouts" });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      amount: "100.00",
      status: "paid",
      trigger: "requested",
      destination: "DE89 •••• 3000",
    });
    expect(await balance(tasker)).toEqual({ held: "0.00", available: "0.00", paidOut: "100.00" });
    const earnings = (await tasker.inject({ method: "GET", url: "/api/earnings" })).json() as Earnings;
    expect(earnings.lines[0].status).toBe("paid_out");
    const history = (await tasker.inject({ method: "GET", url: "/api/payouts" })).json() as Payout[];
    expect(history.map((p) => [p.amount, p.status])).toEqual([["100.00", "paid"]]);
    expect(await ledgerViolations(t.database.db)).toEqual([]);
  });

  it("pays out part of the balance, and refuses more than the balance or less than 1.00", async () => {
    const tasker = await taskerWithAvailable();
    await addIbanAccount(tasker);
    const above = await tasker.inject({ method: "POST", url: "/api/payouts", payload: { amount: "100.01" } });
    expect(above.statusCode).toBe(409);
    expect(above.json().message).toBe("You can pay out at most 100.00 (your available balance).");
    const tiny = await tasker.inject({ method: "POST", url: "/api/payouts", payload: { amount: "0.99" } });
    expect(tiny.statusCode).toBe(409);
    const bad = await tasker.inject({ method: "POST", url: "/api/payouts", payload: { amount: "-5" } });
    expect(bad.statusCode).toBe(400);
    expect(await payoutCount(tasker.user.id)).toBe(0);
    const part = await tasker.inject({ method: "POST", url: "/api/payouts", payload: { amount: "40.00" } });
    expect(part.statusCode).toBe(201);
    expect(await balance(tasker)).toEqual({ held: "0.00", available: "60.00", paidOut: "40.00" });
    expect(await ledgerViolations(t.database.db)).toEqual([]);
  });

  it("refuses a payout without an account, with nothing available, and while an admin paused payouts", async () => {
    const tasker = await taskerWithAvailable();
    const noAccount = await tasker.inject({ method: "POST", url: "/api/payouts" });
    expect(noAccount.statusCode).toBe(409);
    expect(noAccount.json().message).toBe("Add a payout account before your first payout.");
    await addIbanAccount(tasker);
    const admin = await newAdmin(t);
    const pause = await admin.inject({
      method: "POST",
      url: `/api/admin/taskers/${tasker.user.id}/payouts/pause`,
      payload: { reason: "Identity check" },
    });
    expect(pause.statusCode, pause.body).toBe(200);
    const paused = await tasker.inject({ method: "POST", url: "/api/payouts" });
    expect(paused.statusCode).toBe(409);
    expect(paused.json().message).toMatch(/paused by taskly \(Identity check\)/);
    expect(((await tasker.inject({ method: "GET", url: "/api/earnings" })).json() as Earnings).payoutsPaused).toBe(
      true,
    );
    await admin.inject({ method: "POST", url: `/api/admin/taskers/${tasker.user.id}/payouts/unpause` });
    expect((await tasker.inject({ method: "POST", url: "/api/payouts" })).statusCode).toBe(201);
    const empty = await tasker.inject({ method: "POST", url: "/api/payouts" });
    expect(empty.statusCode).toBe(409);
    expect(empty.json().message).toBe("A payout is at least 1.00; you have 0.00 available.");
    expect(await payoutCount(tasker.user.id)).toBe(1);
    expect(await ledgerViolations(t.database.db)).toEqual([]);
  });

  it("two clicks at once pay out once", async () => {
    const tasker = await taskerWithAvailable();
    await addIbanAccount(tasker);
    const results = await Promise.all([1, 2, 3].map(() => tasker.inject({ method: "POST", url: "/api/payouts" })));
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
    expect(await balance(tasker)).toEqual({ held: "0.00", available: "0.00", paidOut: "100.00" });
    expect(await ledgerViolations(t.database.db)).toEqual([]);
  });
});

describe("weekly automatic payouts", () => {
  const MONDAY = new Date("2030-01-07T03:00:00Z");
  const TUESDAY = new Date("2030-01-08T03:00:00Z");

  it("run on Mondays, once per tasker and week, even with two workers at once", async () => {
    const tasker = await newTasker(t);
    await completedBooking(t, categoryId, tasker);
    await addIbanAccount(tasker);
    await releaseDueFunds(t.database.db, t.app.payments, MONDAY);
    expect(await runAutomaticPayouts(t.database.db, t.app.payments, TUESDAY)).toBe(0);
    const second: Database = t.databaseUrl ? await openPostgres(t.databaseUrl, 2) : t.database;
    try {
      await Promise.all([
        runAutomaticPayouts(t.database.db, t.app.payments, MONDAY),
        runAutomaticPayouts(second.db, t.app.payments, MONDAY),
      ]);
    } finally {
      if (second !== t.database) await second.close();
    }
    expect(await payoutCount(tasker.user.id)).toBe(1);
    const [p] = (await tasker.inject({ method: "GET", url: "/api/payouts" })).json() as Payout[];
    expect(p).toMatchObject({ amount: "100.00", status: "paid", trigger: "automatic" });
    // A second run the same week pays nothing more, even with new money available.
    const { customer, booking } = await completedBooking(t, categoryId, tasker);
    await customer.inject({ method: "POST", url: `/api/bookings/${booking.id}/release` });
    await runAutomaticPayouts(t.database.db, t.app.payments, new Date(MONDAY.getTime() + 5 * HOUR));
    expect(await payoutCount(tasker.user.id)).toBe(1);
    expect(await ledgerViolations(t.database.db)).toEqual([]);
  });

  it("skip paused taskers and taskers without an account", async () => {
    const paused = await taskerWithAvailable();
    await addIbanAccount(paused);
    const admin = await newAdmin(t);
    await admin.inject({
      method: "POST",
      url: `/api/admin/taskers/${paused.user.id}/payouts/pause`,
      payload: { reason: "Chargeback review" },
    });
    const noAccount = await taskerWithAvailable();
    await runAutomaticPayouts(t.database.db, t.app.payments, new Date("2030-01-14T03:00:00Z"));
    expect(await payoutCount(paused.user.id)).toBe(0);
    expect(await payoutCount(noAccount.user.id)).toBe(0);
    expect(await ledgerViolations(t.database.db)).toEqual([]);
  });
});
