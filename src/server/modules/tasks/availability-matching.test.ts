// Get Matched and Find Work use the taskers' availability (weekly hours, exceptions, vacation, notice,
// horizon, bookings with their buffer, imported busy times): the same rules as the slots list.
import { DateTime } from "luxon";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ScheduleInput } from "../../../contract/availability";
import { bookings, serviceCategories, taskerBusyTimes, taskerProfiles, tasks } from "../../db/schema";
import { createTestApp, signUp, type Client, type TestApp, pageOf } from "../../test/harness";
import { every, scheduleOf } from "../availability/test-fixtures";

const ZONE = "America/Chicago";
const AUSTIN = "us-texas-austin";
const SAN_ANTONIO = "us-texas-san-antonio"; // about 120 km from Austin

let t: TestApp;
let customer: Client;
let painting: string;
beforeAll(async () => {
  t = await createTestApp();
  [{ id: painting }] = await t.database.db.insert(serviceCategories).values({ name: "Painting" }).returning();
  customer = await signUp(t.app, { firstName: "Cus", lastName: "Tomer" });
});
afterAll(() => t?.close());

/** Noon, `days` ahead, in Austin: how the date picker sends a task's day. */
const noonIn = (days: number) => DateTime.now().setZone(ZONE).startOf("day").plus({ days, hours: 12 });
const taskDay = noonIn(5);
const weekdayIndex = taskDay.weekday - 1;
const closedThatDay = every("08:00", "18:00").map((r, i) => (i === weekdayIndex ? [] : r));

interface Tasker {
  client: Client;
  profileId: string;
}

async function tasker(
  first: string,
  o: { rating: string; reviews: number; base?: string; radius?: number; schedule?: ScheduleInput },
): Promise<Tasker> {
  const client = await signUp(t.app, { firstName: first, lastName: "Pro", userType: "tasker" });
  const [profile] = await t.database.db
    .insert(taskerProfiles)
    .values({
      userId: client.user.id,
      skills: ["Painting"],
      rating: o.rating,
      totalReviews: o.reviews,
      hourlyRate: "40.00",
      basePlaceId: o.base ?? AUSTIN,
      travelRadiusKm: o.radius ?? 40,
    })
    .returning();
  if (o.schedule) {
    const res = await client.inject({ method: "PUT", url: "/api/taskers/profile/schedule", payload: o.schedule });
    expect(res.statusCode).toBe(200);
  }
  return { client, profileId: profile.id };
}

const chicago = (o: Partial<ScheduleInput>) =>
  scheduleOf({ timeZone: ZONE, weeklyHours: every("08:00", "18:00"), ...o });

async function postTask(extra: object = {}): Promise<string> {
  const res = await customer.inject({
    method: "POST",
    url: "/api/tasks",
    payload: {
      categoryId: painting,
      title: "Paint the hallway",
      description: "Two coats, white.",
      location: "Austin, TX",
      scheduledDate: taskDay.toUTC().toISO(),
      ...extra,
    },
  });
  expect(res.statusCode).toBe(201);
  return res.json().id;
}

async function book(who: Tasker, taskId: string, start: DateTime, hours: number) {
  await t.database.db.insert(bookings).values({
    taskId,
    customerId: customer.user.id,
    taskerId: who.client.user.id,
    scheduledDate: start.toJSDate(),
    endsAt: start.plus({ hours }).toJSDate(),
    duration: hours,
    totalAmount: "84.00",
  });
}

type MatchCard = { name: string; freeOnTaskDate: boolean; distanceKm: number | null; location: string | null };
const matchesOf = async (taskId: string): Promise<MatchCard[]> =>
  (await customer.inject({ url: `/api/tasks/${taskId}/matches` })).json();

