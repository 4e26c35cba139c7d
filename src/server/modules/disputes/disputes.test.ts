// Disputes against the real server: open (freezing the held share), accept, counter, admin split,
// escalation by two workers at once with an advanced clock, the race with the release job, every
// refusal, and the ledger reconciling after each step.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdminDispute, Dispute } from "../../../contract/booking-extras";
import { queryRows } from "../../db/query";
import { makeAdmin } from "../../test/fixtures";
import { createTestApp, signUp, type Client, type TestApp } from "../../test/harness";
import {
  booked,
  expectLedgerReconciles,
  extrasOf,
  ledgerLines,
  payOutAll,
  releaseEarly,
  type Booked,
} from "../booking-extras/test-booking";
import { releaseDueFunds } from "../earnings/release";
import { escalateOverdueDisputes } from "./escalate";

let t: TestApp;
let admin: Client;
beforeAll(async () => {
  t = await createTestApp();
  admin = await makeAdmin(t);
});
afterAll(async () => t?.close());

const claim = { reason: "poor_quality", requestedRefund: "40.00", details: "The TV hangs crooked and wobbles." };
const open = (b: Booked, payload: object = claim, who: Client = b.customer) =>
  who.inject({ method: "POST", url: `/api/bookings/${b.booking.id}/disputes`, payload });
const respond = (who: Client, id: string, payload: object) =>
  who.inject({ method: "POST", url: `/api/disputes/${id}/respond`, payload });
const resolve = (id: string, payload: object) =>
  admin.inject({ method: "POST", url: `/api/admin/disputes/${id}/resolve`, payload });
const fundsStatus = async (bookingId: string) =>
  (
    await queryRows<{ status: string }>(
      t.database.db,
      sql`select status from booking_funds where booking_id = ${bookingId}::uuid`,
    )
  )[0].status;
