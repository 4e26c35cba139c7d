// Replies, held reviews and hiding, against the real server and database: the reviewee replies
// once, within 30 days, at most 500 characters, and the reviewer is told; a review with a link is
// held (stored, unpublished, in the moderation queue) until an admin approves it; a reported review
// hidden by an admin leaves the rating, the author is told and the audit log keeps it.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Notification } from "../../../contract/notifications";
import type { TaskerProfile } from "../../../contract/taskers";
import { queryRows } from "../../db/query";
import { makeAdmin } from "../../test/fixtures";
import { createTestApp, pageOf, signUp, type Client, type TestApp } from "../../test/harness";
import { booked, expectLedgerReconciles, type Booked } from "../booking-extras/test-booking";

let t: TestApp;
let admin: Client;
beforeAll(async () => {
  t = await createTestApp();
  admin = await makeAdmin(t);
});
afterAll(async () => t?.close());

/** Both review; answers the customer's review id (published by the tasker's review). */
async function bothReview(b: Booked, comment = "Lovely work"): Promise<string> {
  const url = `/api/bookings/${b.booking.id}/review`;
  const mine = await b.customer.inject({ method: "POST", url, payload: { rating: 4, comment } });
  expect(mine.statusCode, mine.body).toBe(201);
  expect((await b.tasker.inject({ method: "POST", url, payload: { rating: 5 } })).statusCode).toBe(201);
  return (mine.json() as { id: string }).id;
}
const reply = (who: Client, id: string, text: string) =>
  who.inject({ method: "POST", url: `/api/reviews/${id}/reply`, payload: { reply: text } });
const publicList = async (b: Booked) =>
  pageOf<{ id: string; comment: string; reply: { text: string } | null }>(
    await t.app.inject({ url: `/api/taskers/${b.booking.taskerProfileId}/reviews` }),
  );
const ratingOf = async (b: Booked) =>
  ((await t.app.inject({ url: `/api/taskers/${b.booking.taskerProfileId}` })).json() as TaskerProfile).totalReviews;
const bell = async (who: Client) =>
  pageOf<Notification>(await who.inject({ url: "/api/notifications" })).items.map((n) => n.kind);
async function queueItem(targetId: string, kind: string) {
  const queue = await admin.inject({ url: `/api/admin/moderation?kind=${kind}` });
  expect(queue.statusCode, queue.body).toBe(200);
  return (queue.json().items as { id: string; targetId: string; summary: string }[]).find(
    (i) => i.targetId === targetId,
  );
}
const act = (itemId: string, action: string, reason: string) =>
  admin.inject({ method: "POST", url: `/api/admin/moderation/items/${itemId}/actions`, payload: { action, reason } });

describe("replies", () => {
  it("the reviewee replies once, within 30 days, in 500 characters; the reviewer is told; the public list shows it", async () => {
    const b = await booked(t);
    const id = await bothReview(b);
    expect((await reply(b.customer, id, "Replying to myself")).statusCode).toBe(403);
    expect((await reply(b.tasker, id, "x".repeat(501))).statusCode).toBe(400);
    expect((await reply(b.tasker, id, "   ")).statusCode).toBe(400);
    expect((await reply(b.tasker, "not-a-uuid", "Thanks")).statusCode).toBe(404);
    const first = await reply(b.tasker, id, "Thank you, see you next time!");
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({ reviewId: id, held: false });
    expect((await reply(b.tasker, id, "And again")).statusCode).toBe(409);
    expect(await bell(b.customer)).toContain("review.replied");
    expect((await publicList(b)).items[0].reply).toMatchObject({ text: "Thank you, see you next time!" });

    // A tasker's review of the customer is seen by the two of them: a stranger gets 404.
    const [taskers] = await queryRows<{ id: string }>(
      t.database.db,
      sql`select id::text from reviews where booking_id = ${b.booking.id}::uuid and direction = 'tasker_to_customer'`,
    );
    const stranger = await signUp(t.app);
    expect((await reply(stranger, taskers.id, "Hi")).statusCode).toBe(404);

    const late = await booked(t);
    const lateId = await bothReview(late);
    await t.database.db.execute(
      sql`update reviews set published_at = now() - interval '31 days' where id = ${lateId}::uuid`,
    );
    expect((await reply(late.tasker, lateId, "Sorry for the delay")).statusCode).toBe(409);
  });
});

describe("held reviews", () => {
  it("a review with a link is stored but not published until an admin approves it", async () => {
    const b = await booked(t);
    const id = await bothReview(b, "Great, book me direct at www.tidy-tim.com next time");
    expect((await publicList(b)).total).toBe(0);
    expect(await ratingOf(b)).toBe(0);
    const side = (await b.customer.inject({ url: `/api/bookings/${b.booking.id}/reviews` })).json();
    expect(side.mine).toMatchObject({ held: true });
    expect(side.published.map((r: { id: string }) => r.id)).not.toContain(id);

    const item = await queueItem(id, "held-review");
    expect(item?.summary).toContain("held");
    const approved = await act(item!.id, "approve", "A business link, allowed");
    expect(approved.statusCode, approved.body).toBe(200);
    expect((await publicList(b)).items.map((r) => r.id)).toEqual([id]);
    expect(await ratingOf(b)).toBe(1);
    await expectLedgerReconciles(t);
  });

  it("a reply with an e-mail address is held too", async () => {
    const b = await booked(t);
    const id = await bothReview(b);
    const held = await reply(b.tasker, id, "Thanks! Write to tim@example.com for the next job");
    expect(held.json()).toMatchObject({ held: true });
    expect((await publicList(b)).items[0].reply).toBeNull();
    expect(await queueItem(id, "held-review")).toBeDefined();
  });
});

describe("reporting and hiding a review", () => {
  it("anyone may report a public review; an admin hides it: it leaves the rating, the author is told, the audit log keeps it", async () => {
    const b = await booked(t);
    const id = await bothReview(b, "Rude and late");
    expect(await ratingOf(b)).toBe(1);
    const reporter = await signUp(t.app);
    const report = await reporter.inject({
      method: "POST",
      url: "/api/reports",
      payload: { targetType: "review", targetId: id, category: "inappropriate", details: "Not true" },
    });
    expect(report.statusCode, report.body).toBe(201);
    // The author cannot report their own review.
    const own = await b.customer.inject({
      method: "POST",
      url: "/api/reports",
      payload: { targetType: "review", targetId: id, category: "other" },
    });
    expect(own.statusCode).toBe(400);

    const item = await queueItem(id, "reports");
    const hidden = await act(item!.id, "hide", "Personal attack");
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(await ratingOf(b)).toBe(0);
    expect((await publicList(b)).total).toBe(0);
    expect(await bell(b.customer)).toContain("moderation.hidden");
    const [audit] = await queryRows<{ action: string; after: { reason: string } }>(
      t.database.db,
      sql`select action, after from audit_log where target_type = 'review' and target_id = ${id}::uuid`,
    );
    expect(audit).toMatchObject({ action: "moderation.hide", after: { reason: "Personal attack" } });
    // A hidden review cannot be reported again (nobody sees it).
    const again = await (
      await signUp(t.app)
    ).inject({
      method: "POST",
      url: "/api/reports",
      payload: { targetType: "review", targetId: id, category: "other" },
    });
    expect(again.statusCode).toBe(404);
    await expectLedgerReconciles(t);
  });
});