describe("Get Matched with availability", () => {
  it("puts taskers free on the task's date before those away, closed, booked or busy that day", async () => {
    const twoHours = every("10:00", "12:00");
    await tasker("Top", { rating: "4.60", reviews: 100 });
    await tasker("Free", { rating: "4.00", reviews: 5, schedule: chicago({}) });
    await tasker("Away", { rating: "5.00", reviews: 400, schedule: chicago({ onVacation: true }) });
    await tasker("Closed", { rating: "4.95", reviews: 400, schedule: chicago({ weeklyHours: closedThatDay }) });
    const booked = await tasker("Booked", {
      rating: "4.90",
      reviews: 400,
      schedule: chicago({ weeklyHours: twoHours }),
    });
    const meeting = await tasker("Meeting", {
      rating: "4.85",
      reviews: 400,
      schedule: chicago({ weeklyHours: twoHours }),
    });
    const dayOff = await tasker("DayOff", {
      rating: "4.80",
      reviews: 400,
      schedule: chicago({ exceptions: [{ date: taskDay.toISODate()!, ranges: [] }] }),
    });
    await tasker("Far", { rating: "5.00", reviews: 500, base: SAN_ANTONIO, radius: 150 });
    const taskId = await postTask();
    await book(booked, taskId, taskDay.set({ hour: 10 }), 2);
    await t.database.db.insert(taskerBusyTimes).values({
      taskerId: meeting.client.user.id,
      startsAt: taskDay.set({ hour: 10 }).toJSDate(),
      endsAt: taskDay.set({ hour: 12 }).toJSDate(),
    });

    const matches = await matchesOf(taskId);
    expect(matches.map((m) => [m.name, m.freeOnTaskDate])).toEqual([
      ["Top P.", true],
      ["Free P.", true],
      ["Away P.", false],
      ["Closed P.", false],
      ["Booked P.", false],
      ["Meeting P.", false],
      ["DayOff P.", false],
      ["Far P.", true],
    ]);
    // Based in the task's own city: no distance is claimed between two points of one place.
    expect(matches[0]).toMatchObject({ location: "Austin, TX", distanceKm: null });
    expect(matches.at(-1)?.location).toBe("San Antonio, TX");
    expect(matches.at(-1)?.distanceKm).toBeGreaterThan(100);
    expect(dayOff.profileId).toBeTruthy();

    // The task moved to the next day: every Austin tasker but the one away is free then.
    const nextDay = await postTask({ scheduledDate: taskDay.plus({ days: 1 }).toUTC().toISO() });
    expect((await matchesOf(nextDay)).filter((m) => !m.freeOnTaskDate).map((m) => m.name)).toEqual(["Away P."]);
  });
});

describe("Find Work with availability", () => {
  it("shows the tasks dated on a day the tasker has a free time, undated ones and invitations", async () => {
    const worker = await tasker("Wen", {
      rating: "4.00",
      reviews: 1,
      schedule: chicago({ weeklyHours: closedThatDay }),
    });
    const closedDay = await postTask({ title: "Job on a closed day" });
    const openDay = await postTask({ title: "Job on an open day", scheduledDate: noonIn(6).toUTC().toISO() });
    const tooSoon = await postTask({ title: "Job tomorrow", scheduledDate: noonIn(1).toUTC().toISO() });
    await t.database.db.insert(tasks).values({
      customerId: customer.user.id,
      categoryId: painting,
      title: "Job any day",
      description: "Whenever suits.",
      location: "Austin, TX",
    });
    const titles = async () => {
      const page = pageOf(await worker.client.inject({ url: "/api/tasks/open?limit=50" }));
      return page.items.map((task: { title: string }) => task.title) as string[];
    };
    const shown = await titles();
    expect(shown).toEqual(expect.arrayContaining(["Job any day", "Job on an open day", "Job tomorrow"]));
    expect(shown).not.toContain("Job on a closed day");

    // Two days' notice: tomorrow has no free time left.
    const withNotice = chicago({ weeklyHours: closedThatDay, noticeHours: 48 });
    await worker.client.inject({ method: "PUT", url: "/api/taskers/profile/schedule", payload: withNotice });
    expect(await titles()).not.toContain("Job tomorrow");

    // Away: only invitations, whatever their date.
    const away = { ...withNotice, onVacation: true };
    await worker.client.inject({ method: "PUT", url: "/api/taskers/profile/schedule", payload: away });
    const invite = await customer.inject({
      method: "POST",
      url: `/api/tasks/${closedDay}/invitations`,
      payload: { taskerId: worker.profileId },
    });
    expect(invite.statusCode).toBe(201);
    const page = pageOf(await worker.client.inject({ url: "/api/tasks/open?limit=50" }));
    expect(page.items.map((task: { id: string; invited: boolean }) => [task.id, task.invited])).toEqual([
      [closedDay, true],
    ]);
    expect([openDay, tooSoon]).not.toContain(page.items[0].id);
  });
});
