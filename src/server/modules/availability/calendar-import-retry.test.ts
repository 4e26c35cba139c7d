// A failing calendar is tried again later and later (the import interval, doubled per failure, at most
// a day), never at once, a restart included; imports on request are limited per tasker.
import type http from "node:http";
import { setTimeout as sleep } from "node:timers/promises";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/harness";
import { seedCategories } from "../../test/fixtures";
import { createCalendarImportJob } from "./calendar-import/import-job";
import { IMPORT_REQUESTS } from "./calendar-import/request-throttle";
import { importOptionsOf } from "./calendar-import/sync";
import { calendar, serveIcs, startIcsServer, type IcsServer } from "./ics-test-server";
import { scheduleOf, taskerWith, type Tasker } from "./test-fixtures";

const GOOD = calendar(
  "BEGIN:VEVENT",
  "UID:one@test",
  "DTSTART:20300101T100000Z",
  "DTEND:20300101T110000Z",
  "END:VEVENT",
);

let t: TestApp;
let ics: IcsServer;
/** Whether /flaky.ics answers with a calendar (else 503). */
let flakyWorks = false;
/** While `holding`, requests to /hanging.ics wait here (else they get 503). */
const hanging: http.ServerResponse[] = [];
let holding = true;

beforeAll(async () => {
  ics = await startIcsServer({
    "/flaky.ics": (res) => (flakyWorks ? serveIcs(GOOD)(res) : res.writeHead(503).end()),
    "/down.ics": (res) => res.writeHead(503).end(),
    "/other-down.ics": (res) => res.writeHead(503).end(),
    "/good.ics": serveIcs(GOOD),
    "/hanging.ics": (res) => (holding ? hanging.push(res) : res.writeHead(503).end()),
  });
  t = await createTestApp({ CALENDAR_IMPORT_ALLOW_PRIVATE: "true", CALENDAR_IMPORT_TIMEOUT_MS: "20000" });
  await seedCategories(t);
});
afterAll(async () => {
  for (const res of hanging) res.destroy();
  await t?.close();
  ics?.close();
});

const setUrl = (tasker: Tasker, url: string | null) =>
  tasker.inject({ method: "PUT", url: "/api/taskers/profile/calendar-import", payload: { url } });
const importNow = (tasker: Tasker) =>
  tasker.inject({ method: "POST", url: "/api/taskers/profile/calendar-import/sync" });
const ownImport = async (tasker: Tasker) =>
  (await tasker.inject({ method: "GET", url: "/api/taskers/profile/schedule" })).json().calendarImport;

/** Moves this tasker's import times back, as if `minutes` had passed. */
const elapse = (tasker: Tasker, minutes: number) =>
  t.database.db.execute(sql`update tasker_calendar_imports set
    next_attempt_at = next_attempt_at - make_interval(mins => ${minutes}::int),
    last_attempt_at = last_attempt_at - make_interval(mins => ${minutes}::int)
    where tasker_id = ${tasker.user.id}::uuid`);

/** A server start: a new import job on the same database runs its first round. */
async function restart(): Promise<void> {
  await createCalendarImportJob(t.database.db, importOptionsOf(t.config)).runOnce();
}

/** Runs the periodic import `minutes` after the last step; says how often `path` was fetched meanwhile. */
async function after(tasker: Tasker, minutes: number, path: string): Promise<number> {
  const before = ics.hits(path);
  await elapse(tasker, minutes);
  await createCalendarImportJob(t.database.db, importOptionsOf(t.config)).runOnce();
  return ics.hits(path) - before;
}

