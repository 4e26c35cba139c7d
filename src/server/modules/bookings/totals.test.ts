// A booking's money as the API presents it (`totals`), read from the ledger: the card, My Bookings
// and the receipt show the same figures after price changes, completion, tips, release and cancellation.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Adjustment } from "../../../contract/booking-extras";
import type { Booking } from "../../../contract/bookings";
import type { Receipt } from "../../../contract/receipts";
import { createTestApp, type Client, type TestApp } from "../../test/harness";
import { booked, bookingRequest, expectLedgerReconciles, releaseEarly } from "../booking-extras/test-booking";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

async function read(who: Client, id: string): Promise<Booking> {
  const res = await who.inject({ method: "GET", url: `/api/bookings/${id}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Booking;
}

async function listed(who: Client, role: "customer" | "tasker", id: string): Promise<Booking | undefined> {
  const res = await who.inject({ method: "GET", url: `/api/bookings?role=${role}` });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as Booking[]).find((b) => b.id === id);
}

describe("booking totals", () => {
  it("follow approved price changes, the capture, tips and the release, on every read of the booking", async () => {
    // 2 hours at 32.50 with the 5% fee: 68.25 booked.
    const b = await booked(t, { status: "in_progress", rate: "32.50" });
    const id = b.booking.id;
    expect((await read(b.customer, id)).totals).toEqual({
      priceChanges: "0.00",
      tips: "0.00",
      onHold: "68.25",
      charged: "0.00",
      total: "68.25",
      taskerHeld: "0.00",
    });

    const proposed = await b.tasker.inject({
      method: "POST",
      url: `/api/bookings/${id}/adjustments`,
      payload: { kind: "extra_hours", hours: 2, note: "The wall needed anchors" },
    });
    expect(proposed.statusCode, proposed.body).toBe(201);
    const approved = await b.customer.inject({
      method: "POST",
      url: `/api/adjustments/${(proposed.json() as Adjustment).id}/approve`,
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect((await read(b.customer, id)).totals).toMatchObject({
      priceChanges: "68.25",
      onHold: "68.25",
      charged: "68.25",
      total: "136.50",
    });

    const completed = await b.tasker.inject({ method: "POST", url: `/api/bookings/${id}/complete` });
    expect(completed.statusCode, completed.body).toBe(200);
    // The answer to the completion already carries the new figures.
    expect((completed.json() as Booking).totals).toMatchObject({ onHold: "0.00", charged: "136.50", total: "136.50" });

    const tip = await b.customer.inject({
      method: "POST",
      url: `/api/bookings/${id}/tips`,
      payload: { amount: "10.00" },
    });
    expect(tip.statusCode, tip.body).toBe(201);
    const after = {
      priceChanges: "68.25",
      tips: "10.00",
      onHold: "0.00",
      charged: "146.50",
      total: "146.50",
      taskerHeld: "140.00",
    };
    expect((await read(b.customer, id)).totals).toEqual(after);
    expect((await listed(b.customer, "customer", id))?.totals).toEqual(after);
    expect((await listed(b.tasker, "tasker", id))?.totals).toEqual(after);
    // The booked total keeps its meaning.
    expect((await read(b.customer, id)).totalAmount).toBe("68.25");

    const receipt = (await b.customer.inject({ method: "GET", url: `/api/bookings/${id}/receipt` })).json() as Receipt;
    expect(receipt.total).toBe(after.charged);

    await releaseEarly(b);
    expect((await read(b.customer, id)).totals).toMatchObject({ total: "146.50", taskerHeld: "0.00" });
    await expectLedgerReconciles(t);
  });

  it("come to nothing after a free cancellation", async () => {
    const { customer, payload } = await bookingRequest(t);
    const made = await customer.inject({
      method: "POST",
      url: "/api/bookings",
      payload: { ...payload, card: { number: "4242 4242 4242 4242", expiry: "12/39", cvc: "123" } },
    });
    expect(made.statusCode, made.body).toBe(201);
    const id = (made.json() as Booking).id;
    expect((await read(customer, id)).totals).toMatchObject({ onHold: "105.00", total: "105.00" });
    const cancelled = await customer.inject({ method: "POST", url: `/api/bookings/${id}/cancel` });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((cancelled.json() as Booking).totals).toMatchObject({ onHold: "0.00", charged: "0.00", total: "0.00" });
    expect((cancelled.json() as Booking).refundAmount).toBe("105.00");
  });
});
