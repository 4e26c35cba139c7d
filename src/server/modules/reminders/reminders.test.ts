// Reminders through what people see: the bell's items and the outbox's mail, for both sides a day
// and two hours before a booking, the customer after completion, a tasker an unanswered invitation;
// each once, whatever runs the job again; a moved booking is reminded of its new time; nobody
// suspended is reminded; a review or an offer ends the reminder before it is sent.
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Notification } from "../../../contract/notifications";
import { bookings, emailOutbox, reviews, taskInvitations, users } from "../../db/schema";
import { insertBooking, insertOffer, insertTask, insertTasker, seedCategories } from "../../test/fixtures";
import { createTestApp, pageOf, signUp, type Client, type TestApp } from "../../test/harness";
import { sendDueReminders } from "./due";

const ORIGIN = "https://taskly.example";
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

let t: TestApp;
let categoryId: string;

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_ORIGIN: ORIGIN });
  categoryId = (await seedCategories(t)).Mounting;
});
afterAll(async () => t?.close());

const db = () => t.database.db;
const run = (now: Date) => sendDueReminders(db(), ORIGIN, now);
const items = async (client: Client) =>
  pageOf<Notification>(await client.inject({ method: "GET", url: "/api/notifications" })).items;
const mailTo = (client: Client) =>
  db().select().from(emailOutbox).where(eq(emailOutbox.toAddress, client.user.email.toLowerCase()));

async function people() {
  const customer = await signUp(t.app, { firstName: "Cara", lastName: "Diaz" });
  const tasker = await insertTasker(t, {}, { firstName: "Tara", lastName: "Stone" });
  return { customer, tasker };
}

describe("a booking about to start", () => {
  it("reminds both sides a day before and two hours before, each once", async () => {
    const { customer, tasker } = await people();
    const start = new Date(Date.now() + 3 * DAY);
    const { booking } = await insertBooking(t, {
      customerId: customer.user.id,
      taskerId: tasker.user.id,
      categoryId,
      title: "Mount a TV",
      status: "confirmed",
      start,
    });

    // Not yet due two days before.
    await run(new Date(start.getTime() - 2 * DAY));
    expect(await items(customer)).toEqual([]);

    const dayBefore = new Date(start.getTime() - 20 * HOUR);
    await run(dayBefore);
    await run(dayBefore);
    expect(await items(customer)).toEqual([
      expect.objectContaining({
        kind: "reminder.booking-24h",
        title: "Tomorrow: 'Mount a TV' with Tara S.",
        subject: { type: "booking", id: booking.id },
        link: "/my-bookings",
      }),
    ]);
    expect(await items(tasker)).toEqual([
      expect.objectContaining({ kind: "reminder.booking-24h", title: "Tomorrow: 'Mount a TV' with Cara D." }),
    ]);
    const customerMail = await mailTo(customer);
    expect(customerMail.map((m) => m.subject)).toEqual(['Tomorrow: "Mount a TV"']);
    expect(customerMail[0].body).toContain(`${ORIGIN}/my-bookings`);
    expect((await mailTo(tasker)).map((m) => m.subject)).toEqual(['Tomorrow: "Mount a TV"']);

    const twoHoursBefore = new Date(start.getTime() - 90 * 60_000);
    await run(twoHoursBefore);
    await run(twoHoursBefore);
    expect((await items(customer)).map((n) => n.title)).toEqual([
      "In 2 hours: 'Mount a TV' with Tara S.",
      "Tomorrow: 'Mount a TV' with Tara S.",
    ]);
    expect((await items(tasker)).map((n) => n.kind)).toEqual(["reminder.booking-2h", "reminder.booking-24h"]);
    // Two hours before is a push and the bell, not another e-mail.
    expect(await mailTo(customer)).toHaveLength(1);
  });

  it("a booking moved to another day is reminded of its new time; one made within the day is not reminded a day before", async () => {
    const { customer, tasker } = await people();
    const start = new Date(Date.now() + 3 * DAY);
    const { booking } = await insertBooking(t, {
      customerId: customer.user.id,
      taskerId: tasker.user.id,
      categoryId,
      status: "confirmed",
      start,
    });
    await run(new Date(start.getTime() - 20 * HOUR));
    expect(await items(customer)).toHaveLength(1);

    const later = new Date(start.getTime() + DAY);
    await db()
      .update(bookings)
      .set({ scheduledDate: later, endsAt: new Date(later.getTime() + 2 * HOUR) })
      .where(eq(bookings.id, booking.id));
    await run(new Date(later.getTime() - 20 * HOUR));
    const after = await items(customer);
    expect(after).toHaveLength(1);
    expect(after[0]).toMatchObject({ kind: "reminder.booking-24h", count: 2 });

    // Booked 10 hours ahead: the day-before reminder would come at once, so only the two-hour one goes.
    const soon = await people();
    const soonStart = new Date(Date.now() + 10 * HOUR);
    await insertBooking(t, {
      customerId: soon.customer.user.id,
      taskerId: soon.tasker.user.id,
      categoryId,
      status: "confirmed",
      start: soonStart,
    });
    await run(new Date());
    expect(await items(soon.customer)).toEqual([]);
    await run(new Date(soonStart.getTime() - HOUR));
    expect((await items(soon.customer)).map((n) => n.kind)).toEqual(["reminder.booking-2h"]);
  });

  it("nobody is reminded of a booking with a suspended person, or a cancelled one", async () => {
    const { customer, tasker } = await people();
    const start = new Date(Date.now() + 3 * DAY);
    await insertBooking(t, {
      customerId: customer.user.id,
      taskerId: tasker.user.id,
      categoryId,
      status: "confirmed",
      start,
    });
    await db().update(users).set({ suspendedAt: new Date() }).where(eq(users.id, tasker.user.id));
    const other = await people();
    await insertBooking(t, {
      customerId: other.customer.user.id,
      taskerId: other.tasker.user.id,
      categoryId,
      status: "cancelled",
      start,
    });
    await run(new Date(start.getTime() - 20 * HOUR));
    expect(await items(customer)).toEqual([]);
    expect(await mailTo(customer)).toEqual([]);
    expect(await items(other.customer)).toEqual([]);
  });
});

