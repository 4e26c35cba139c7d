// Test data for the availability tests: a tasker with saved hours, a task to book, slot queries.
import { DateTime } from "luxon";
import type { ScheduleInput } from "../../../contract/availability";
import { bookingAmountStrings } from "../../../contract/money";
import { tasks } from "../../db/schema";
import type { Client, TestApp } from "../../test/harness";
import { newTasker, seedCategories } from "../../test/fixtures";

export const GOOD_CARD = { number: "4242 4242 4242 4242", expiry: "12/39", cvc: "123" };
export const RATE = "40.00";

const every = (start: string, end: string) => Array.from({ length: 7 }, () => [{ start, end }]);
const weekdays = (start: string, end: string) => every(start, end).map((r, i) => (i < 5 ? r : []));

export const scheduleOf = (o: Partial<ScheduleInput> = {}): ScheduleInput => ({
  timeZone: "America/New_York",
  weeklyHours: weekdays("09:00", "12:00"),
  exceptions: [],
  onVacation: false,
  noticeHours: 0,
  bufferMinutes: 0,
  horizonDays: 60,
  ...o,
});
export { every, weekdays };

export type Tasker = Client & { profileId: string };

export async function taskerWith(t: TestApp, schedule: ScheduleInput): Promise<Tasker> {
  const tasker = await newTasker(t, { hourlyRate: RATE });
  const res = await tasker.inject({ method: "PUT", url: "/api/taskers/profile/schedule", payload: schedule });
  if (res.statusCode !== 200) throw new Error(`schedule failed: ${res.statusCode} ${res.body}`);
  return tasker;
}

export async function slotsOf(t: TestApp, profileId: string, from: number, to: number, duration = 1) {
  const q = new URLSearchParams({
    from: new Date(from).toISOString(),
    to: new Date(to).toISOString(),
    duration: String(duration),
  });
  return t.app.inject({ method: "GET", url: `/api/taskers/${profileId}/slots?${q}` });
}

/** Local wall-clock "HH:mm" of each slot in a zone. */
export const localTimes = (slots: string[], zone: string) =>
  slots.map((s) => DateTime.fromISO(s, { zone }).toFormat("HH:mm"));

/** The next date (in `zone`, at least `minDays` ahead) that falls on `weekday` (1 = Monday). */
export function nextWeekday(zone: string, weekday: number, minDays = 2): DateTime {
  let day = DateTime.now().setZone(zone).startOf("day").plus({ days: minDays });
  while (day.weekday !== weekday) day = day.plus({ days: 1 });
  return day;
}

export async function openTask(t: TestApp, customer: Client): Promise<string> {
  const categories = await seedCategories(t);
  const [task] = await t.database.db
    .insert(tasks)
    .values({
      customerId: customer.user.id,
      categoryId: categories.Mounting,
      title: "Mount a TV",
      description: "65 inch",
      location: "Austin",
      scheduledDate: new Date(Date.now() + 3 * 86_400_000),
    })
    .returning();
  return task.id;
}

export function bookAt(customer: Client, taskId: string, taskerProfileId: string, start: string, hours = 1) {
  return customer.inject({
    method: "POST",
    url: "/api/bookings",
    payload: {
      taskId,
      taskerId: taskerProfileId,
      scheduledDate: start,
      duration: hours,
      totalAmount: bookingAmountStrings(RATE, hours).total,
      card: GOOD_CARD,
    },
  });
}
