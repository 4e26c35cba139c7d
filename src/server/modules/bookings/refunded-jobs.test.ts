// A job refunded by half or more of its price no longer counts for its tasker: the review leaves the
// rating (kept, not shown) and the completed-task count goes back, in the refund's transaction,
// whoever settled it; a review after such a refund is refused. A small refund changes neither.
// Against the real server: the colluding customer's sequence, read back as the public sees it.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Dispute } from "../../../contract/booking-extras";
import type { Receipt } from "../../../contract/receipts";
import type { TaskerProfile } from "../../../contract/taskers";
import { queryRows } from "../../db/query";
import { makeAdmin } from "../../test/fixtures";
import { createTestApp, pageOf, type Client, type TestApp } from "../../test/harness";
import { booked, expectLedgerReconciles, type Booked } from "../booking-extras/test-booking";

let t: TestApp;
let admin: Client;

beforeAll(async () => {
  t = await createTestApp();
  admin = await makeAdmin(t);
});
afterAll(async () => t?.close());

/** What anyone reads of the tasker: the profile's figures and the reviews shown under it. */
async function publicStanding(b: Booked) {
  const id = b.booking.taskerProfileId!;
  const profile = (await t.app.inject({ url: `/api/taskers/${id}` })).json() as TaskerProfile;
  const reviews = pageOf<{ rating: number }>(await t.app.inject({ url: `/api/taskers/${id}/reviews` }));
  return {
    rating: profile.rating,
    totalReviews: profile.totalReviews,
    completedTasks: profile.completedTasks,
    reviewAverage: profile.reviewAverage,
    reviewsShown: reviews.items.length,
    reviewsTotal: reviews.total,
  };
}

/** The customer's review of the job; the tasker reviews the customer too, which publishes both (decision 0063). */
async function review(b: Booked, rating = 5) {
  const url = `/api/bookings/${b.booking.id}/review`;
  const answer = await b.customer.inject({
    method: "POST",
    url,
    payload: { rating, comment: "Perfect job, highly recommended!" },
  });
  await b.tasker.inject({ method: "POST", url, payload: { rating: 5 } });
  return answer;
}

const dispute = (b: Booked, requestedRefund: string) =>
  b.customer.inject({
    method: "POST",
    url: `/api/bookings/${b.booking.id}/disputes`,
    payload: { reason: "poor_quality", requestedRefund, details: "The TV hangs crooked and wobbles." },
  });

const accept = (b: Booked, d: Dispute) =>
  b.tasker.inject({ method: "POST", url: `/api/disputes/${d.id}/respond`, payload: { response: "accept" } });

const NO_STANDING = {
  rating: "0.00",
  totalReviews: 0,
  completedTasks: 0,
  reviewAverage: null,
  reviewsShown: 0,
  reviewsTotal: 0,
};

describe("a refunded job", () => {
  it("farming: a $15/h job, a 5-star review, then a full refund leaves the tasker with no rating and no completed task", async () => {
    const b = await booked(t, { rate: "15.00" });
    expect(await publicStanding(b)).toMatchObject({ completedTasks: 1, totalReviews: 0 });
    expect((await review(b)).statusCode).toBe(201);
    expect(await publicStanding(b)).toMatchObject({ rating: "5.00", totalReviews: 1, reviewsShown: 1 });

    const d = (await dispute(b, "31.50")).json() as Dispute;
    const settled = await accept(b, d);
    expect(settled.statusCode, settled.body).toBe(200);

    const receipt = (await b.customer.inject({ url: `/api/bookings/${b.booking.id}/receipt` })).json() as Receipt;
    expect(receipt.total).toBe("0.00");
    expect(await publicStanding(b)).toEqual(NO_STANDING);
    // The review is kept, marked as withdrawn, and a second one cannot be written.
    const [kept] = await queryRows<{ rating: number; withdrawn: boolean }>(
      t.database.db,
      sql`select rating, withdrawn_at is not null as withdrawn from reviews where booking_id = ${b.booking.id}::uuid`,
    );
    expect(kept).toEqual({ rating: 5, withdrawn: true });
    expect((await review(b)).statusCode).toBe(409);
    await expectLedgerReconciles(t);
  });

  it("an admin's settlement of half the price withdraws that job's review and keeps the tasker's others", async () => {
    const first = await booked(t);
    expect((await review(first, 4)).statusCode).toBe(201);
    const second = await booked(t, { tasker: first.tasker });
    expect((await review(second, 2)).statusCode).toBe(201);
    expect(await publicStanding(first)).toMatchObject({ rating: "3.00", totalReviews: 2, completedTasks: 2 });

    const d = (await dispute(first, "52.50")).json() as Dispute;
    await first.tasker.inject({
      method: "POST",
      url: `/api/disputes/${d.id}/respond`,
      payload: { response: "counter", counterRefund: "10.00", note: "It was level when I left." },
    });
    const resolved = await admin.inject({
      method: "POST",
      url: `/api/admin/disputes/${d.id}/resolve`,
      payload: { refund: "52.50", note: "Half refunded, per the photos." },
    });
    expect(resolved.statusCode, resolved.body).toBe(200);
    expect(await publicStanding(first)).toEqual({
      rating: "2.00",
      totalReviews: 1,
      completedTasks: 1,
      reviewAverage: 2,
      reviewsShown: 1,
      reviewsTotal: 1,
    });
    await expectLedgerReconciles(t);
  });

  it("a small partial refund keeps the review and the completed task", async () => {
    const b = await booked(t);
    expect((await review(b)).statusCode).toBe(201);
    const d = (await dispute(b, "10.00")).json() as Dispute;
    expect((await accept(b, d)).statusCode).toBe(200);
    expect(await publicStanding(b)).toEqual({
      rating: "5.00",
      totalReviews: 1,
      completedTasks: 1,
      reviewAverage: 5,
      reviewsShown: 1,
      reviewsTotal: 1,
    });
    await expectLedgerReconciles(t);
  });

  it("a review after a refund of half or more is refused and counts for nothing", async () => {
    const b = await booked(t);
    const d = (await dispute(b, "105.00")).json() as Dispute;
    expect((await accept(b, d)).statusCode).toBe(200);
    const late = await review(b);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe("This job was refunded, so it can no longer be reviewed.");
    expect(await publicStanding(b)).toEqual(NO_STANDING);
    await expectLedgerReconciles(t);
  });

  it("a review and the refund at once: whichever comes first, the review does not count", async () => {
    const b = await booked(t);
    const d = (await dispute(b, "105.00")).json() as Dispute;
    const [written, settled] = await Promise.all([review(b), accept(b, d)]);
    expect(settled.statusCode, settled.body).toBe(200);
    expect([201, 409]).toContain(written.statusCode);
    expect(await publicStanding(b)).toEqual(NO_STANDING);
    await expectLedgerReconciles(t);
  });
});
