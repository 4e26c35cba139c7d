// A booking says what went back to the card, whatever sent it: a dispute's partial refund shows as
// the booking's refundAmount, to both sides, as a cancellation's refund does.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/harness";
import { booked } from "../booking-extras/test-booking";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

describe("a booking's refundAmount", () => {
  it("is null until something is refunded, then the dispute's refund, on both sides", async () => {
    const b = await booked(t);
    const read = async () =>
      [b.customer, b.tasker].map(async (who) => (await who.inject({ url: `/api/bookings/${b.booking.id}` })).json());
    for (const side of await read()) expect((await side).refundAmount).toBeNull();
    const claim = { reason: "poor_quality", requestedRefund: "40.00", details: "The TV hangs crooked and wobbles." };
    const opened = await b.customer.inject({
      method: "POST",
      url: `/api/bookings/${b.booking.id}/disputes`,
      payload: claim,
    });
    expect(opened.statusCode, opened.body).toBe(201);
    const accepted = await b.tasker.inject({
      method: "POST",
      url: `/api/disputes/${opened.json().id}/respond`,
      payload: { response: "accept" },
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    for (const side of await read()) expect(await side).toMatchObject({ status: "completed", refundAmount: "40.00" });
  });
});
