import http from "node:http";
import type { AddressInfo } from "node:net";
import { DateTime } from "luxon";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/harness";
import { seedCategories } from "../../test/fixtures";
import { createCalendarImportJob } from "./calendar-import/import-job";
import { importOptionsOf } from "./calendar-import/sync";
import { calendar } from "./ics-test-server";
import { every, localTimes, nextWeekday, scheduleOf, slotsOf, taskerWith, type Tasker } from "./test-fixtures";

const NY = "America/New_York";
const monday = nextWeekday(NY, 1, 3);
const stamp = (d: DateTime) => d.toFormat("yyyyMMdd'T'HHmmss");

/** A weekly 10:00-11:00 meeting (New York time), a one-off 14:00-15:00 in UTC, a free (transparent) event. */
const CALENDAR = [
  "BEGIN:VCALENDAR",
  "VERSION:2.0",
  "PRODID:-//test//EN",
  "BEGIN:VEVENT",
  "UID:weekly@test",
  `DTSTART;TZID=America/New_York:${stamp(monday.set({ hour: 10 }))}`,
  `DTEND;TZID=America/New_York:${stamp(monday.set({ hour: 11 }))}`,
  "RRULE:FREQ=WEEKLY;COUNT=3",
  "SUMMARY:Standing meeting",
  "END:VEVENT",
  "BEGIN:VEVENT",
  "UID:once@test",
  `DTSTART:${stamp(monday.set({ hour: 14 }).toUTC())}Z`,
  `DTEND:${stamp(monday.set({ hour: 15 }).toUTC())}Z`,
  "END:VEVENT",
  "BEGIN:VEVENT",
  "UID:free@test",
  `DTSTART;TZID=America/New_York:${stamp(monday.set({ hour: 16 }))}`,
  `DTEND;TZID=America/New_York:${stamp(monday.set({ hour: 17 }))}`,
  "TRANSP:TRANSPARENT",
  "END:VEVENT",
  "END:VCALENDAR",
].join("\r\n");

/** A daily 10:00-11:00 (New York) that began in 2015: thousands of occurrences before the window. */
const SINCE_2015 = calendar(
  "BEGIN:VEVENT",
  "UID:daily-since-2015@test",
  "DTSTART;TZID=America/New_York:20150105T100000",
  "DTEND;TZID=America/New_York:20150105T110000",
  "RRULE:FREQ=DAILY",
  "END:VEVENT",
);

/** As Outlook writes it: a Windows zone name defined by the file's VTIMEZONE, a weekly Monday 13:00-14:00. */
const OUTLOOK = calendar(
  "BEGIN:VTIMEZONE",
  "TZID:Eastern Standard Time",
  "BEGIN:STANDARD",
  "DTSTART:16010101T020000",
  "TZOFFSETFROM:-0400",
  "TZOFFSETTO:-0500",
  "RRULE:FREQ=YEARLY;INTERVAL=1;BYDAY=1SU;BYMONTH=11",
  "END:STANDARD",
  "BEGIN:DAYLIGHT",
  "DTSTART:16010101T020000",
  "TZOFFSETFROM:-0500",
  "TZOFFSETTO:-0400",
  "RRULE:FREQ=YEARLY;INTERVAL=1;BYDAY=2SU;BYMONTH=3",
  "END:DAYLIGHT",
  "END:VTIMEZONE",
  "BEGIN:VEVENT",
  "UID:outlook-weekly@test",
  "DTSTART;TZID=Eastern Standard Time:20190107T130000",
  "DTEND;TZID=Eastern Standard Time:20190107T140000",
  "RRULE:FREQ=WEEKLY;INTERVAL=1;BYDAY=MO",
  "END:VEVENT",
);

/** Every minute since 1990, a hundred million times: no window can be reached by stepping. */
const SPIN = calendar(
  "BEGIN:VEVENT",
  "UID:spin@test",
  "DTSTART:19900101T000000Z",
  "DTEND:19900101T000100Z",
  "RRULE:FREQ=MINUTELY;COUNT=100000000",
  "END:VEVENT",
);

/**
 * A weekly Monday 10:00-11:00 (New York) whose second occurrence moved to 15:00 and third was cancelled
 * (RECURRENCE-ID, same UID); a Monday 12:00 series; and a moved occurrence of a series the file does
 * not hold, which names the same time as that series' first occurrence but belongs to another UID.
 */
