// Taskers' free times are held in memory (work-changes.ts): a change made through the API shows on the
// next request, whoever asks; one made through another instance within moments.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeAdmin, seedCategories } from "../../test/fixtures";
import { clientOn, createTestApp, secondInstance, signUp, type TestApp } from "../../test/harness";
import { taskerSlots } from "./slots";
import { bookAt, localTimes, nextWeekday, openTask, scheduleOf, taskerWith, weekdays } from "./test-fixtures";

const NY = "America/New_York";
const HOUR = 3_600_000;
const soon = { timeout: 2000, interval: 20 };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ WORK_CACHE_SECONDS: "300" });
  await seedCategories(t);
});
afterAll(async () => t?.close());

const day = nextWeekday(NY, 3);
const at = (hhmm: string) => {
  const [hour, minute] = hhmm.split(":").map(Number);
  return day.set({ hour, minute }).toUTC().toISO({ suppressMilliseconds: true })!;
};
async function dayTimes(app: TestApp["app"], profileId: string): Promise<string[] | number> {
  const q = new URLSearchParams({
    from: new Date(day.toMillis()).toISOString(),
    to: new Date(day.plus({ days: 1 }).toMillis()).toISOString(),
    duration: "1",
  });
  const res = await app.inject({ url: `/api/taskers/${profileId}/slots?${q}` });
  return res.statusCode === 200 ? localTimes(res.json().slots, NY) : res.statusCode;
}
const times = (profileId: string) => dayTimes(t.app, profileId);

describe("free times held in memory", () => {
  it("lose a time booked through the API on the very next request, whoever asks", async () => {
    const tasker = await taskerWith(t, scheduleOf({ weeklyHours: weekdays("09:00", "12:00") }));
    expect(await times(tasker.profileId)).toEqual(["09:00", "09:30", "10:00", "10:30", "11:00"]);
    const customer = await signUp(t.app);
    expect((await bookAt(customer, await openTask(t, customer), tasker.profileId, at("10:00"))).statusCode).toBe(201);
    expect(await times(tasker.profileId)).toEqual(["09:00", "11:00"]);
  });

  it("follow the tasker's own schedule at once, and one changed on another instance within moments", async () => {
    const tasker = await taskerWith(t, scheduleOf());
    expect(await times(tasker.profileId)).toContain("09:00");
    const away = await tasker.inject({
      method: "PUT",
      url: "/api/taskers/profile/schedule",
      payload: scheduleOf({ onVacation: true }),
    });
    expect(away.statusCode).toBe(200);
    expect(await times(tasker.profileId)).toEqual([]);
    const other = await secondInstance(t);
    try {
      const back = await clientOn(other.app, tasker).inject({
        method: "PUT",
        url: "/api/taskers/profile/schedule",
        payload: scheduleOf({ onVacation: false }),
      });
      expect(back.statusCode).toBe(200);
      await expect.poll(() => times(tasker.profileId), soon).toContain("09:00");
    } finally {
      await other.close();
    }
  });

  it("are gone within moments once an admin on another instance suspends the tasker", async () => {
    const tasker = await taskerWith(t, scheduleOf());
    expect(await times(tasker.profileId)).toContain("09:00");
    const other = await secondInstance(t);
    try {
      const admin = clientOn(other.app, await makeAdmin(t));
      const suspend = await admin.inject({
        method: "PUT",
        url: `/api/admin/users/${tasker.user.id}`,
        payload: { suspended: true },
      });
      expect(suspend.statusCode).toBe(200);
      await expect.poll(() => times(tasker.profileId), soon).toBe(404);
    } finally {
      await other.close();
    }
  });

  it("hold only until their first time comes within the tasker's notice", async () => {
    const tasker = await taskerWith(t, scheduleOf({ noticeHours: 5 }));
    const now = day.minus({ hours: 12 }).toMillis();
    const read = await taskerSlots(
      t.database,
      tasker.profileId,
      { from: at("00:00"), to: day.plus({ days: 1 }).toUTC().toISO()!, duration: 1 },
      now,
    );
    expect(localTimes(read.answer.slots, NY)[0]).toBe("09:00");
    expect(read.holdsUntil).toBe(Date.parse(at("09:00")) - 5 * HOUR);
    // Still later, 09:00 is within the notice: the list starts later, as the answer's expiry foresaw.
    const later = await taskerSlots(
      t.database,
      tasker.profileId,
      { from: at("00:00"), to: day.plus({ days: 1 }).toUTC().toISO()!, duration: 1 },
      read.holdsUntil + 1,
    );
    expect(localTimes(later.answer.slots, NY)[0]).toBe("09:30");
  });
});

describe.skipIf(!process.env.DATABASE_URL)("free times held in memory on two instances (PostgreSQL)", () => {
  it("lose a time booked through one instance on the other within moments", async () => {
    const second = await secondInstance(t);
    try {
      const tasker = await taskerWith(t, scheduleOf({ weeklyHours: weekdays("09:00", "12:00") }));
      expect(await dayTimes(second.app, tasker.profileId)).toContain("11:00");
      const customer = await signUp(t.app);
      expect((await bookAt(customer, await openTask(t, customer), tasker.profileId, at("11:00"))).statusCode).toBe(201);
      await expect.poll(() => dayTimes(second.app, tasker.profileId), soon).not.toContain("11:00");
    } finally {
      await second.close();
    }
  });
});
