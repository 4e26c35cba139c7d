// A tasker's calendar cannot stall the server: reading it runs off the event loop with a time limit and
// caps, so /api/health keeps answering while it is read, and a calendar past them fails with a message.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/harness";
import { seedCategories } from "../../test/fixtures";
import { createCalendarImportJob } from "./calendar-import/import-job";
import { MAX_EVENTS } from "./calendar-import/parse-ics";
import { importOptionsOf } from "./calendar-import/sync";
import { calendar, manyEvents, serveIcs, startIcsServer, whilePollingHealth, type IcsServer } from "./ics-test-server";
import { scheduleOf, taskerWith, type Tasker } from "./test-fixtures";

/** Generous: a blocked event loop shows as seconds, or as a poll that never comes back. */
const LIVENESS_GAP_MS = 1000;
const DAY = 86_400_000;

/** A daily rule for February 30th: ical.js searches for its first occurrence forever. */
const NEVER_MATCHES = calendar(
  "BEGIN:VEVENT",
  "UID:never@test",
  "DTSTART:20260101T090000Z",
  "DTEND:20260101T100000Z",
  "RRULE:FREQ=DAILY;BYMONTH=2;BYMONTHDAY=30",
  "END:VEVENT",
);

let t: TestApp;
let ics: IcsServer;
const historyStart = Date.now() - 2000 * DAY;

beforeAll(async () => {
  ics = await startIcsServer({
    "/never.ics": serveIcs(NEVER_MATCHES),
    // One event every 4 hours from 2,000 days back to 1,333 days ahead (over 2,000 in the coming year).
    "/20k.ics": serveIcs(manyEvents(MAX_EVENTS, historyStart, 4)),
    "/100k.ics": serveIcs(manyEvents(100_000, historyStart)),
  });
  t = await createTestApp({
    CALENDAR_IMPORT_ALLOW_PRIVATE: "true",
    CALENDAR_IMPORT_TIMEOUT_MS: "5000",
    CALENDAR_IMPORT_PARSE_TIMEOUT_MS: "2000",
  });
  await seedCategories(t);
});
afterAll(async () => {
  await t?.close();
  ics?.close();
});

const ownImport = async (tasker: Tasker) =>
  (await tasker.inject({ method: "GET", url: "/api/taskers/profile/schedule" })).json().calendarImport;

async function putWhilePolling(path: string) {
  const tasker = await taskerWith(t, scheduleOf());
  const put = tasker.inject({
    method: "PUT",
    url: "/api/taskers/profile/calendar-import",
    payload: { url: `${ics.base}${path}` },
  });
  const { result, longestGapMs, polls } = await whilePollingHealth(t.app, put);
  return { res: result, longestGapMs, polls, shown: await ownImport(tasker) };
}

describe("a calendar never stalls the server", () => {
  it("a rule that never matches is stopped at the time limit; /api/health answers throughout", async () => {
    const { res, longestGapMs, polls, shown } = await putWhilePolling("/never.ics");
    expect(res.statusCode).toBe(200);
    expect(res.json().lastError).toMatch(/took too long to read|too much memory/);
    expect(shown.lastError).toBe(res.json().lastError);
    expect(shown.busyCount).toBe(0);
    expect(polls).toBeGreaterThan(5);
    expect(longestGapMs).toBeLessThan(LIVENESS_GAP_MS);
  });

  it(`the periodic import reads ${MAX_EVENTS.toLocaleString("en-US")} events; /api/health answers throughout`, async () => {
    const tasker = await taskerWith(t, scheduleOf());
    await t.database.db.execute(
      sql`insert into tasker_calendar_imports (tasker_id, url) values (${tasker.user.id}::uuid, ${`${ics.base}/20k.ics`})`,
    );
    // Time enough for a big file on a loaded machine; the point is where the reading happens.
    const job = createCalendarImportJob(t.database.db, { ...importOptionsOf(t.config), parseTimeoutMs: 25_000 });
    const { result, longestGapMs } = await whilePollingHealth(t.app, job.runOnce());
    expect(result).toBe(1);
    const shown = await ownImport(tasker);
    expect(shown).toMatchObject({ lastError: null });
    expect(shown.lastSyncedAt).not.toBeNull();
    expect(shown.busyCount).toBeGreaterThan(2000);
    expect(longestGapMs).toBeLessThan(LIVENESS_GAP_MS);
  });

  it("100,000 events fail with a message the tasker sees; /api/health answers throughout", async () => {
    const { res, longestGapMs, shown } = await putWhilePolling("/100k.ics");
    expect(res.statusCode).toBe(200);
    expect(res.json().lastError).toMatch(/more than 20,000 events/);
    expect(shown.lastError).toMatch(/more than 20,000 events/);
    expect(shown.busyCount).toBe(0);
    expect(longestGapMs).toBeLessThan(LIVENESS_GAP_MS);
  });
});