describe("a failing calendar is retried with backoff", () => {
  it("is fetched again after 15 minutes, then 30, then an hour; a success puts it back on the 15-minute round", async () => {
    const tasker = await taskerWith(t, scheduleOf());
    flakyWorks = false;
    expect((await setUrl(tasker, `${ics.base}/flaky.ics`)).json().lastError).toMatch(/HTTP 503/);
    expect(ics.hits("/flaky.ics")).toBe(1);

    expect(await after(tasker, 0, "/flaky.ics")).toBe(0);
    expect(await after(tasker, 13, "/flaky.ics")).toBe(0);
    expect(await after(tasker, 2, "/flaky.ics")).toBe(1); // 15 minutes after the first failure
    expect(await after(tasker, 28, "/flaky.ics")).toBe(0);
    expect(await after(tasker, 2, "/flaky.ics")).toBe(1); // 30 after the second
    expect(await after(tasker, 58, "/flaky.ics")).toBe(0);
    flakyWorks = true;
    expect(await after(tasker, 2, "/flaky.ics")).toBe(1); // an hour after the third: it works now
    expect(await ownImport(tasker)).toMatchObject({ lastError: null, busyCount: 0 });
    expect(await after(tasker, 13, "/flaky.ics")).toBe(0);
    expect(await after(tasker, 2, "/flaky.ics")).toBe(1);
  });

  it("waits at most a day between attempts", async () => {
    const tasker = await taskerWith(t, scheduleOf());
    await setUrl(tasker, `${ics.base}/down.ics`);
    await t.database.db.execute(
      sql`update tasker_calendar_imports set failed_attempts = 12, next_attempt_at = null where tasker_id = ${tasker.user.id}::uuid`,
    );
    expect(await after(tasker, 0, "/down.ics")).toBe(1); // the 13th failure: 15 minutes × 4096 would be 43 days
    expect(await after(tasker, 23 * 60, "/down.ics")).toBe(0);
    expect(await after(tasker, 61, "/down.ics")).toBe(1);
  });

  it("a new address is fetched at once and starts its backoff afresh", async () => {
    const tasker = await taskerWith(t, scheduleOf());
    await setUrl(tasker, `${ics.base}/down.ics`);
    expect(await after(tasker, 15, "/down.ics")).toBe(1);
    expect(await after(tasker, 30, "/down.ics")).toBe(1); // three failures: the next wait would be an hour

    const before = ics.hits("/other-down.ics");
    expect((await setUrl(tasker, `${ics.base}/other-down.ics`)).json().lastError).toMatch(/HTTP 503/);
    expect(ics.hits("/other-down.ics")).toBe(before + 1);
    expect(await after(tasker, 15, "/other-down.ics")).toBe(1); // 15 minutes again, not an hour
  });

  it("a restart does not fetch a failing calendar before its retry time", async () => {
    const tasker = await taskerWith(t, scheduleOf());
    await setUrl(tasker, `${ics.base}/down.ics`);
    const before = ics.hits("/down.ics");
    await restart();
    await elapse(tasker, 13);
    await restart();
    expect(ics.hits("/down.ics")).toBe(before);
    await elapse(tasker, 2);
    await restart();
    expect(ics.hits("/down.ics")).toBe(before + 1);
  });

  it("a restart does not fetch again a calendar whose import never finished", async () => {
    const tasker = await taskerWith(t, scheduleOf());
    await t.database.db.execute(
      sql`insert into tasker_calendar_imports (tasker_id, url) values (${tasker.user.id}::uuid, ${`${ics.base}/hanging.ics`})`,
    );
    // An instance starts importing it, and hangs (as a process that died would never finish).
    const stuck = createCalendarImportJob(t.database.db, importOptionsOf(t.config)).runOnce();
    for (const deadline = Date.now() + 20_000; ics.hits("/hanging.ics") === 0 && Date.now() < deadline;)
      await sleep(20);
    expect(ics.hits("/hanging.ics")).toBe(1);

    await restart();
    await elapse(tasker, 13);
    await restart();
    expect(ics.hits("/hanging.ics")).toBe(1);
    expect((await ownImport(tasker)).lastAttemptAt).not.toBeNull();

    holding = false;
    for (const res of hanging.splice(0)) res.writeHead(503).end();
    await stuck;
    await elapse(tasker, 2);
    await restart();
    expect(ics.hits("/hanging.ics")).toBe(2); // due again 15 minutes after the attempt began
  });
});

describe("imports on request are limited per tasker", () => {
  const limit = IMPORT_REQUESTS.count;

  it(`saving an address and 'Import now' share ${limit} an hour; past them a 429 that changes nothing`, async () => {
    const tasker = await taskerWith(t, scheduleOf());
    const other = await taskerWith(t, scheduleOf());
    expect((await setUrl(tasker, `${ics.base}/down.ics`)).statusCode).toBe(200);
    for (let i = 1; i < limit; i++) expect((await importNow(tasker)).statusCode).toBe(200);
    const shown = await ownImport(tasker);
    const fetched = ics.hits("/down.ics");

    for (const refused of [await importNow(tasker), await setUrl(tasker, `${ics.base}/good.ics`)]) {
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toMatch(/10 times an hour\. Please try again in \d+ minutes?\./);
    }
    expect(ics.hits("/down.ics")).toBe(fetched);
    expect(ics.hits("/good.ics")).toBe(0);
    expect(await ownImport(tasker)).toEqual(shown);

    // Another tasker has their own imports; stopping is always possible.
    expect((await setUrl(other, `${ics.base}/good.ics`)).json()).toMatchObject({ lastError: null });
    expect((await setUrl(tasker, null)).statusCode).toBe(200);
    expect(await ownImport(tasker)).toBeNull();

    // An hour later the tasker may import again.
    await t.database.db.execute(
      sql`update calendar_import_requests set window_start = window_start - interval '60 minutes' where tasker_id = ${tasker.user.id}::uuid`,
    );
    expect((await setUrl(tasker, `${ics.base}/good.ics`)).json()).toMatchObject({ lastError: null });
  });

  it("concurrent requests cannot pass the limit together", async () => {
    const tasker = await taskerWith(t, scheduleOf());
    expect((await setUrl(tasker, `${ics.base}/down.ics`)).statusCode).toBe(200);
    const answers = await Promise.all(Array.from({ length: limit + 3 }, () => importNow(tasker)));
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes.filter((c) => c === 200)).toHaveLength(limit - 1);
    expect(codes.filter((c) => c === 429)).toHaveLength(limit + 3 - (limit - 1));
  });
});
