// A processor call that goes through, then the transaction that should record it fails at its commit
// (Stripe against the loopback fake; the commit refused by a test trigger). A capture or a refund is
// answered again, not repeated, when the same action is retried, and the ledger records it then; a
// charge or an authorization is undone at once, and the retry makes a new one under a new key.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Adjustment, Dispute } from "../../../contract/booking-extras";
import type { Booking } from "../../../contract/bookings";
import { queryRows } from "../../db/query";
import { withFailingCommits } from "../../test/fail-commit";
import type { Client } from "../../test/harness";
import { startStripeApp, type StripeApp } from "../../test/stripe-app";
import { booked, bookingRequest, expectLedgerReconciles, ledgerLines } from "../booking-extras/test-booking";

let s: StripeApp;

beforeAll(async () => {
  s = await startStripeApp();
});
afterAll(async () => s?.close());

const VISA = { paymentMethodId: "pm_card_visa" };
const post = (who: Client, url: string, payload?: object) => who.inject({ method: "POST", url, payload });
const failing = <T>(action: () => Promise<T>) => withFailingCommits(s.t.database.db, action);
const intent = (id: string) => s.fake.state.intents.get(id);
const paymentRef = async (bookingId: string) =>
  (
    await queryRows<{ provider_ref: string }>(
      s.t.database.db,
      sql`select provider_ref from payments where booking_id = ${bookingId}::uuid`,
    )
  )[0].provider_ref;
const journals = async (bookingId: string, kind: string) =>
  (await ledgerLines(s.t, bookingId)).filter((line) => line.startsWith(`${kind} customer_card`));

describe("a processor call whose transaction then fails", () => {
  it("a capture at completion: the retry records the capture Stripe already made, and captures once", async () => {
    const b = await booked(s.t, { status: "in_progress", payment: VISA });
    const ref = await paymentRef(b.booking.id);
    const failed = await failing(() => post(b.tasker, `/api/bookings/${b.booking.id}/complete`));
    expect(failed.statusCode).toBe(500);
    const charge = intent(ref)?.latest_charge;
    expect(intent(ref)).toMatchObject({ status: "succeeded", amount_received: 10_500 });
    expect((await ledgerLines(s.t, b.booking.id)).some((l) => l.startsWith("capture"))).toBe(false);
    const retried = await post(b.tasker, `/api/bookings/${b.booking.id}/complete`);
    expect(retried.statusCode, retried.body).toBe(200);
    expect((retried.json() as Booking).status).toBe("completed");
    expect(intent(ref)).toMatchObject({ amount_received: 10_500, latest_charge: charge });
    expect((await ledgerLines(s.t, b.booking.id)).filter((l) => l.startsWith("capture"))).toHaveLength(3);
    await expectLedgerReconciles(s.t);
  });

  it("a charge for an approved price change is refunded at once; the retry charges anew, once", async () => {
    const b = await booked(s.t, { status: "in_progress", payment: VISA });
    const proposed = await post(b.tasker, `/api/bookings/${b.booking.id}/adjustments`, {
      kind: "expense",
      amount: "20.00",
      note: "Wall anchors",
    });
    const a = proposed.json() as Adjustment;
    const before = new Set(s.fake.state.intents.keys());
    const newCharges = () => [...s.fake.state.intents.values()].filter((i) => !before.has(i.id));
    expect((await failing(() => post(b.customer, `/api/adjustments/${a.id}/approve`))).statusCode).toBe(500);
    expect(newCharges()).toEqual([expect.objectContaining({ amount_received: 2_000, amount_refunded: 2_000 })]);
    expect(await journals(b.booking.id, "adjustment")).toEqual([]);
    const approved = await post(b.customer, `/api/adjustments/${a.id}/approve`);
    expect(approved.statusCode, approved.body).toBe(200);
    expect((approved.json() as Adjustment).status).toBe("approved");
    const kept = newCharges().filter((i) => i.amount_refunded === 0);
    expect(kept).toEqual([expect.objectContaining({ amount_received: 2_000 })]);
    expect(await journals(b.booking.id, "adjustment")).toEqual(["adjustment customer_card -2000"]);
    await expectLedgerReconciles(s.t);
  });

  it("an authorization at booking is cancelled; the same Idempotency-Key then books with a new one", async () => {
    const { customer, payload } = await bookingRequest(s.t);
    const book = () =>
      customer.inject({
        method: "POST",
        url: "/api/bookings",
        headers: { "idempotency-key": "booking-after-a-failed-commit" },
        payload: { ...payload, ...VISA },
      });
    const before = new Set(s.fake.state.intents.keys());
    expect((await failing(book)).statusCode).toBe(500);
    const [cancelled] = [...s.fake.state.intents.values()].filter((i) => !before.has(i.id));
    expect(cancelled).toMatchObject({ status: "canceled", amount: 10_500 });
    const res = await book();
    expect(res.statusCode, res.body).toBe(201);
    const ref = await paymentRef((res.json() as Booking).id);
    expect(ref).not.toBe(cancelled.id);
    expect(intent(ref)).toMatchObject({ status: "requires_capture", amount_capturable: 10_500 });
    expect((await book()).json()).toMatchObject({ id: (res.json() as Booking).id });
    await expectLedgerReconciles(s.t);
  });

  it("a dispute refund: the retried settlement records the refund Stripe already made, refunding once", async () => {
    const b = await booked(s.t, { payment: VISA });
    const ref = await paymentRef(b.booking.id);
    const opened = await post(b.customer, `/api/bookings/${b.booking.id}/disputes`, {
      reason: "poor_quality",
      requestedRefund: "30.00",
      details: "The TV hangs crooked and wobbles.",
    });
    const d = opened.json() as Dispute;
    const accept = () => post(b.tasker, `/api/disputes/${d.id}/respond`, { response: "accept" });
    expect((await failing(accept)).statusCode).toBe(500);
    expect(intent(ref)?.amount_refunded).toBe(3_000);
    expect(await journals(b.booking.id, "refund")).toEqual([]);
    const accepted = await accept();
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(intent(ref)?.amount_refunded).toBe(3_000);
    expect(s.fake.state.refunds.filter((r) => r.payment_intent === ref)).toHaveLength(1);
    expect(await journals(b.booking.id, "refund")).toEqual(["refund customer_card 3000"]);
    await expectLedgerReconciles(s.t);
  });
});
