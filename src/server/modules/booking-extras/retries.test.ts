// Retried money requests after booking: a tip or a price-change answer sent again (a double click, a
// browser retrying after a lost answer) with the same Idempotency-Key charges the card once and gets
// the first answer; the same key with another request is refused. Counted at the processor (its
// chargeSaved calls) and in the ledger.
import { sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { Adjustment } from "../../../contract/booking-extras";
import { queryRows } from "../../db/query";
import { createTestApp, type TestApp } from "../../test/harness";
import { booked, expectLedgerReconciles, ledgerLines, type Booked } from "./test-booking";

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());
afterEach(() => vi.restoreAllMocks());

/** Counts the card charges the app asks its payment provider for from now on. */
const countCharges = () => vi.spyOn(t.app.payments, "chargeSaved");

const tip = (b: Booked, amount: string, key?: string) =>
  b.customer.inject({
    method: "POST",
    url: `/api/bookings/${b.booking.id}/tips`,
    payload: { amount },
    headers: key ? { "idempotency-key": key } : {},
  });

const journals = async (b: Booked, kind: string) =>
  (
    await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from ledger_journals where booking_id = ${b.booking.id}::uuid and kind = ${kind}`,
    )
  )[0].n;

describe("a tip sent again", () => {
  it("20 identical tips at once with one Idempotency-Key charge once and all get the same answer", async () => {
    const b = await booked(t);
    const charges = countCharges();
    const answers = await Promise.all(Array.from({ length: 20 }, () => tip(b, "12.50", "tip-double-click-0001")));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(201));
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    expect(answers[0].json()).toMatchObject({ amount: "12.50" });
    expect(answers.filter((a) => a.headers["idempotent-replayed"] === "true")).toHaveLength(19);
    expect(charges).toHaveBeenCalledTimes(1);
    expect(await journals(b, "tip")).toBe(1);
    // A retry later still gets the first answer and charges nothing.
    const later = await tip(b, "12.50", "tip-double-click-0001");
    expect([later.statusCode, later.body]).toEqual([201, answers[0].body]);
    expect(charges).toHaveBeenCalledTimes(1);
    await expectLedgerReconciles(t);
  });

  it("the same key with another amount is refused with 422 and charges nothing", async () => {
    const b = await booked(t);
    expect((await tip(b, "5.00", "tip-changed-amount-1")).statusCode).toBe(201);
    const charges = countCharges();
    const changed = await tip(b, "50.00", "tip-changed-amount-1");
    expect(changed.statusCode).toBe(422);
    expect(changed.json().message).toBe("This Idempotency-Key was already used for a different tip.");
    expect(charges).not.toHaveBeenCalled();
    expect((await ledgerLines(t, b.booking.id)).filter((l) => l.startsWith("tip customer_card"))).toEqual([
      "tip customer_card -500",
    ]);
  });

  it("without a key, two tips are two deliberate tips", async () => {
    const b = await booked(t);
    expect((await tip(b, "5.00")).statusCode).toBe(201);
    expect((await tip(b, "5.00")).statusCode).toBe(201);
    expect(await journals(b, "tip")).toBe(2);
    await expectLedgerReconciles(t);
  });

  it("a key that is not a key is refused with 400", async () => {
    const b = await booked(t);
    const res = await tip(b, "5.00", "short");
    expect(res.statusCode).toBe(400);
    expect(await journals(b, "tip")).toBe(0);
  });
});

describe("a price-change approval sent again", () => {
  async function proposed(): Promise<{ b: Booked; adjustment: Adjustment }> {
    const b = await booked(t, { status: "in_progress" });
    const res = await b.tasker.inject({
      method: "POST",
      url: `/api/bookings/${b.booking.id}/adjustments`,
      payload: { kind: "extra_hours", hours: 1, note: "The wall needed extra anchors" },
    });
    expect(res.statusCode, res.body).toBe(201);
    return { b, adjustment: res.json() as Adjustment };
  }
  const approve = (b: Booked, a: Adjustment, key?: string, decision = "approve") =>
    b.customer.inject({
      method: "POST",
      url: `/api/adjustments/${a.id}/${decision}`,
      headers: key ? { "idempotency-key": key } : {},
    });

  it("10 approvals at once with one Idempotency-Key charge once and all get the approved change", async () => {
    const { b, adjustment } = await proposed();
    const charges = countCharges();
    const answers = await Promise.all(Array.from({ length: 10 }, () => approve(b, adjustment, "approve-retry-0001")));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    expect(answers[0].json()).toMatchObject({ id: adjustment.id, status: "approved", total: "52.50" });
    expect(charges).toHaveBeenCalledTimes(1);
    expect(await journals(b, "adjustment")).toBe(1);
    const declineWithSameKey = await approve(b, adjustment, "approve-retry-0001", "decline");
    expect(declineWithSameKey.statusCode).toBe(422);
    await expectLedgerReconciles(t);
  });

  it("10 approvals at once without a key charge once: the others are told it was already approved", async () => {
    const { b, adjustment } = await proposed();
    const charges = countCharges();
    const answers = await Promise.all(Array.from({ length: 10 }, () => approve(b, adjustment)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, ...Array(9).fill(409)]);
    expect(answers.filter((a) => a.statusCode === 409).map((a) => a.json().message)).toEqual(
      Array(9).fill("This price change was already approved."),
    );
    expect(charges).toHaveBeenCalledTimes(1);
    expect(await journals(b, "adjustment")).toBe(1);
    await expectLedgerReconciles(t);
  });
});
