// The customer's itemised receipt of a booking (API and the completion e-mail), with every later
// money line: tips, approved price changes and refunds.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Receipt } from "../../../contract/receipts";
import { queryRows } from "../../db/query";
import { createTestApp, signUp, type TestApp } from "../../test/harness";
import { booked, expectLedgerReconciles } from "../booking-extras/test-booking";
import { completedBooking, confirmedBooking, makeCategory, newTasker } from "../payouts/money-fixtures";

let t: TestApp;
let categoryId: string;

beforeAll(async () => {
  t = await createTestApp();
  categoryId = await makeCategory(t);
});
afterAll(async () => t?.close());

describe("receipts", () => {
  it("itemises the job and the service fee, with the card, for the customer", async () => {
    const tasker = await newTasker(t);
    const { customer, booking } = await completedBooking(t, categoryId, tasker);
    const res = await customer.inject({ method: "GET", url: `/api/bookings/${booking.id}/receipt` });
    expect(res.statusCode, res.body).toBe(200);
    const r = res.json() as Receipt;
    expect(r).toMatchObject({
      taskTitle: "Mount a TV",
      taskerName: "Tara T.",
      total: "105.00",
      card: "Visa ending in 4242",
    });
    expect(r.number).toBe(`TK-${booking.id.slice(0, 8).toUpperCase()}`);
    expect(r.items).toEqual([
      { kind: "service", label: "2 hours × $50.00", amount: "100.00", hours: 2, rate: "50.00" },
      { kind: "fee", label: "Service fee", amount: "5.00", hours: null, rate: null },
    ]);
  });

  it("lists an approved price change, a tip and a dispute's refund, and totals what the card kept", async () => {
    const b = await booked(t, { status: "in_progress" });
    const proposed = await b.tasker.inject({
      method: "POST",
      url: `/api/bookings/${b.booking.id}/adjustments`,
      payload: { kind: "expense", amount: "18.40", note: "Wall anchors" },
    });
    expect(proposed.statusCode, proposed.body).toBe(201);
    const approve = await b.customer.inject({ method: "POST", url: `/api/adjustments/${proposed.json().id}/approve` });
    expect(approve.statusCode, approve.body).toBe(200);
    expect((await b.tasker.inject({ method: "POST", url: `/api/bookings/${b.booking.id}/complete` })).statusCode).toBe(
      200,
    );
    const tipped = await b.customer.inject({
      method: "POST",
      url: `/api/bookings/${b.booking.id}/tips`,
      payload: { amount: "10.00" },
    });
    expect(tipped.statusCode, tipped.body).toBe(201);
    const dispute = await b.customer.inject({
      method: "POST",
      url: `/api/bookings/${b.booking.id}/disputes`,
      payload: { reason: "poor_quality", requestedRefund: "20.00", details: "One anchor is loose already." },
    });
    expect(dispute.statusCode, dispute.body).toBe(201);
    const accepted = await b.tasker.inject({
      method: "POST",
      url: `/api/disputes/${dispute.json().id}/respond`,
      payload: { response: "accept" },
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const r = (
      await b.customer.inject({ method: "GET", url: `/api/bookings/${b.booking.id}/receipt` })
    ).json() as Receipt;
    expect(r.items).toEqual([
      { kind: "service", label: "2 hours × $50.00", amount: "100.00", hours: 2, rate: "50.00" },
      { kind: "fee", label: "Service fee", amount: "5.00", hours: null, rate: null },
      { kind: "tip", label: "Tips (100% to your tasker)", amount: "10.00", hours: null, rate: null },
      { kind: "adjustment", label: "Approved price changes", amount: "18.40", hours: null, rate: null },
      { kind: "refund", label: "Refunded to your card", amount: "20.00", hours: null, rate: null },
    ]);
    expect(r.total).toBe("113.40");
    expect(r.payment?.status).toBe("available");
    await expectLedgerReconciles(t);
  });

  it("is e-mailed to the customer at completion, item by item, with a link to the page", async () => {
    const tasker = await newTasker(t);
    const { customer, booking } = await completedBooking(t, categoryId, tasker);
    const [mail] = await queryRows<{ subject: string; body: string }>(
      t.database.db,
      sql`select subject, body from email_outbox where to_address = ${customer.user.email} and subject like 'Receipt%'`,
    );
    expect(mail.subject).toBe('Receipt: "Mount a TV"');
    expect(mail.body).toContain("  2 hours × $50.00: $100.00\n  Service fee: $5.00");
    expect(mail.body).toContain(`/bookings/${booking.id}/receipt`);
  });

  it("is refused to the tasker (403) and strangers (404), and before the card is charged (409)", async () => {
    const tasker = await newTasker(t);
    const { booking } = await completedBooking(t, categoryId, tasker);
    expect((await tasker.inject({ method: "GET", url: `/api/bookings/${booking.id}/receipt` })).statusCode).toBe(403);
    const stranger = await signUp(t.app);
    expect((await stranger.inject({ method: "GET", url: `/api/bookings/${booking.id}/receipt` })).statusCode).toBe(404);
    // Before completion the card is only authorized: there is nothing to list yet.
    const other = await newTasker(t);
    const pending = await confirmedBooking(t, categoryId, other);
    const res = await pending.customer.inject({ method: "GET", url: `/api/bookings/${pending.booking.id}/receipt` });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe("There is no receipt yet: the card is charged when the job is completed.");
  });
});