describe("after completion", () => {
  it("asks the customer for a review a day later, once; not once they wrote theirs, whatever the tasker wrote", async () => {
    const { customer, tasker } = await people();
    await insertBooking(t, {
      customerId: customer.user.id,
      taskerId: tasker.user.id,
      categoryId,
      title: "Fix a door",
      status: "completed",
      start: new Date(Date.now() - 3 * DAY),
      completedAt: new Date(Date.now() - 2 * DAY),
    });
    await run(new Date());
    await run(new Date());
    expect(await items(customer)).toEqual([
      expect.objectContaining({ kind: "reminder.review", title: "How did 'Fix a door' go? Review Tara S." }),
    ]);
    expect(await items(tasker)).toEqual([]);
    const mail = await mailTo(customer);
    expect(mail.map((m) => m.subject)).toEqual(['How did "Fix a door" go?']);
    expect(mail[0].body).toContain("release the payment");

    /** New people with a job completed two days ago that one of them has reviewed. */
    const reviewedBy = async (side: "customer" | "tasker") => {
      const pair = await people();
      const { booking } = await insertBooking(t, {
        customerId: pair.customer.user.id,
        taskerId: pair.tasker.user.id,
        categoryId,
        status: "completed",
        start: new Date(Date.now() - 3 * DAY),
        completedAt: new Date(Date.now() - 2 * DAY),
      });
      const [reviewer, reviewee] = side === "customer" ? [pair.customer, pair.tasker] : [pair.tasker, pair.customer];
      await db()
        .insert(reviews)
        .values({
          bookingId: booking.id,
          reviewerId: reviewer.user.id,
          revieweeId: reviewee.user.id,
          taskerId: pair.tasker.profileId,
          direction: side === "customer" ? "customer_to_tasker" : "tasker_to_customer",
          rating: 5,
        });
      return pair;
    };
    const reviewed = await reviewedBy("customer");
    await run(new Date());
    expect(await items(reviewed.customer)).toEqual([]);

    // The tasker's review of the customer is theirs: the customer is still asked for their own.
    const taskerFirst = await reviewedBy("tasker");
    await run(new Date());
    expect(await items(taskerFirst.customer)).toEqual([expect.objectContaining({ kind: "reminder.review" })]);
  });
});

describe("an invitation", () => {
  it("reminds the tasker a day later unless they made an offer", async () => {
    const customer = await signUp(t.app, { firstName: "Cara", lastName: "Diaz" });
    const waiting = await insertTasker(t, {}, { firstName: "Will", lastName: "Wait" });
    const answered = await insertTasker(t, {}, { firstName: "Ann", lastName: "Swer" });
    const task = await insertTask(t, { customerId: customer.user.id, categoryId, title: "Paint a fence" });
    const yesterday = new Date(Date.now() - 30 * HOUR);
    await db()
      .insert(taskInvitations)
      .values([
        { taskId: task.id, taskerId: waiting.user.id, createdAt: yesterday },
        { taskId: task.id, taskerId: answered.user.id, createdAt: yesterday },
      ]);
    await insertOffer(t, { taskId: task.id, taskerId: answered.user.id });
    await run(new Date());
    await run(new Date());
    expect(await items(waiting)).toEqual([
      expect.objectContaining({
        kind: "reminder.invitation",
        title: "Cara D. is waiting for your answer on 'Paint a fence'",
        link: "/browse-tasks",
      }),
    ]);
    expect((await mailTo(waiting)).map((m) => m.subject)).toEqual(['Still interested? "Paint a fence"']);
    expect(await items(answered)).toEqual([]);
    const claims = await db().execute(sql`select count(*)::int as n from reminders_sent where reminder = 'invitation'`);
    expect((claims as unknown as { rows: { n: number }[] }).rows[0].n).toBe(1);
  });
});
