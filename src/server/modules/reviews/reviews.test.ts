// Two-way, double-blind reviews against the real server and database: neither side sees the other's
// review before both are in; both publish together; ratings move only on publication; the window's
// end publishes through the review-windows job (run with a later clock); editing, 409s and 404s.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REVIEW_MESSAGES, REVIEWS_PER_HOUR, type BookingReviews } from "../../../contract/reviews";
import type { Notification } from "../../../contract/notifications";
import type { TaskerProfile } from "../../../contract/taskers";
import { queryRows } from "../../db/query";
import { createTestApp, pageOf, signUp, type Client, type TestApp } from "../../test/harness";
import { booked, expectLedgerReconciles, type Booked } from "../booking-extras/test-booking";
import { runReviewWindows } from "./publish";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const DAY = 86_400_000;

const post = (who: Client, b: Booked, payload: Record<string, unknown>) =>
  who.inject({ method: "POST", url: `/api/bookings/${b.booking.id}/review`, payload });
const patch = (who: Client, b: Booked, payload: Record<string, unknown>) =>
  who.inject({ method: "PATCH", url: `/api/bookings/${b.booking.id}/review`, payload });
async function sideOf(who: Client, b: Booked): Promise<BookingReviews> {
  const res = await who.inject({ url: `/api/bookings/${b.booking.id}/reviews` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as BookingReviews;
}
async function standing(b: Booked) {
  const id = b.booking.taskerProfileId!;
  const profile = (await t.app.inject({ url: `/api/taskers/${id}` })).json() as TaskerProfile;
  const list = pageOf<Record<string, unknown>>(await t.app.inject({ url: `/api/taskers/${id}/reviews` }));
  const [customer] = await queryRows<{ rating: string; n: number }>(
    t.database.db,
    sql`select customer_rating::text as rating, customer_review_count as n from users where id = ${b.customer.user.id}::uuid`,
  );
  return { rating: profile.rating, totalReviews: profile.totalReviews, list, customer };
}
const bell = async (who: Client) =>
  pageOf<Notification>(await who.inject({ url: "/api/notifications" })).items.map((n) => n.kind);

describe("double-blind reviews", () => {
  it("neither sees the other's review until both are in; then both publish together and the ratings move", async () => {
    const b = await booked(t);
    const first = await post(b.customer, b, {
      rating: 4,
      comment: "Tidy work, a little late.",
      subRatings: { punctuality: 3, quality: 5 },
      privateNote: "Next time bring a longer drill bit.",
    });
    expect(first.statusCode, first.body).toBe(201);
    // The POST answer keeps its shape.
    expect(Object.keys(first.json()).sort()).toEqual(["bookingId", "comment", "createdAt", "id", "rating", "taskerId"]);

    const taskerSide = await sideOf(b.tasker, b);
    expect(taskerSide).toMatchObject({
      role: "tasker",
      otherSubmitted: true,
      mine: null,
      published: [],
      noteForYou: null,
    });
    expect(taskerSide.canReview).toBe(true);
    expect(JSON.stringify(taskerSide)).not.toContain("Tidy work");
    const customerSide = await sideOf(b.customer, b);
    expect(customerSide).toMatchObject({ otherSubmitted: false, published: [], canReview: false });
    expect(customerSide.mine).toMatchObject({ rating: 4, editable: true, publishedAt: null });
    expect(customerSide.mine?.subRatings).toEqual({ punctuality: 3, quality: 5 });
    // The window ends 14 days after completion.
    const completedAt = new Date(b.booking.completedAt ?? (await completedAtOf(b))).getTime();
    expect(new Date(customerSide.windowEndsAt!).getTime() - completedAt).toBe(14 * DAY);
    // Nothing counts yet, nothing is listed, and the booking itself does not show it to the tasker.
    expect(await standing(b)).toMatchObject({ rating: "0.00", totalReviews: 0, list: { items: [], total: 0 } });
    const booking = (await b.tasker.inject({ url: `/api/bookings/${b.booking.id}` })).json();
    expect(booking.review).toBeNull();
    // The tasker is told a review is waiting.
    expect(await bell(b.tasker)).toContain("review.written");

    const second = await post(b.tasker, b, {
      rating: 5,
      comment: "Clear instructions, coffee ready.",
      subRatings: { clearInstructions: 5, respectful: 5 },
    });
    expect(second.statusCode, second.body).toBe(201);
    const [a, c] = await queryRows<{ published_at: Date }>(
      t.database.db,
      sql`select published_at from reviews where booking_id = ${b.booking.id}::uuid`,
    );
    expect(a.published_at).not.toBeNull();
    expect(String(a.published_at)).toBe(String(c.published_at));

    const after = await sideOf(b.tasker, b);
    expect(after.published.map((r) => r.direction).sort()).toEqual(["customer_to_tasker", "tasker_to_customer"]);
    expect(after.noteForYou).toBe("Next time bring a longer drill bit.");
    expect((await sideOf(b.customer, b)).noteForYou).toBeNull();
    expect(await bell(b.customer)).toContain("review.written");

    const s = await standing(b);
    expect(s).toMatchObject({ rating: "4.00", totalReviews: 1, customer: { rating: "5.00", n: 1 } });
    // §7: the tasker's reviews list keeps its shape, with the customer's review only.
    expect(s.list.total).toBe(1);
    expect(s.list.items[0]).toMatchObject({ rating: 4, comment: "Tidy work, a little late." });
    for (const key of ["id", "rating", "comment", "createdAt", "reviewerName"])
      expect(s.list.items[0]).toHaveProperty(key);
    expect(JSON.stringify(s.list.items)).not.toContain("drill bit");
    // Taskers see the customer's rating on the task and on their offers.
    const task = await b.tasker.inject({ url: `/api/tasks/${b.booking.taskId}` });
    expect(task.json()).toMatchObject({ customerRating: "5.00", customerReviewCount: 1 });
    const offers = (await b.tasker.inject({ url: "/api/offers/mine" })).json() as { task: { id: string } }[];
    expect(offers.find((o) => o.task.id === b.booking.taskId)?.task).toMatchObject({
      customerRating: "5.00",
      customerReviewCount: 1,
    });
    await expectLedgerReconciles(t);
  });

  it("a review is editable until the other side submits; then, and for a second review, 409", async () => {
    const b = await booked(t);
    expect((await post(b.customer, b, { rating: 2 })).statusCode).toBe(201);
    const edited = await patch(b.customer, b, { rating: 3, comment: "Better on reflection" });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ rating: 3, comment: "Better on reflection" });
    const again = await post(b.customer, b, { rating: 5 });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe("You have already reviewed this booking.");
    expect((await post(b.tasker, b, { rating: 4 })).statusCode).toBe(201);
    const late = await patch(b.customer, b, { rating: 5 });
    expect(late.statusCode).toBe(409);
    expect((await standing(b)).rating).toBe("3.00");
  });

  it("the author alone finds their waiting review on the tasker's list, marked pending, until it is published", async () => {
    const b = await booked(t);
    const url = `/api/taskers/${b.booking.taskerProfileId}/reviews`;
    expect((await post(b.customer, b, { rating: 4, comment: "Quick and tidy" })).statusCode).toBe(201);
    const own = pageOf<Record<string, unknown>>(await b.customer.inject({ url })).items;
    expect(own).toEqual([expect.objectContaining({ rating: 4, comment: "Quick and tidy", pending: true })]);
    for (const viewer of [b.tasker, undefined]) {
      const res = viewer ? await viewer.inject({ url }) : await t.app.inject({ url });
      expect(pageOf(res).items).toEqual([]);
    }
    expect((await post(b.tasker, b, { rating: 5 })).statusCode).toBe(201);
    const published = pageOf<Record<string, unknown>>(await b.customer.inject({ url })).items;
    expect(published).toHaveLength(1);
    expect(published[0]).toMatchObject({ comment: "Quick and tidy" });
    expect(published[0]).not.toHaveProperty("pending");
  });

  it("refuses a person's review past REVIEWS_PER_HOUR written in the last hour with 429, and writes nothing", async () => {
    const b = await booked(t);
    const profileId = b.booking.taskerProfileId!;
    // The customer's reviews of the last hour (rows without a booking, as a bulk import leaves them).
    await t.database.db.execute(sql`insert into reviews (reviewer_id, tasker_id, reviewee_id, rating, published_at)
      select ${b.customer.user.id}::uuid, ${profileId}::uuid, ${b.tasker.user.id}::uuid, 4, now()
      from generate_series(1, ${REVIEWS_PER_HOUR})`);
    const refused = await post(b.customer, b, { rating: 5 });
    expect(refused.statusCode, refused.body).toBe(429);
    expect(refused.json().message).toBe(REVIEW_MESSAGES.tooMany);
    expect((await sideOf(b.customer, b)).mine).toBeNull();
    // The other side writes on: the limit is per person.
    expect((await post(b.tasker, b, { rating: 5 })).statusCode).toBe(201);
  });

  it("answers 404 to anyone but the booking's people, 400 to the other side's sub-ratings, 409 outside the window", async () => {
    const b = await booked(t);
    const stranger = await signUp(t.app);
    expect((await post(stranger, b, { rating: 5 })).statusCode).toBe(404);
    expect((await stranger.inject({ url: `/api/bookings/${b.booking.id}/reviews` })).statusCode).toBe(404);
    expect((await stranger.inject({ url: `/api/bookings/not-a-uuid/reviews` })).statusCode).toBe(404);
    const wrong = await post(b.customer, b, { rating: 5, subRatings: { respectful: 5 } });
    expect(wrong.statusCode).toBe(400);
    const tooLong = await post(b.customer, b, { rating: 5, privateNote: "x".repeat(501) });
    expect(tooLong.statusCode).toBe(400);

    const started = await booked(t, { status: "in_progress" });
    expect((await post(started.customer, started, { rating: 5 })).statusCode).toBe(409);

    await t.database.db.execute(
      sql`update bookings set completed_at = now() - interval '15 days' where id = ${b.booking.id}::uuid`,
    );
    const ended = await post(b.customer, b, { rating: 5 });
    expect(ended.statusCode).toBe(409);
    expect((await sideOf(b.customer, b)).canReview).toBe(false);
  });
});

