import { DateTime } from "luxon";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, signUp, type TestApp } from "../../test/harness";
import { newTasker, seedCategories, validProfile } from "../../test/fixtures";
import { every, localTimes, nextWeekday, scheduleOf, slotsOf, taskerWith } from "./test-fixtures";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const NY = "America/New_York";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedCategories(t);
});
afterAll(async () => t?.close());

async function dayOfSlots(profileId: string, day: DateTime, duration = 1): Promise<string[]> {
  const res = await slotsOf(t, profileId, day.toMillis(), day.plus({ days: 1 }).toMillis(), duration);
  expect(res.statusCode).toBe(200);
  return localTimes(res.json().slots, day.zoneName!);
}

describe("GET /api/taskers/{id}/slots", () => {
  it("offers half-hour starts inside the weekly hours only, in UTC", async () => {
    const tasker = await taskerWith(t, scheduleOf());
    const res = await slotsOf(t, tasker.profileId, Date.now(), Date.now() + 14 * DAY);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.timeZone).toBe(NY);
    expect(body.slots.length).toBeGreaterThan(0);
    for (const slot of body.slots as string[]) {
      expect(slot.endsWith("Z")).toBe(true);
      const local = DateTime.fromISO(slot, { zone: NY });
      expect(local.weekday).toBeLessThanOrEqual(5);
      expect(["09:00", "09:30", "10:00", "10:30", "11:00"]).toContain(local.toFormat("HH:mm"));
    }
    expect(await dayOfSlots(tasker.profileId, nextWeekday(NY, 3))).toEqual([
      "09:00",
      "09:30",
      "10:00",
      "10:30",
      "11:00",
    ]);
    expect(await dayOfSlots(tasker.profileId, nextWeekday(NY, 3), 3)).toEqual(["09:00"]);
    expect(await dayOfSlots(tasker.profileId, nextWeekday(NY, 6))).toEqual([]);
  });

  it("several ranges a day; exceptions give a day off or other hours", async () => {
    const wednesday = nextWeekday(NY, 3);
    const sunday = nextWeekday(NY, 7);
    const weekly = every("09:00", "10:00").map((r, i) =>
      i === 1 ? [r[0], { start: "14:00", end: "15:00" }] : i === 6 ? [] : r,
    );
    const tasker = await taskerWith(
      t,
      scheduleOf({
        weeklyHours: weekly,
        exceptions: [
          { date: wednesday.toISODate()!, ranges: [] },
          { date: sunday.toISODate()!, ranges: [{ start: "13:00", end: "15:00" }] },
        ],
      }),
    );
    expect(await dayOfSlots(tasker.profileId, nextWeekday(NY, 2))).toEqual(["09:00", "14:00"]);
    expect(await dayOfSlots(tasker.profileId, wednesday)).toEqual([]);
    expect(await dayOfSlots(tasker.profileId, sunday)).toEqual(["13:00", "13:30", "14:00"]);
  });

  it("respects minimum notice, the horizon and vacation", async () => {
    const now = Date.now();
    const allDay = every("00:00", "24:00");
    const notice = await taskerWith(t, scheduleOf({ weeklyHours: allDay, noticeHours: 48 }));
    const early = (await slotsOf(t, notice.profileId, now, now + 4 * DAY)).json().slots as string[];
    expect(early.length).toBeGreaterThan(0);
    expect(Date.parse(early[0])).toBeGreaterThanOrEqual(now + 48 * HOUR);
    expect(Date.parse(early[0])).toBeLessThan(now + 49 * HOUR);

    const horizon = await taskerWith(t, scheduleOf({ weeklyHours: allDay, horizonDays: 3 }));
    const near = (await slotsOf(t, horizon.profileId, now, now + 10 * DAY)).json().slots as string[];
    expect(Date.parse(near[near.length - 1])).toBeLessThanOrEqual(now + 3 * DAY);
    expect(Date.parse(near[near.length - 1])).toBeGreaterThan(now + 3 * DAY - 2 * HOUR);

    const away = await taskerWith(t, scheduleOf({ weeklyHours: allDay, onVacation: true }));
    expect((await slotsOf(t, away.profileId, now, now + 10 * DAY)).json().slots).toEqual([]);
  });

  /** The next local day in `zone` (within a year) on which the clocks change (at night, before 09:00). */
  function nextOffsetChange(zone: string): DateTime {
    let day = DateTime.now().setZone(zone).startOf("day").plus({ days: 3 });
    while (day.plus({ days: 1 }).offset === day.offset) day = day.plus({ days: 1 });
    return day;
  }

  for (const zone of [NY, "Europe/Berlin"]) {
    it(`keeps wall-clock hours across a daylight-saving switch in ${zone}`, async () => {
      const tasker = await taskerWith(
        t,
        scheduleOf({ timeZone: zone, weeklyHours: every("09:00", "10:00"), horizonDays: 365 }),
      );
      const switched = nextOffsetChange(zone);
      const from = switched.minus({ days: 2 });
      const res = await slotsOf(t, tasker.profileId, from.toMillis(), switched.plus({ days: 2 }).toMillis());
      const slots = res.json().slots as string[];
      expect(slots).toHaveLength(4);
      expect(localTimes(slots, zone)).toEqual(["09:00", "09:00", "09:00", "09:00"]);
      const utcHours = slots.map((s) => new Date(s).getUTCHours());
      expect(utcHours[0]).toBe(utcHours[1]);
      expect(utcHours[2]).toBe(utcHours[3]);
      expect(Math.abs(utcHours[1] - utcHours[2])).toBe(1);
    });
  }

  it("refuses bad input with a 400 and a message", async () => {
    const tasker = await taskerWith(t, scheduleOf());
    const now = Date.now();
    const cases: [number, number, number, RegExp][] = [
      [now, now + 63 * DAY, 1, /62 days/],
      [now + DAY, now, 1, /after from/],
      [now, now + DAY, 25, /Duration must be a whole number of hours from 1 to 24/],
    ];
    for (const [from, to, duration, message] of cases) {
      const res = await slotsOf(t, tasker.profileId, from, to, duration);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(message);
    }
    const garbage = await t.app.inject({
      method: "GET",
      url: `/api/taskers/${tasker.profileId}/slots?from=soon&to=later&duration=1`,
    });
    expect(garbage.statusCode).toBe(400);
    expect((await slotsOf(t, "00000000-0000-4000-8000-000000000000", now, now + DAY)).statusCode).toBe(404);
  });
});

