// How many statements a booking sends to the database (decision 0054): one read of what it is decided
// from and one call that checks, writes and answers, with or without an Idempotency-Key; a retry of
// the key is answered from one read. Counted at the driver: every statement the app sends.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Booking } from "../../../contract/bookings";
import { createTestApp, type TestApp } from "../../test/harness";
import { countStatements, type StatementCounter } from "../../test/statement-counter";
import { bookingRequest } from "../booking-extras/test-booking";

const GOOD_CARD = { number: "4242 4242 4242 4242", expiry: "12/39", cvc: "123" };

let t: TestApp;
let counter: StatementCounter;

beforeAll(async () => {
  t = await createTestApp();
  counter = countStatements(t);
});
afterAll(async () => {
  counter.restore();
  await t.close();
});

/** A booking request of a new customer, signed in and held in the app's memory like a returning one. */
async function returningCustomer() {
  const request = await bookingRequest(t);
  expect((await request.customer.inject({ method: "GET", url: "/api/bookings" })).statusCode).toBe(200);
  const book = (key?: string) =>
    request.customer.inject({
      method: "POST",
      url: "/api/bookings",
      headers: key ? { "idempotency-key": key } : {},
      payload: { ...request.payload, card: GOOD_CARD },
    });
  return { ...request, book };
}

describe("a booking's round trips", () => {
  it("books in two statements, with an Idempotency-Key too; the key's retry is answered in two", async () => {
    // A first booking and retry prepare the statements on the connection (once per connection).
    const warm = await returningCustomer();
    expect((await warm.book("round-trips-warm-up")).statusCode).toBe(201);
    expect((await warm.book("round-trips-warm-up")).statusCode).toBe(200);

    const plain = await returningCustomer();
    const once = await counter.counted(() => plain.book());
    expect(once.result.statusCode).toBe(201);
    expect(once.statements).toBe(2);

    const keyed = await returningCustomer();
    const first = await counter.counted(() => keyed.book("round-trips-of-a-booking"));
    expect(first.result.statusCode).toBe(201);
    expect(first.statements).toBe(2);
    const retry = await counter.counted(() => keyed.book("round-trips-of-a-booking"));
    expect(retry.result.statusCode).toBe(200);
    expect((retry.result.json() as Booking).id).toBe((first.result.json() as Booking).id);
    // The read that finds the key's booking, then the booking as the API shows it.
    expect(retry.statements).toBe(2);
  });
});
