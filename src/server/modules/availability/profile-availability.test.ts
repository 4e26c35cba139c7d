// A tasker's public days and hours (the availability the seed client reads) come from their weekly hours, always:
// they say what the bookable times say, whatever older days + hours text the profile row still holds.
import { eq } from "drizzle-orm";
import { DateTime } from "luxon";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WEEKDAYS } from "../../../contract/tasker-profile";
import { taskerProfiles } from "../../db/schema";
import { createTestApp, type TestApp } from "../../test/harness";
import { newTasker, seedCategories } from "../../test/fixtures";
import { scheduleOf, slotsOf } from "./test-fixtures";

const DAY = 24 * 3_600_000;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedCategories(t);
});
afterAll(async () => t?.close());

/** The weekdays and local start times the tasker's bookable slots of the coming week fall on. */
async function bookable(profileId: string): Promise<{ days: string[]; first: string; last: string }> {
  const from = Date.now() + 2 * DAY;
  const res = await slotsOf(t, profileId, from, from + 7 * DAY);
  expect(res.statusCode).toBe(200);
  const { slots, timeZone } = res.json() as { slots: string[]; timeZone: string };
  const local = slots.map((s) => DateTime.fromISO(s, { zone: timeZone }));
  const days = WEEKDAYS.filter((_, i) => local.some((d) => d.weekday === i + 1));
  const times = local.map((d) => d.toFormat("HH:mm")).sort();
  return { days, first: times[0], last: times.at(-1)! };
}

const profileOf = async (profileId: string) =>
  (await t.app.inject({ method: "GET", url: `/api/taskers/${profileId}` })).json();

describe("a tasker's profile availability", () => {
  it("for a new tasker says every day, any time, as their bookable times do, whatever days + hours text the row holds", async () => {
    const tasker = await newTasker(t, { serviceArea: "Austin, TX" });
    // A profile row written before weekly hours existed (or by the demo data) still holds days and hours.
    await t.database.db
      .update(taskerProfiles)
      .set({
        availability: {
          days: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"],
          hours: "8am - 6pm",
          weekdays: true,
          weekends: true,
        },
      })
      .where(eq(taskerProfiles.id, tasker.profileId));
    const slots = await bookable(tasker.profileId);
    expect(slots).toEqual({ days: [...WEEKDAYS], first: "00:00", last: "23:30" });
    const profile = await profileOf(tasker.profileId);
    expect(profile.availability).toMatchObject({ days: [...WEEKDAYS], hours: "Any time" });
    const own = (await tasker.inject({ method: "GET", url: "/api/taskers/profile" })).json();
    expect(own.availability).toMatchObject({ days: [...WEEKDAYS], hours: "Any time" });
  });

  it("follows the weekly hours once the tasker changes them", async () => {
    const tasker = await newTasker(t, { serviceArea: "Austin, TX" });
    const saved = await tasker.inject({
      method: "PUT",
      url: "/api/taskers/profile/schedule",
      payload: scheduleOf({
        timeZone: "America/Chicago",
        weeklyHours: WEEKDAYS.map((d) => (d === "Sunday" ? [] : [{ start: "08:00", end: "18:00" }])),
        noticeHours: 0,
      }),
    });
    expect(saved.statusCode).toBe(200);
    const slots = await bookable(tasker.profileId);
    expect(slots).toEqual({ days: WEEKDAYS.slice(0, 6), first: "08:00", last: "17:00" });
    expect((await profileOf(tasker.profileId)).availability).toMatchObject({
      days: WEEKDAYS.slice(0, 6),
      hours: "8am - 6pm",
    });
  });
});
