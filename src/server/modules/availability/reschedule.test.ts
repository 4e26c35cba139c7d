import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RESCHEDULE_TOO_LATE } from "../../../contract/reschedule";
import { SLOT_TAKEN_MESSAGE } from "../../../contract/availability";
import { bookings, emailOutbox } from "../../db/schema";
import { createTestApp, signUp, type Client, type TestApp } from "../../test/harness";
import { seedCategories } from "../../test/fixtures";
import { bookAt, nextWeekday, openTask, scheduleOf, taskerWith, weekdays, type Tasker } from "./test-fixtures";

const NY = "America/New_York";
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedCategories(t);
});
afterAll(async () => t?.close());

const day = nextWeekday(NY, 3, 3);
const at = (hhmm: string, d = day) => {
  const [hour, minute] = hhmm.split(":").map(Number);
  return d.set({ hour, minute }).toUTC().toISO({ suppressMilliseconds: true })!;
};
const post = (c: Client, url: string, payload?: object) => c.inject({ method: "POST", url, payload });

async function booked(): Promise<{ tasker: Tasker; customer: Client; id: string }> {
  const tasker = await taskerWith(t, scheduleOf({ weeklyHours: weekdays("08:00", "17:00"), bufferMinutes: 30 }));
  const customer = await signUp(t.app);
  const res = await bookAt(customer, await openTask(t, customer), tasker.profileId, at("09:00"), 2);
  expect(res.statusCode).toBe(201);
  return { tasker, customer, id: res.json().id };
}

describe("rescheduling a booking", () => {
  it("the customer proposes a free time, the tasker accepts: the booking moves and both are told", async () => {
    const { tasker, customer, id } = await booked();
    const proposed = await post(customer, `/api/bookings/${id}/reschedule`, { scheduledDate: at("13:00") });
    expect(proposed.statusCode).toBe(200);
    expect(proposed.json().pendingReschedule).toMatchObject({ proposedBy: "customer", status: "pending" });
    expect(Date.parse(proposed.json().pendingReschedule.scheduledDate)).toBe(Date.parse(at("13:00")));
    const mails = await t.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, tasker.user.email.toLowerCase()));
    expect(mails.some((m) => m.subject.startsWith("New time proposed"))).toBe(true);

    expect((await post(customer, `/api/bookings/${id}/reschedule/accept`)).statusCode).toBe(403);
    const accepted = await post(tasker, `/api/bookings/${id}/reschedule/accept`);
    expect(accepted.statusCode).toBe(200);
    expect(Date.parse(accepted.json().scheduledDate)).toBe(Date.parse(at("13:00")));
    expect(Date.parse(accepted.json().endsAt)).toBe(Date.parse(at("15:00")));
    expect(accepted.json().pendingReschedule).toBeNull();
    const toCustomer = await t.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, customer.user.email.toLowerCase()));
    expect(toCustomer.some((m) => m.subject.startsWith("Booking moved"))).toBe(true);
    // The old time is free again, the new one is taken.
    const other = await signUp(t.app);
    expect((await bookAt(other, await openTask(t, other), tasker.profileId, at("09:00"), 2)).statusCode).toBe(201);
    const clash = await bookAt(other, await openTask(t, other), tasker.profileId, at("13:30"));
    expect(clash.json().message).toBe(SLOT_TAKEN_MESSAGE);
  });

  it("the tasker proposes, the customer declines: nothing moves; a proposer may withdraw", async () => {
    const { tasker, customer, id } = await booked();
    expect((await post(tasker, `/api/bookings/${id}/reschedule`, { scheduledDate: at("14:00") })).statusCode).toBe(200);
    const declined = await post(customer, `/api/bookings/${id}/reschedule/decline`);
    expect(declined.statusCode).toBe(200);
    expect(declined.json().pendingReschedule).toBeNull();
    expect(Date.parse(declined.json().scheduledDate)).toBe(Date.parse(at("09:00")));
    expect((await post(tasker, `/api/bookings/${id}/reschedule/accept`)).statusCode).toBe(404);

    expect((await post(tasker, `/api/bookings/${id}/reschedule`, { scheduledDate: at("15:00") })).statusCode).toBe(200);
    expect((await post(tasker, `/api/bookings/${id}/reschedule/decline`)).statusCode).toBe(200);
    expect((await post(customer, `/api/bookings/${id}/reschedule/accept`)).statusCode).toBe(404);
  });

  it("refuses a time that is not free, bad dates, strangers, and moves within 24 hours of the start", async () => {
    const { tasker, customer, id } = await booked();
    for (const when of [at("07:00"), at("16:00"), at("09:00", day.plus({ days: 3 }))]) {
      const res = await post(customer, `/api/bookings/${id}/reschedule`, { scheduledDate: when });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(SLOT_TAKEN_MESSAGE);
    }
    expect((await post(customer, `/api/bookings/${id}/reschedule`, { scheduledDate: "tomorrow" })).statusCode).toBe(
      400,
    );
    expect((await post(customer, `/api/bookings/${id}/reschedule`, { scheduledDate: at("09:00") })).statusCode).toBe(
      400,
    );
    const stranger = await signUp(t.app);
    expect((await post(stranger, `/api/bookings/${id}/reschedule`, { scheduledDate: at("13:00") })).statusCode).toBe(
      404,
    );

    const soon = new Date(Date.now() + 20 * 3_600_000);
    await t.database.db
      .update(bookings)
      .set({ scheduledDate: soon, endsAt: new Date(soon.getTime() + 2 * 3_600_000) })
      .where(eq(bookings.id, id));
    const late = await post(tasker, `/api/bookings/${id}/reschedule`, { scheduledDate: at("13:00") });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(RESCHEDULE_TOO_LATE);
  });
});
