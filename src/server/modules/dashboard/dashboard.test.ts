import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { taskInvitations } from "../../db/schema";
import { createTestApp, signUp, type Client, type TestApp } from "../../test/harness";
import { insertBooking, insertOffer, insertTask, newTasker, seedCategories } from "../../test/fixtures";

let t: TestApp;
let categories: Record<string, string>;
let tasker: Client & { profileId: string };
let customer: Client;
const DAY = 24 * 3600_000;
const booked: Record<string, Awaited<ReturnType<typeof insertBooking>>> = {};

/** The first day of the month `back` months before now, in UTC, as YYYY-MM, and a date in it. */
function monthBack(back: number): { key: string; date: Date } {
  const now = new Date();
  const date = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 2, 12));
  return { key: date.toISOString().slice(0, 7), date };
}

beforeAll(async () => {
  t = await createTestApp();
  categories = await seedCategories(t);
  tasker = await newTasker(t);
  customer = await signUp(t.app, { firstName: "Casey", lastName: "Nguyen" });
  const base = { customerId: customer.user.id, taskerId: tasker.user.id, categoryId: categories.Cleaning };
  booked.running = await insertBooking(t, {
    ...base,
    title: "Fix the sink",
    status: "in_progress",
    start: new Date(Date.now() - 3600_000),
    rateCents: 6000,
    hours: 3,
  });
  booked.soon = await insertBooking(t, {
    ...base,
    title: "Mount a TV",
    status: "confirmed",
    start: new Date(Date.now() + 2 * DAY),
    rateCents: 5000,
    hours: 2,
  });
  booked.later = await insertBooking(t, {
    ...base,
    title: "Assemble a desk",
    status: "confirmed",
    start: new Date(Date.now() + 9 * DAY),
    rateCents: 4000,
    hours: 1,
  });
  booked.thisMonth = await insertBooking(t, {
    ...base,
    status: "completed",
    start: new Date(Date.now() - 2 * 3600_000),
    completedAt: new Date(),
    rateCents: 5000,
    hours: 2,
  });
  booked.twoBack = await insertBooking(t, {
    ...base,
    status: "completed",
    start: monthBack(2).date,
    completedAt: monthBack(2).date,
    rateCents: 4500,
    hours: 4,
  });
  booked.fiveBack = await insertBooking(t, {
    ...base,
    status: "completed",
    start: monthBack(5).date,
    completedAt: monthBack(5).date,
    rateCents: 3000,
    hours: 1,
  });
  booked.tooOld = await insertBooking(t, {
    ...base,
    status: "completed",
    start: monthBack(7).date,
    completedAt: monthBack(7).date,
    rateCents: 9000,
    hours: 8,
  });
  booked.cancelled = await insertBooking(t, {
    ...base,
    title: "Cancelled job",
    status: "cancelled",
    start: new Date(Date.now() + 4 * DAY),
  });
});
afterAll(() => t.close());

describe("GET /api/tasks/active", () => {
  it("lists the tasker's confirmed and in-progress bookings, running first, with customer and amounts", async () => {
    const response = await tasker.inject({ url: "/api/tasks/active" });
    expect(response.statusCode).toBe(200);
    const list = response.json();
    expect(list.map((b: { taskTitle: string }) => b.taskTitle)).toEqual([
      "Fix the sink",
      "Mount a TV",
      "Assemble a desk",
    ]);
    expect(list[0]).toMatchObject({
      id: booked.running.booking.id,
      taskId: booked.running.task.id,
      status: "in_progress",
      duration: 3,
      hourlyRate: "60.00",
      amount: "180.00",
      totalAmount: "189.00",
      location: "12 Oak St, Austin",
      customer: { id: customer.user.id, name: "Casey N.", initials: "CN", profileImage: null },
    });
    expect(list[1].scheduledDate).toBe(booked.soon.booking.scheduledDate.toISOString());
  });

  it("is empty for a tasker without bookings, 403 for a customer, 401 signed out", async () => {
    const fresh = await newTasker(t);
    expect((await fresh.inject({ url: "/api/tasks/active" })).json()).toEqual([]);
    const onlyCustomer = await signUp(t.app);
    const denied = await onlyCustomer.inject({ url: "/api/tasks/active" });
    expect(denied.statusCode).toBe(403);
    expect(denied.json().message).toMatch(/Become a tasker/);
    expect((await t.app.inject({ url: "/api/tasks/active" })).statusCode).toBe(401);
    // The customer side of a booking never sees it as an active task.
    const both = await signUp(t.app, { userType: "both" });
    expect((await both.inject({ url: "/api/tasks/active" })).json()).toEqual([]);
  });
});