describe("PUT /api/taskers/profile/schedule", () => {
  it("refuses unknown zones, inverted and overlapping ranges, and keeps the saved schedule", async () => {
    const tasker = await taskerWith(t, scheduleOf());
    const put = (payload: object) => tasker.inject({ method: "PUT", url: "/api/taskers/profile/schedule", payload });
    const bad: [object, RegExp][] = [
      [scheduleOf({ timeZone: "Mars/Olympus_Mons" }), /Unknown time zone/],
      [scheduleOf({ weeklyHours: every("12:00", "09:00") }), /end after/],
      [
        scheduleOf({ weeklyHours: every("09:00", "12:00").map((r) => [...r, { start: "11:00", end: "13:00" }]) }),
        /overlap/,
      ],
      [scheduleOf({ weeklyHours: every("9am", "5pm") }), /09:00/],
      [scheduleOf({ bufferMinutes: -5 }), /negative/],
      [scheduleOf({ horizonDays: 0 }), /at least 1/],
      [scheduleOf({ exceptions: [{ date: "2026-02-30", ranges: [] }] }), /real date/],
    ];
    for (const [payload, message] of bad) {
      const res = await put(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(message);
    }
    const own = (await tasker.inject({ method: "GET", url: "/api/taskers/profile/schedule" })).json();
    expect(own.custom).toBe(true);
    expect(own.weeklyHours[0]).toEqual([{ start: "09:00", end: "12:00" }]);
  });

  it("derives the older days + hours availability that public profiles show", async () => {
    const tasker = await taskerWith(t, scheduleOf({ timeZone: "europe/berlin" }));
    expect((await tasker.inject({ method: "GET", url: "/api/taskers/profile/schedule" })).json().timeZone).toBe(
      "Europe/Berlin",
    );
    const profile = (await t.app.inject({ method: "GET", url: `/api/taskers/${tasker.profileId}` })).json();
    expect(profile.availability.days).toEqual(["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"]);
    expect(profile.availability.hours).toBe("9am - 12pm");

    // An older client that still sends days and hours with the profile cannot make them disagree.
    const edit = await tasker.inject({
      method: "PUT",
      url: "/api/taskers/profile",
      payload: { experience: "7 years", availability: { days: ["Sunday"], hours: "all day" } },
    });
    expect(edit.statusCode).toBe(200);
    expect(edit.json()).toMatchObject({ experience: "7 years", availability: { hours: "9am - 12pm" } });
    expect(edit.json().availability.days).not.toContain("Sunday");
  });

  it("is the tasker's own: a customer without a profile gets 404, a stranger 401", async () => {
    const customer = await signUp(t.app);
    expect((await customer.inject({ method: "GET", url: "/api/taskers/profile/schedule" })).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: "PUT", url: "/api/taskers/profile/schedule", payload: scheduleOf() })).statusCode,
    ).toBe(401);
  });
});

describe("the time zone of a tasker without saved hours", () => {
  it("is their base city's: a Berlin-based tasker gets Europe/Berlin, also for free times", async () => {
    const berlin = await newTasker(t, { serviceArea: null });
    const area = await berlin.inject({
      method: "PUT",
      url: "/api/taskers/profile/service-area",
      payload: { placeId: "de-berlin-berlin", radius: 30, unit: "km" },
    });
    expect(area.statusCode).toBe(200);
    const own = (await berlin.inject({ url: "/api/taskers/profile/schedule" })).json();
    expect(own).toMatchObject({ custom: false, timeZone: "Europe/Berlin" });
    const now = Date.now();
    expect((await slotsOf(t, berlin.profileId, now, now + DAY)).json().timeZone).toBe("Europe/Berlin");
    // A location the gazetteer knows gives its zone too; the city table is only a fallback.
    const tokyo = await signUp(t.app, { userType: "tasker", location: "Tokyo, Japan" });
    await tokyo.inject({ method: "POST", url: "/api/taskers", payload: validProfile({ serviceArea: null }) });
    expect((await tokyo.inject({ url: "/api/taskers/profile/schedule" })).json().timeZone).toBe("Asia/Tokyo");
  });
});
