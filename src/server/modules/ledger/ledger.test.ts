// The ledger against the real booking flow: each money change writes its balanced journal in the
// same transaction, the invariants hold after each, and the database refuses an unbalanced or
// edited journal.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Booking } from "../../../contract/bookings";
import { queryRows } from "../../db/query";
import { serviceCategories, taskOffers, tasks } from "../../db/schema";
import { insertTasker } from "../../test/fixtures";
import { createTestApp, signUp, type Client, type TestApp } from "../../test/harness";
import { ledgerViolations } from "./invariants";
import { postJournal, UnbalancedJournalError } from "./post";

const GOOD_CARD = { number: "4242 4242 4242 4242", expiry: "12/39", cvc: "123" };
const HOUR = 3_600_000;

let t: TestApp;
let categoryId: string;

beforeAll(async () => {
  t = await createTestApp();
  const [c] = await t.database.db.insert(serviceCategories).values({ name: "Mounting", baseRate: "50.00" }).returning();
  categoryId = c.id;
});
afterAll(async () => t?.close());

/** A booking of 2 hours at 50.00 (total 105.00: 100.00 + 5.00 fee) starting in `startInHours`. */
async function booked(startInHours: number): Promise<{ customer: Client; tasker: Client; booking: Booking }> {
  const db = t.database.db;
  const customer = await signUp(t.app);
  const tasker = await insertTasker(t);
  const [task] = await db
    .insert(tasks)
    .values({
      customerId: customer.user.id,
      categoryId,
      title: "Mount a TV",
      description: "65 inch",
      location: "Austin",
    })
    .returning();
  const [offer] = await db
    .insert(taskOffers)
    .values({ taskId: task.id, taskerId: tasker.user.id, proposedRate: "50.00", estimatedDuration: 2, message: "Hi" })
    .returning();
  const res = await customer.inject({
    method: "POST",
    url: "/api/bookings",
    payload: {
      taskId: task.id,
      offerId: offer.id,
      scheduledDate: new Date(Date.now() + startInHours * HOUR).toISOString(),
      duration: 2,
      totalAmount: "105.00",
      card: GOOD_CARD,
    },
  });
  expect(res.statusCode).toBe(201);
  return { customer, tasker, booking: res.json() as Booking };
}

type LineRow = {
  kind: string;
  account: string;
  owner: string;
  amount_cents: number;
};

/** The booking's ledger lines in order, with the owner as 'customer', 'tasker' or 'taskly'. */
async function linesOf(b: { customer: Client; booking: Booking }): Promise<string[]> {
  const rows = await queryRows<LineRow>(
    t.database.db,
    sql`select j.kind, e.account, e.amount_cents::int as amount_cents,
      case when e.user_id is null then 'taskly' when e.user_id = ${b.customer.user.id}::uuid then 'customer' else 'tasker' end as owner
    from ledger_entries e join ledger_journals j on j.id = e.journal_id
    where e.booking_id = ${b.booking.id}::uuid order by j.seq, e.account`,
  );
  return rows.map((r) => `${r.kind} ${r.account} (${r.owner}) ${r.amount_cents}`);
}

/** The booking's held share: its status and in how many hours (rounded) it becomes available. */
async function fundsOf(bookingId: string): Promise<{ status: string; hours: number } | null> {
  const [row] = await queryRows<{ status: string; hours: number }>(
    t.database.db,
    sql`select status, round(extract(epoch from available_at - now()) / 3600)::int as hours
    from booking_funds where booking_id = ${bookingId}::uuid`,
  );
  return row ?? null;
}