describe("the review window's end", () => {
  it("publishes a lone review through the review-windows job once the window has ended", async () => {
    const b = await booked(t);
    expect((await post(b.customer, b, { rating: 5, comment: "Great" })).statusCode).toBe(201);
    expect((await runReviewWindows(t.database.db)).published).toBe(0);
    expect((await standing(b)).totalReviews).toBe(0);

    const later = new Date(Date.now() + 14 * DAY + 60_000);
    expect((await runReviewWindows(t.database.db, later)).published).toBeGreaterThanOrEqual(1);
    const s = await standing(b);
    expect(s).toMatchObject({ rating: "5.00", totalReviews: 1 });
    expect(s.list.items.map((r) => r.comment)).toEqual(["Great"]);
    const side = await sideOf(b.tasker, b);
    expect(side.published).toHaveLength(1);
    expect((await sideOf(b.customer, b)).mine).toMatchObject({ editable: false });
    expect((await patch(b.customer, b, { rating: 1 })).statusCode).toBe(409);
    // A second round has nothing left to publish.
    expect((await runReviewWindows(t.database.db, later)).published).toBe(0);
    await expectLedgerReconciles(t);
  });
});

async function completedAtOf(b: Booked): Promise<string> {
  const [row] = await queryRows<{ at: string }>(
    t.database.db,
    sql`select completed_at::text as at from bookings where id = ${b.booking.id}::uuid`,
  );
  return row.at;
}
