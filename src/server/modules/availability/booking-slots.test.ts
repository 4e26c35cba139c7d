import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SLOT_TAKEN_MESSAGE } from "../../../contract/availability";
import { createTestApp, signUp, type TestApp } from "../../test/harness";
import { seedCategories } from "../../test/fixtures";
import { bookAt, localTimes, nextWeekday, openTask, scheduleOf, slotsOf, taskerWith, weekdays } from "./test-fixtures";

const NY = "America/New_York";
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedCategories(t);
});
afterAll(async () => t?.close());

const at = (day: ReturnType<typeof nextWeekday>, hhmm: string) => {
  const [hour, minute] = hhmm.split(":").map(Number);
  return day.set({ hour, minute }).toUTC().toISO({ suppressMilliseconds: true })!;
};

describe("booking only free slots", () => {
  it("books a free slot; the slot and its buffer leave the list; a taken or closed time is 409", async () => {
    const tasker = await taskerWith(t, scheduleOf({ weeklyHours: weekdays("08:00", "14:00"), bufferMinutes: 30 }));
    const day = nextWeekday(NY, 2);
    const customer = await signUp(t.app);
    const booked = await bookAt(customer, await openTask(t, customer), tasker.profileId, at(day, "10:00"));
    expect(booked.statusCode).toBe(201);

    const slots = (await slotsOf(t, tasker.profileId, day.toMillis(), day.plus({ days: 1 }).toMillis())).json().slots;
    expect(localTimes(slots, NY)).toEqual(["08:00", "08:30", "11:30", "12:00", "12:30", "13:00"]);

    const other = await signUp(t.app);
    for (const start of [
      at(day, "10:00"),
      at(day, "11:00"),
      at(day, "07:00"),
      at(day, "13:30"),
      at(day.plus({ days: 4 }), "09:00"),
    ]) {
      const res = await bookAt(other, await openTask(t, other), tasker.profileId, start);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(SLOT_TAKEN_MESSAGE);
    }
    expect((await bookAt(other, await openTask(t, other), tasker.profileId, at(day, "11:30"))).statusCode).toBe(201);
  });

  it("of concurrent bookings of one slot, exactly one wins", async () => {
    const tasker = await taskerWith(t, scheduleOf({ bufferMinutes: 15 }));
    const day = nextWeekday(NY, 4);
    const customers = await Promise.all(Array.from({ length: 5 }, () => signUp(t.app)));
    const tasks = await Promise.all(customers.map((c) => openTask(t, c)));
    const answers = await Promise.all(customers.map((c, i) => bookAt(c, tasks[i], tasker.profileId, at(day, "10:00"))));
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes).toEqual([201, 409, 409, 409, 409]);
    for (const a of answers.filter((r) => r.statusCode === 409)) expect(a.json().message).toBe(SLOT_TAKEN_MESSAGE);
  });
});