describe("the ledger of a booking", () => {
  it("authorizes at booking, captures at completion with the fee split, and reconciles", async () => {
    const b = await booked(0.5);
    expect(await linesOf(b)).toEqual([
      "authorization customer_authorized (customer) 10500",
      "authorization customer_card (customer) -10500",
    ]);
    expect((await b.tasker.inject({ method: "POST", url: `/api/bookings/${b.booking.id}/start` })).statusCode).toBe(
      200,
    );
    expect((await b.tasker.inject({ method: "POST", url: `/api/bookings/${b.booking.id}/complete` })).statusCode).toBe(
      200,
    );
    expect((await linesOf(b)).slice(2)).toEqual([
      "capture customer_authorized (customer) -10500",
      "capture platform_fees (taskly) 500",
      "capture tasker_held (tasker) 10000",
    ]);
    expect(await fundsOf(b.booking.id)).toEqual({ status: "held", hours: 72 });
    expect(await ledgerViolations(t.database.db)).toEqual([]);
  });

  it("a late cancellation by the customer captures one hour for the tasker and releases the rest", async () => {
    const b = await booked(5);
    const res = await b.customer.inject({ method: "POST", url: `/api/bookings/${b.booking.id}/cancel` });
    expect(res.statusCode).toBe(200);
    expect((await linesOf(b)).slice(2)).toEqual([
      "capture customer_authorized (customer) -5000",
      "capture tasker_held (tasker) 5000",
      "void customer_authorized (customer) -5500",
      "void customer_card (customer) 5500",
    ]);
    expect(await fundsOf(b.booking.id)).toEqual({ status: "held", hours: 72 });
    expect(await ledgerViolations(t.database.db)).toEqual([]);
  });

  it("a free cancellation releases the whole authorization", async () => {
    const b = await booked(72);
    expect((await b.tasker.inject({ method: "POST", url: `/api/bookings/${b.booking.id}/cancel` })).statusCode).toBe(
      200,
    );
    expect((await linesOf(b)).slice(2)).toEqual([
      "void customer_authorized (customer) -10500",
      "void customer_card (customer) 10500",
    ]);
    expect(await fundsOf(b.booking.id)).toBeNull();
    expect(await ledgerViolations(t.database.db)).toEqual([]);
  });
});

describe("the database guards the ledger", () => {
  it("refuses an unbalanced journal, before and at commit", async () => {
    const b = await booked(80);
    const lines = [{ account: "customer_card" as const, userId: b.customer.user.id, amountCents: -100 }];
    await expect(postJournal(t.database.db, { kind: "tip", bookingId: b.booking.id, lines })).rejects.toThrow(
      UnbalancedJournalError,
    );
    // Written past postJournal: the deferred trigger refuses the transaction at commit.
    const attempt = t.database.db.transaction(async (tx) => {
      const [j] = await queryRows<{ id: string }>(
        tx,
        sql`insert into ledger_journals (kind) values ('tip') returning id`,
      );
      await tx.execute(sql`insert into ledger_entries (journal_id, account, user_id, amount_cents)
        values (${j.id}::uuid, 'customer_card', ${b.customer.user.id}::uuid, -100)`);
    });
    await expect(attempt).rejects.toThrow();
    const [{ n }] = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from ledger_entries where amount_cents = -100`,
    );
    expect(n).toBe(0);
  });

  it("refuses to edit or delete a written entry", async () => {
    const b = await booked(90);
    const bookingId = b.booking.id;
    await expect(
      t.database.db.execute(sql`update ledger_entries set amount_cents = 1 where booking_id = ${bookingId}::uuid`),
    ).rejects.toThrow();
    await expect(
      t.database.db.execute(sql`delete from ledger_journals where booking_id = ${bookingId}::uuid`),
    ).rejects.toThrow();
    expect(await linesOf(b)).toHaveLength(2);
  });

  it("seeded and older payments get an opening journal that reconciles", async () => {
    const [{ opened }] = await queryRows<{ opened: number }>(
      t.database.db,
      sql`select ledger_open_existing_payments()::int as opened`,
    );
    expect(opened).toBe(0); // every payment made through the API already has its journals
    expect(await ledgerViolations(t.database.db)).toEqual([]);
  });
});