describe("GET /api/messages/recent", () => {
  it("answers the user's most recent conversations, newest first, at most 5", async () => {
    const senders: Client[] = [];
    for (let i = 0; i < 6; i++) {
      const sender = await signUp(t.app, { firstName: `Sender${i}` });
      senders.push(sender);
      await sender.inject({
        method: "POST",
        url: "/api/messages",
        payload: { content: `Hello number ${i}`, receiverId: tasker.user.id },
      });
    }
    const response = await tasker.inject({ url: "/api/messages/recent" });
    expect(response.statusCode).toBe(200);
    const list = response.json();
    expect(list).toHaveLength(5);
    expect(list[0]).toMatchObject({
      otherUser: { id: senders[5].user.id },
      lastMessage: { content: "Hello number 5" },
      unreadCount: 1,
    });
    expect((await tasker.inject({ url: "/api/taskers/profile" })).json().stats.unreadMessages).toBe(6);
  });
});

describe("GET /api/taskers/profile/dashboard", () => {
  it("has pending offers, open invitations, upcoming bookings and 6 months of earnings", async () => {
    const otherCustomer = await signUp(t.app, { firstName: "Olive", lastName: "Park" });
    const open = await insertTask(t, {
      customerId: otherCustomer.user.id,
      categoryId: categories.Mounting,
      title: "Hang shelves",
      description: "Three shelves",
      budget: "120.00",
      scheduledDate: new Date(Date.now() + 5 * DAY),
    });
    const closed = await insertTask(t, {
      customerId: otherCustomer.user.id,
      categoryId: categories.Mounting,
      title: "Closed one",
      status: "cancelled",
    });
    await t.database.db.insert(taskInvitations).values([
      { taskId: open.id, taskerId: tasker.user.id },
      { taskId: closed.id, taskerId: tasker.user.id },
    ]);
    const offer = await insertOffer(t, { taskId: open.id, taskerId: tasker.user.id, proposedRate: "55.00" });
    await insertOffer(t, { taskId: closed.id, taskerId: tasker.user.id, status: "withdrawn" });

    const response = await tasker.inject({ url: "/api/taskers/profile/dashboard" });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.pendingOffers).toEqual([
      expect.objectContaining({
        id: offer.id,
        taskId: open.id,
        taskTitle: "Hang shelves",
        proposedRate: "55.00",
        estimatedDuration: 2,
        customerName: "Olive P.",
      }),
    ]);
    expect(body.invitations).toEqual([
      expect.objectContaining({
        taskId: open.id,
        taskTitle: "Hang shelves",
        categoryName: "Mounting",
        budget: "120.00",
        customerName: "Olive P.",
        offered: true,
      }),
    ]);
    expect(body.upcomingBookings.map((b: { id: string }) => b.id)).toEqual([
      booked.soon.booking.id,
      booked.later.booking.id,
    ]);

    const expected = [5, 4, 3, 2, 1, 0].map((back) => ({ month: monthBack(back).key, amount: "0.00" }));
    expected[5].amount = (booked.thisMonth.subtotalCents / 100).toFixed(2);
    expected[3].amount = (booked.twoBack.subtotalCents / 100).toFixed(2);
    expected[0].amount = (booked.fiveBack.subtotalCents / 100).toFixed(2);
    expect(body.earningsByMonth).toEqual(expected);
    expect(expected.map((e) => e.amount)).toEqual(["30.00", "0.00", "0.00", "180.00", "0.00", "100.00"]);
  });

  it("is 403 for customers", async () => {
    const onlyCustomer = await signUp(t.app);
    expect((await onlyCustomer.inject({ url: "/api/taskers/profile/dashboard" })).statusCode).toBe(403);
  });
});
