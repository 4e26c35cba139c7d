// The admin finance view: figures from the ledger, the reconcile list, and the audited pause of a
// tasker's payouts; only admins.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdminFinance } from "../../../contract/finance";
import { queryRows } from "../../db/query";
import { createTestApp, signUp, type Client, type TestApp } from "../../test/harness";
import { completedBooking, makeCategory, newAdmin, newTasker } from "../payouts/money-fixtures";

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
    const audit = (await admin.inject({ method: "GET", url: "/api/admin/audit?limit=10" })).json().items as {
      action: string;
      targetId: string;
    }[];
    const mine = audit.filter((a) => a.targetId === tasker.user.id).map((a) => a.action);
    expect(mine).toEqual(["payouts.unpause", "payouts.pause"]);
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