const disputeCount = async (bookingId: string) =>
  (
    await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from disputes where booking_id = ${bookingId}::uuid`,
    )
  )[0].n;
const auditActions = async (id: string) =>
  (
    await queryRows<{ action: string }>(
      t.database.db,
      sql`select action from audit_log where target_id = ${id}::uuid order by created_at`,
    )
  ).map((r) => r.action);

describe("a dispute", () => {
  it("freezes the held share; the tasker's acceptance refunds with the fee share and releases the rest", async () => {
    const b = await booked(t);
    const res = await open(b);
    expect(res.statusCode, res.body).toBe(201);
    const d = res.json() as Dispute;
    expect(d.status).toBe("awaiting_tasker");
    expect(Math.round((Date.parse(d.respondBy) - Date.now()) / 3_600_000)).toBe(48);
    expect(await fundsStatus(b.booking.id)).toBe("disputed");
    expect((await extrasOf(b.tasker, b.booking.id)).dispute?.id).toBe(d.id);
    const accepted = await respond(b.tasker, d.id, { response: "accept" });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toMatchObject({
      status: "resolved",
      taskerResponse: "accepted",
      refund: "40.00",
      released: "61.90",
    });
    // 40.00 of 105.00 paid: 1.90 of the 5.00 fee goes back, 38.10 from the tasker's 100.00.
    expect((await ledgerLines(t, b.booking.id)).slice(5)).toEqual([
      "refund customer_card 4000",
      "refund platform_fees -190",
      "refund tasker_held -3810",
      "release tasker_available 6190",
      "release tasker_held -6190",
    ]);
    expect(await fundsStatus(b.booking.id)).toBe("available");
    expect(await auditActions(d.id)).toEqual(["dispute.opened", "dispute.accepted"]);
    const mails = await queryRows<{ subject: string }>(
      t.database.db,
      sql`select subject from email_outbox where to_address = ${b.tasker.user.email.toLowerCase()} and subject like '%dispute%'`,
    );
    expect(mails.map((m) => m.subject.split(":")[0])).toEqual([
      "A dispute needs your answer",
      "Your dispute is settled",
    ]);
    await expectLedgerReconciles(t);
  });

  it("a counter offer goes to admins, who split the money with a note; both sides see the result", async () => {
    const b = await booked(t);
    const d = (await open(b)).json() as Dispute;
    const countered = await respond(b.tasker, d.id, {
      response: "counter",
      counterRefund: "10.00",
      note: "It was level when I left.",
    });
    expect(countered.json()).toMatchObject({
      status: "escalated",
      escalationReason: "countered",
      counterRefund: "10.00",
    });
    const list = await admin.inject({ method: "GET", url: "/api/admin/disputes" });
    const mine = (list.json() as AdminDispute[]).find((x) => x.id === d.id);
    expect(mine).toMatchObject({ refundable: "105.00", requestedRefund: "40.00", counterRefund: "10.00" });
    expect((await resolve(d.id, { refund: "105.01", note: "More than was paid" })).statusCode).toBe(400);
    expect((await resolve(d.id, { refund: "25.00", note: "" })).statusCode).toBe(400);
    const done = await resolve(d.id, { refund: "25.00", note: "Photos show a slight tilt; half refunded." });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ status: "resolved", refund: "25.00", released: "76.19" });
    expect((await resolve(d.id, { refund: "1.00", note: "Once more, please" })).statusCode).toBe(409);
    for (const who of [b.customer, b.tasker]) {
      const seen = await extrasOf(who, b.booking.id);
      expect(seen.dispute).toMatchObject({
        status: "resolved",
        refund: "25.00",
        resolutionNote: expect.stringContaining("tilt"),
      });
    }
    expect(await auditActions(d.id)).toEqual(["dispute.opened", "dispute.countered", "dispute.resolved"]);
    await expectLedgerReconciles(t);
  });

  it("an admin refund of everything leaves the funds refunded", async () => {
    const b = await booked(t);
    const d = (await open(b, { ...claim, requestedRefund: "105.00" })).json() as Dispute;
    await respond(b.tasker, d.id, { response: "counter", counterRefund: "0.00", note: "The work was done as agreed." });
    expect((await resolve(d.id, { refund: "105.00", note: "Not done at all, per photos." })).json().released).toBe(
      "0.00",
    );
    expect(await fundsStatus(b.booking.id)).toBe("refunded");
    expect((await extrasOf(b.customer, b.booking.id)).refundable).toBe("0.00");
    await expectLedgerReconciles(t);
  });

  it("is refused: by the tasker or a stranger, above what was paid, twice, before completion, after release", async () => {
    const b = await booked(t);
    expect((await open(b, claim, b.tasker)).statusCode).toBe(403);
    expect((await open(b, claim, await signUp(t.app))).statusCode).toBe(404);
    expect((await open(b, { ...claim, requestedRefund: "105.01" })).statusCode).toBe(400);
    expect((await open(b, { ...claim, details: "short" })).statusCode).toBe(400);
    const running = await booked(t, { status: "in_progress" });
    expect((await open(running)).statusCode).toBe(409);
    const d = (await open(b)).json() as Dispute;
    expect((await open(b)).statusCode).toBe(409);
    expect((await respond(b.customer, d.id, { response: "accept" })).statusCode).toBe(403);
    const other = await booked(t);
    expect((await respond(other.tasker, d.id, { response: "accept" })).statusCode).toBe(404);
    expect(
      (await respond(b.tasker, d.id, { response: "counter", counterRefund: "40.00", note: "Same as asked, really" }))
        .statusCode,
    ).toBe(400);
    expect((await resolve(d.id, { refund: "1.00", note: "Too early to decide" })).statusCode).toBe(409);
    const released = await booked(t);
    await releaseEarly(released);
    const late = await open(released);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toMatch(/already released/);
    const paidOut = await booked(t);
    await releaseEarly(paidOut);
    await payOutAll(paidOut);
    expect((await open(paidOut)).json().message).toMatch(/already released/);
    expect(await disputeCount(released.booking.id)).toBe(0);
    expect(await disputeCount(paidOut.booking.id)).toBe(0);
    await expectLedgerReconciles(t);
  });
});

describe("races and the escalation job", () => {
  it("a dispute and the release job at once: exactly one wins, and the money is in one place", async () => {
    const b = await booked(t);
    // The release job runs with the clock past the 72-hour hold while the customer opens the dispute.
    const [, opened] = await Promise.all([
      releaseDueFunds(t.database.db, t.app.payments, new Date(Date.now() + 73 * 3_600_000)),
      open(b),
    ]);
    const released = (await ledgerLines(t, b.booking.id)).some((l) => l.startsWith("release"));
    expect(released).toBe(opened.statusCode !== 201);
    expect(await fundsStatus(b.booking.id)).toBe(released ? "available" : "disputed");
    expect(await disputeCount(b.booking.id)).toBe(released ? 0 : 1);
    if (!released) {
      // The disputed share stays frozen for every later run of the job.
      await releaseDueFunds(t.database.db, t.app.payments, new Date(Date.now() + 200 * 3_600_000));
      expect(await fundsStatus(b.booking.id)).toBe("disputed");
    }
    await expectLedgerReconciles(t);
  });

  it("two workers with the clock 49 hours ahead escalate an unanswered dispute once", async () => {
    const b = await booked(t);
    const d = (await open(b)).json() as Dispute;
    expect(await escalateOverdueDisputes(t.database.db, "http://localhost")).not.toContain(d.id);
    const later = new Date(Date.now() + 49 * 3_600_000);
    const [a, c] = await Promise.all([
      escalateOverdueDisputes(t.database.db, "http://localhost", later),
      escalateOverdueDisputes(t.database.db, "http://localhost", later),
    ]);
    expect([...a, ...c].filter((id) => id === d.id)).toHaveLength(1);
    expect((await extrasOf(b.customer, b.booking.id)).dispute).toMatchObject({
      status: "escalated",
      escalationReason: "no_answer",
    });
    expect(await auditActions(d.id)).toEqual(["dispute.opened", "dispute.escalated"]);
    expect((await respond(b.tasker, d.id, { response: "accept" })).statusCode).toBe(409);
    expect((await resolve(d.id, { refund: "20.00", note: "The tasker did not answer." })).statusCode).toBe(200);
    await expectLedgerReconciles(t);
  });
});