const at = (d: DateTime, hour: number) => `;TZID=America/New_York:${stamp(d.set({ hour }))}`;
const EXCEPTIONS = calendar(
  "BEGIN:VEVENT",
  "UID:series@test",
  `DTSTART${at(monday, 10)}`,
  `DTEND${at(monday, 11)}`,
  "RRULE:FREQ=WEEKLY;COUNT=3",
  "END:VEVENT",
  "BEGIN:VEVENT",
  "UID:series@test",
  `RECURRENCE-ID${at(monday.plus({ weeks: 1 }), 10)}`,
  `DTSTART${at(monday.plus({ weeks: 1 }), 15)}`,
  `DTEND${at(monday.plus({ weeks: 1 }), 16)}`,
  "END:VEVENT",
  "BEGIN:VEVENT",
  "UID:series@test",
  `RECURRENCE-ID${at(monday.plus({ weeks: 2 }), 10)}`,
  `DTSTART${at(monday.plus({ weeks: 2 }), 10)}`,
  `DTEND${at(monday.plus({ weeks: 2 }), 11)}`,
  "STATUS:CANCELLED",
  "END:VEVENT",
  "BEGIN:VEVENT",
  "UID:noon@test",
  `DTSTART${at(monday, 12)}`,
  `DTEND${at(monday, 13)}`,
  "RRULE:FREQ=WEEKLY;COUNT=2",
  "END:VEVENT",
  "BEGIN:VEVENT",
  "UID:elsewhere@test",
  `RECURRENCE-ID${at(monday, 12)}`,
  `DTSTART${at(monday.plus({ days: 1 }), 14)}`,
  `DTEND${at(monday.plus({ days: 1 }), 15)}`,
  "END:VEVENT",
);

let t: TestApp;
let server: http.Server;
let base: string;
const routes: Record<string, (res: http.ServerResponse) => void> = {
  "/cal.ics": (res) => res.writeHead(200, { "content-type": "text/calendar" }).end(CALENDAR),
  "/garbage.ics": (res) => res.writeHead(200).end("<html>not a calendar</html>"),
  "/broken.ics": (res) => res.writeHead(200).end("BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nDTSTART:nonsense\r\n"),
  "/huge.ics": (res) => {
    res.writeHead(200, { "content-type": "text/calendar" });
    const chunk = Buffer.alloc(1024 * 1024, "X");
    let sent = 0;
    const pump = () => {
      while (sent < 11 && res.write(chunk)) sent += 1;
      if (sent < 11) res.once("drain", pump);
      else res.end();
    };
    pump();
  },
  "/since-2015.ics": (res) => res.writeHead(200, { "content-type": "text/calendar" }).end(SINCE_2015),
  "/outlook.ics": (res) => res.writeHead(200, { "content-type": "text/calendar" }).end(OUTLOOK),
  "/spin.ics": (res) => res.writeHead(200, { "content-type": "text/calendar" }).end(SPIN),
  "/exceptions.ics": (res) => res.writeHead(200, { "content-type": "text/calendar" }).end(EXCEPTIONS),
  "/slow.ics": () => undefined, // never answers
  "/missing.ics": (res) => res.writeHead(404).end(),
};

beforeAll(async () => {
  server = http.createServer((req, res) => (routes[req.url ?? ""] ?? routes["/missing.ics"])(res));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  t = await createTestApp({ CALENDAR_IMPORT_ALLOW_PRIVATE: "true", CALENDAR_IMPORT_TIMEOUT_MS: "1000" });
  await seedCategories(t);
});
afterAll(async () => {
  await t?.close();
  server?.closeAllConnections();
  server?.close();
});

const setUrl = (tasker: Tasker, url: string | null) =>
  tasker.inject({ method: "PUT", url: "/api/taskers/profile/calendar-import", payload: { url } });

async function mondaySlots(tasker: Tasker, d = monday): Promise<string[]> {
  const res = await slotsOf(t, tasker.profileId, d.toMillis(), d.plus({ days: 1 }).toMillis());
  return localTimes(res.json().slots, NY);
}

