import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../db/schema";
import { createTestApp, signUp, type TestApp } from "../../test/harness";
import { insertBooking, newTasker, seedCategories } from "../../test/fixtures";
import { buildCalendar, escapeText, foldLine } from "./ical";

let t: TestApp;
let categories: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  categories = await seedCategories(t);
});
afterAll(() => t.close());

const DAY = 24 * 3600_000;
const pathOf = (url: string) => new URL(url).pathname;

describe("iCalendar writer", () => {
  it("escapes text values", () => {
    expect(escapeText("a,b;c\\d\ne")).toBe("a\\,b\\;c\\\\d\\ne");
  });

  it("folds lines at 75 octets without splitting UTF-8 characters", () => {
    const line = `SUMMARY:${"é".repeat(80)}`;
    const folded = foldLine(line);
    const parts = folded.split("\r\n");
    expect(parts.length).toBeGreaterThan(1);
    for (const part of parts) expect(Buffer.byteLength(part, "utf8")).toBeLessThanOrEqual(75);
    for (const part of parts.slice(1)) expect(part.startsWith(" ")).toBe(true);
    expect(parts.map((p, i) => (i ? p.slice(1) : p)).join("")).toBe(line);
    expect(foldLine("SHORT:line")).toBe("SHORT:line");
  });

  it("writes CRLF lines inside VCALENDAR", () => {
    const ics = buildCalendar(
      "x",
      [{ uid: "u1", start: new Date("2026-03-01T15:00:00Z"), end: new Date("2026-03-01T17:30:00Z"), summary: "Hi" }],
      new Date("2026-02-01T00:00:00Z"),
    );
    expect(ics.startsWith("BEGIN:VCALENDAR\r\nVERSION:2.0\r\n")).toBe(true);
    expect(ics).toContain("\r\nDTSTART:20260301T150000Z\r\nDTEND:20260301T173000Z\r\n");
    expect(ics).toContain("DTSTAMP:20260201T000000Z");
    expect(ics.endsWith("END:VCALENDAR\r\n")).toBe(true);
    expect(ics.replace(/\r\n/g, "")).not.toMatch(/\n/);
  });
});

describe("calendar feed", () => {
  it("serves a VEVENT per confirmed or in-progress booking at the private URL", async () => {
    const tasker = await newTasker(t);
    const customer = await signUp(t.app, { firstName: "Casey", lastName: "Nguyen", phone: "+1 512 555 0100" });
    const base = { customerId: customer.user.id, taskerId: tasker.user.id, categoryId: categories.Cleaning };
    const longTitle = "Deep clean, including oven; fridge & windows — a very long title that needs folding in the feed";
    const confirmed = await insertBooking(t, {
      ...base,
      title: longTitle,
      status: "confirmed",
      start: new Date(Date.now() + 2 * DAY),
      hours: 3,
    });
    const running = await insertBooking(t, {
      ...base,
      title: "Running job",
      status: "in_progress",
      start: new Date(Date.now() - 3600_000),
    });
    await insertBooking(t, { ...base, title: "Done job", status: "completed", start: new Date(Date.now() - 5 * DAY) });
    await insertBooking(t, {
      ...base,
      title: "Cancelled job",
      status: "cancelled",
      start: new Date(Date.now() + 5 * DAY),
    });

    const link = await tasker.inject({ url: "/api/taskers/profile/calendar" });
    expect(link.statusCode).toBe(200);
    const { url } = link.json();
    expect(url).toMatch(/^http:\/\/localhost(:\d+)?\/api\/calendar\/[A-Za-z0-9_-]{32}\.ics$/);
    expect((await tasker.inject({ url: "/api/taskers/profile/calendar" })).json().url).toBe(url); // stable

    const feed = await t.app.inject({ url: pathOf(url) }); // no session needed
    expect(feed.statusCode).toBe(200);
    expect(feed.headers["content-type"]).toBe("text/calendar; charset=utf-8");
    const ics = feed.body;
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(2);
    expect(ics).toContain(`UID:booking-${confirmed.booking.id}@taskly`);
    expect(ics).toContain(`UID:booking-${running.booking.id}@taskly`);
    const unfolded = ics.replace(/\r\n /g, "");
    expect(unfolded).toContain(
      "SUMMARY:taskly: Deep clean\\, including oven\\; fridge & windows — a very long title that needs folding in the feed",
    );
    expect(unfolded).toContain("LOCATION:12 Oak St\\, Austin");
    expect(unfolded).toContain("DESCRIPTION:Customer: Casey N.\\nPhone: +1 512 555 0100\\nStatus: Confirmed");
    const start = confirmed.booking.scheduledDate
      .toISOString()
      .replace(/[-:]/g, "")
      .replace(/\.\d{3}/, "");
    expect(unfolded).toContain(`DTSTART:${start}`);
    expect(ics).not.toContain("Done job");
    expect(ics).not.toContain("Cancelled job");
    for (const line of ics.split("\r\n")) expect(Buffer.byteLength(line, "utf8")).toBeLessThanOrEqual(75);
  });

  it("regenerating retires the old URL (404)", async () => {
    const tasker = await newTasker(t);
    const first = (await tasker.inject({ url: "/api/taskers/profile/calendar" })).json().url;
    const regen = await tasker.inject({ method: "POST", url: "/api/taskers/profile/calendar/regenerate" });
    expect(regen.statusCode).toBe(200);
    expect(regen.json().url).not.toBe(first);
    expect((await t.app.inject({ url: pathOf(first) })).statusCode).toBe(404);
    const fresh = await t.app.inject({ url: pathOf(regen.json().url) });
    expect(fresh.statusCode).toBe(200);
    expect(fresh.body).toContain("BEGIN:VCALENDAR");
    expect(fresh.body).not.toContain("BEGIN:VEVENT");
  });

  it("a wrong, malformed or extension-less token is a 404; a deleted account's feed stops", async () => {
    for (const path of [
      "/api/calendar/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA.ics",
      "/api/calendar/x.ics",
      "/api/calendar/%27%20or%201=1.ics",
      "/api/calendar/abc",
    ]) {
      const response = await t.app.inject({ url: path });
      expect(response.statusCode).toBe(404);
    }
    const tasker = await newTasker(t);
    const url = (await tasker.inject({ url: "/api/taskers/profile/calendar" })).json().url;
    const file = pathOf(url).split("/").pop()!;
    expect((await t.app.inject({ url: `/api/calendar/${file.replace(".ics", "")}` })).statusCode).toBe(404);
    await t.database.db.update(users).set({ suspendedAt: new Date() }).where(eq(users.id, tasker.user.id));
    expect((await t.app.inject({ url: pathOf(url) })).statusCode).toBe(404);
  });

  it("needs a session and a tasker profile to get the URL", async () => {
    expect((await t.app.inject({ url: "/api/taskers/profile/calendar" })).statusCode).toBe(401);
    const customer = await signUp(t.app);
    expect((await customer.inject({ url: "/api/taskers/profile/calendar" })).statusCode).toBe(404);
    expect(
      (await customer.inject({ method: "POST", url: "/api/taskers/profile/calendar/regenerate" })).statusCode,
    ).toBe(404);
  });
});