describe("busy times from the tasker's iCalendar URL", () => {
  it("imports events (recurring ones expanded) and treats them as unavailable", async () => {
    const tasker = await taskerWith(t, scheduleOf({ weeklyHours: every("09:00", "17:00") }));
    const before = await mondaySlots(tasker);
    expect(before).toContain("10:00");
    const res = await setUrl(tasker, `${base}/cal.ics`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ lastError: null, busyCount: 4 });
    const after = await mondaySlots(tasker);
    for (const taken of ["09:30", "10:00", "10:30", "13:30", "14:00", "14:30"]) expect(after).not.toContain(taken);
    for (const free of ["09:00", "11:00", "13:00", "15:00", "16:00"]) expect(after).toContain(free);
    expect(await mondaySlots(tasker, monday.plus({ weeks: 2 }))).not.toContain("10:00");
    expect(await mondaySlots(tasker, monday.plus({ weeks: 3 }))).toContain("10:00");

    // Stopping the import frees the time again.
    expect((await setUrl(tasker, null)).statusCode).toBe(200);
    expect(await mondaySlots(tasker)).toEqual(before);
  });

  it("imports a daily event that began years ago, and an Outlook event in a zone its file defines", async () => {
    const tasker = await taskerWith(t, scheduleOf({ weeklyHours: every("09:00", "17:00") }));
    expect((await setUrl(tasker, `${base}/since-2015.ics`)).json()).toMatchObject({ lastError: null });
    const daily = await mondaySlots(tasker);
    for (const taken of ["09:30", "10:00", "10:30"]) expect(daily).not.toContain(taken);
    for (const free of ["09:00", "11:00", "13:00"]) expect(daily).toContain(free);
    expect(await mondaySlots(tasker, monday.plus({ days: 3 }))).not.toContain("10:00");

    expect((await setUrl(tasker, `${base}/outlook.ics`)).json()).toMatchObject({ lastError: null });
    const outlook = await mondaySlots(tasker);
    for (const taken of ["12:30", "13:00", "13:30"]) expect(outlook).not.toContain(taken);
    for (const free of ["10:00", "12:00", "14:00"]) expect(outlook).toContain(free);
    expect(await mondaySlots(tasker, monday.plus({ weeks: 5 }))).not.toContain("13:00");
  });

  it("a moved or cancelled occurrence (RECURRENCE-ID) changes only its own series", async () => {
    const tasker = await taskerWith(t, scheduleOf({ weeklyHours: every("09:00", "17:00") }));
    expect((await setUrl(tasker, `${base}/exceptions.ics`)).json()).toMatchObject({ lastError: null });
    const weeks = [0, 1, 2].map((w) => monday.plus({ weeks: w }));
    const [first, second, third] = await Promise.all(weeks.map((d) => mondaySlots(tasker, d)));
    expect(first).not.toContain("10:00");
    expect(first).not.toContain("12:00"); // the other UID's exception leaves the noon series alone
    expect(second).toContain("10:00"); // moved away...
    expect(second).not.toContain("15:00"); // ...to here
    expect(second).not.toContain("12:00");
    expect(third).toContain("10:00"); // cancelled
    expect(third).toContain("12:00");
    const tuesday = await mondaySlots(tasker, monday.plus({ days: 1 }));
    expect(tuesday).not.toContain("14:00"); // the lone moved occurrence still blocks its time
    expect(tuesday).toContain("10:00");
  });

  it("shows garbage, oversize, slow and failing calendars as an import error, never a 500", async () => {
    const tasker = await taskerWith(t, scheduleOf());
    const cases: [string, RegExp][] = [
      ["/garbage.ics", /not.*iCalendar/],
      ["/broken.ics", /could not be read|not valid/],
      ["/huge.ics", /too large/],
      ["/slow.ics", /did not answer in time/],
      ["/missing.ics", /HTTP 404/],
      ["/spin.ics", /repeats its events too often/],
    ];
    for (const [path, message] of cases) {
      const res = await setUrl(tasker, `${base}${path}`);
      expect(res.statusCode).toBe(200);
      expect(res.json().lastError).toMatch(message);
      const own = await tasker.inject({ method: "GET", url: "/api/taskers/profile/schedule" });
      expect(own.json().calendarImport.lastError).toMatch(message);
    }
  });

  it("refuses addresses that are not http(s) with a 400", async () => {
    const tasker = await taskerWith(t, scheduleOf());
    for (const url of ["ftp://example.com/cal.ics", "file:///etc/passwd", "javascript:alert(1)", "not a url"]) {
      const res = await setUrl(tasker, url);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/http/);
    }
  });

  it("the periodic job imports due calendars and 'Import now' re-imports on demand", async () => {
    const tasker = await taskerWith(t, scheduleOf({ weeklyHours: every("09:00", "17:00") }));
    await setUrl(tasker, `${base}/cal.ics`);
    await t.database.db.execute("update tasker_calendar_imports set next_attempt_at = null, busy_count = 0");
    const job = createCalendarImportJob(t.database.db, importOptionsOf(t.config));
    expect(await job.runOnce()).toBeGreaterThanOrEqual(1);
    expect(await job.runOnce()).toBe(0);
    const own = (await tasker.inject({ method: "GET", url: "/api/taskers/profile/schedule" })).json();
    expect(own.calendarImport.busyCount).toBe(4);
    const sync = await tasker.inject({ method: "POST", url: "/api/taskers/profile/calendar-import/sync" });
    expect(sync.statusCode).toBe(200);
    expect(sync.json().busyCount).toBe(4);
  });
});

describe("the calendar fetcher's address guard", () => {
  it("never fetches loopback or private addresses unless allowed", async () => {
    const guarded = await createTestApp();
    try {
      await seedCategories(guarded);
      const tasker = await taskerWith(guarded, scheduleOf());
      for (const url of [
        `${base}/cal.ics`,
        "http://localhost:9/cal.ics",
        "http://10.0.0.1/cal.ics",
        "http://[::1]/x.ics",
        // IPv6 forms of a loopback or link-local IPv4 address: mapped, and the old IPv4-compatible form.
        `http://[::ffff:127.0.0.1]:${new URL(base).port}/cal.ics`,
        `http://[::ffff:7f00:1]:${new URL(base).port}/cal.ics`,
        `http://[::127.0.0.1]:${new URL(base).port}/cal.ics`,
        "http://[::a9fe:a9fe]/latest/meta-data",
      ]) {
        const res = await tasker.inject({
          method: "PUT",
          url: "/api/taskers/profile/calendar-import",
          payload: { url },
        });
        expect(res.statusCode, url).toBe(200);
        expect(res.json().lastError, url).toMatch(/private network/);
        expect(res.json().busyCount).toBe(0);
      }
    } finally {
      await guarded.close();
    }
  });
});
