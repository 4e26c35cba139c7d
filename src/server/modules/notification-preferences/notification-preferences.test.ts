// The preference grid's API, the e-mail it lets through or holds, and one-click unsubscribe, against
// the real server and database.
import { and, eq, isNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { NotificationPreferences } from "../../../contract/notification-preferences";
import { emailOutbox, notificationSettings, serviceCategories } from "../../db/schema";
import { queueMail } from "../../lib/mailer";
import { summarizeHeldMail } from "../../lib/outbox-worker";
import { redactUrl } from "../../plugins/log-redaction";
import { insertOffer, insertTask, insertTasker } from "../../test/fixtures";
import { createTestApp, signUp, type Client, type TestApp } from "../../test/harness";
import { deliveryPlans } from "./delivery";
import { clockOf } from "./quiet-hours";
import { tokenPayload, unsubscribeToken } from "./unsubscribe-token";

const ORIGIN = "http://localhost:5000";
const HOUR = 3_600_000;
const GOOD_CARD = { number: "4242 4242 4242 4242", expiry: "12/39", cvc: "123" };
const BROWSER_ACCEPT = "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8";
const ONE_CLICK = { "content-type": "application/x-www-form-urlencoded" };

let t: TestApp;
let categoryId: string;
beforeAll(async () => {
  t = await createTestApp({ DEV_OUTBOX: "true" });
  const [c] = await t.database.db.insert(serviceCategories).values({ name: "Mounting", baseRate: "50.00" }).returning();
  categoryId = c.id;
});
afterAll(() => t.close());

const db = () => t.database.db;
const prefs = async (client: Client) => {
  const res = await client.inject({ url: "/api/notification-preferences" });
  expect(res.statusCode).toBe(200);
  return res.json() as NotificationPreferences;
};
const put = (client: Client, payload: unknown) =>
  client.inject({ method: "PUT", url: "/api/notification-preferences", payload: payload as object });
const mailTo = (email: string) =>
  db().select().from(emailOutbox).where(eq(emailOutbox.toAddress, email.toLowerCase())).orderBy(emailOutbox.createdAt);
const cell = (p: NotificationPreferences, category: string) =>
  p.grid.find((row) => row.category === category)!.channels;

/** Quiet hours around this moment in UTC: an hour before to an hour after (whole minutes). */
function quietAroundNow(): { start: string; end: string; endsAt: Date } {
  const now = Date.now();
  const minute = (ts: number) => Math.floor((ts % (24 * HOUR)) / 60_000);
  const endsAt = new Date(Math.floor((now + HOUR) / 60_000) * 60_000);
  return { start: clockOf(minute(now - HOUR)), end: clockOf(minute(endsAt.getTime())), endsAt };
}

const offersMail = (person: Client, subject = 'New offer on "Mount a TV"') => ({
  to: person.user.email.toLowerCase(),
  userId: person.user.id,
  category: "offers" as const,
  subject,
  body: `Hi,\n\nSee the offers and book: ${ORIGIN}/booking/123\n\n— taskly`,
  origin: ORIGIN,
});

describe("the preferences API", () => {
  it("answers the defaults: every category and channel, news off by push, the locked messages, no quiet hours", async () => {
    const person = await signUp(t.app);
    const p = await prefs(person);
    expect(p.grid.map((row) => row.category)).toEqual([
      "messages",
      "offers",
      "bookings",
      "payments",
      "reviews",
      "alerts",
      "reminders",
      "news",
      "reports",
    ]);
    expect(cell(p, "bookings")).toEqual({ inApp: true, email: true, push: true });
    expect(cell(p, "news")).toEqual({ inApp: true, email: true, push: false });
    expect(p.locked.map((l) => l.key)).toEqual(["security", "receipts", "safety"]);
    expect(p.locked[0].why).toMatch(/account/);
    expect(p.quietHours).toBeNull();
    expect(p.timeZone).toBeNull();
  });

  it("is for signed-in people only", async () => {
    expect((await t.app.inject({ url: "/api/notification-preferences" })).statusCode).toBe(401);
    const res = await t.app.inject({ method: "PUT", url: "/api/notification-preferences", payload: {} });
    expect(res.statusCode).toBe(401);
  });

  it("round trip: cells, quiet hours across midnight and the time zone are saved and read back", async () => {
    const person = await signUp(t.app);
    const res = await put(person, {
      cells: [
        { category: "offers", channel: "email", enabled: false },
        { category: "news", channel: "push", enabled: true },
      ],
      quietHours: { start: "22:00", end: "07:00" },
      timeZone: "europe/berlin",
    });
    expect(res.statusCode).toBe(200);
    const p = await prefs(person);
    expect(cell(p, "offers")).toEqual({ inApp: true, email: false, push: true });
    expect(cell(p, "news").push).toBe(true);
    expect(p.quietHours).toEqual({ start: "22:00", end: "07:00" });
    expect(p.timeZone).toBe("Europe/Berlin");
    // Only what is named changes: the zone alone keeps the quiet hours; null turns them off.
    await put(person, { timeZone: "America/New_York" });
    expect((await prefs(person)).quietHours).toEqual({ start: "22:00", end: "07:00" });
    await put(person, { quietHours: null });
    const after = await prefs(person);
    expect(after.quietHours).toBeNull();
    expect(after.timeZone).toBe("America/New_York");
    expect(cell(after, "offers").email).toBe(false);
  });

  it("refuses nonsense with a clear 400 and changes nothing", async () => {
    const person = await signUp(t.app);
    const before = await prefs(person);
    const cases: [unknown, RegExp][] = [
      [{ timeZone: "Mars/Olympus_Mons" }, /time zone/i],
      [{ timeZone: "Europe/Berlin; drop table users" }, /time zone/i],
      [{ quietHours: { start: "25:00", end: "07:00" }, timeZone: "UTC" }, /HH:MM/],
      [{ quietHours: { start: "22:00", end: "22:00" }, timeZone: "UTC" }, /different times/],
      [{ quietHours: { start: "22:00", end: "07:00" } }, /time zone/i],
      [{ cells: [{ category: "security", channel: "email", enabled: false }] }, /./],
      [{ cells: [{ category: "offers", channel: "fax", enabled: false }] }, /./],
      [{ cells: [{ category: "offers", channel: "email", enabled: "no" }] }, /./],
      [{ colour: "blue" }, /./],
    ];
    for (const [payload, message] of cases) {
      const res = await put(person, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toMatch(message);
    }
    // A valid cell with a bad zone in one request: nothing of it is kept.
    const mixed = await put(person, {
      cells: [{ category: "offers", channel: "email", enabled: false }],
      timeZone: "Nowhere",
    });
    expect(mixed.statusCode).toBe(400);
    expect(await prefs(person)).toEqual(before);
  });

  it("one person's change is theirs alone", async () => {
    const [a, b] = [await signUp(t.app), await signUp(t.app)];
    await put(a, { cells: [{ category: "reviews", channel: "email", enabled: false }] });
    expect(cell(await prefs(b), "reviews").email).toBe(true);
  });
});

describe("deliveryPlans", () => {
  it("decides for many people in one call: their cells, their quiet hours, urgent news through them", async () => {
    const [plain, off, quiet] = [await signUp(t.app), await signUp(t.app), await signUp(t.app)];
    await put(off, { cells: [{ category: "alerts", channel: "email", enabled: false }] });
    const q = quietAroundNow();
    await put(quiet, { quietHours: { start: q.start, end: q.end }, timeZone: "UTC" });
    const ids = [plain.user.id, off.user.id, quiet.user.id];
    const plans = await deliveryPlans(db(), ids, "alerts");
    expect(plans.get(plain.user.id)).toEqual({ inApp: true, email: true, push: true, holdUntil: null });
    expect(plans.get(off.user.id)).toEqual({ inApp: true, email: false, push: true, holdUntil: null });
    expect(plans.get(quiet.user.id)?.holdUntil?.toISOString()).toBe(q.endsAt.toISOString());
    const urgent = await deliveryPlans(db(), ids, "alerts", { urgent: true });
    expect(urgent.get(quiet.user.id)?.holdUntil).toBeNull();
    // After the quiet hours end, nothing is held.
    const later = await deliveryPlans(db(), ids, "alerts", { now: new Date(q.endsAt.getTime() + 60_000) });
    expect(later.get(quiet.user.id)?.holdUntil).toBeNull();
  });
});

describe("e-mail by preference", () => {
  it("a category turned off by e-mail is not queued; turned on again, it is, with the unsubscribe headers and footer", async () => {
    const person = await signUp(t.app);
    await put(person, { cells: [{ category: "offers", channel: "email", enabled: false }] });
    expect(await queueMail(db(), offersMail(person))).toBe(false);
    expect(await mailTo(person.user.email)).toHaveLength(0);
    await put(person, { cells: [{ category: "offers", channel: "email", enabled: true }] });
    expect(await queueMail(db(), offersMail(person))).toBe(true);
    const [row] = await mailTo(person.user.email);
    expect(row).toMatchObject({ userId: person.user.id, category: "offers", heldUntil: null });
    expect(row.headers["List-Unsubscribe"]).toMatch(new RegExp(`^<${ORIGIN}/unsubscribe/[\\w-]+\\.[\\w-]+>$`));
    expect(row.headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    const link = row.headers["List-Unsubscribe"].slice(1, -1);
    expect(row.body).toContain(`Stop these e-mails: ${link}`);
    expect(row.body).toContain(`${ORIGIN}/settings/notifications`);
  });

  it("locked mail always goes, with no unsubscribe link: every e-mail cell off, a password reset is still queued", async () => {
    const person = await signUp(t.app);
    const cells = ["messages", "offers", "bookings", "payments", "reviews", "alerts", "reminders", "news"].map(
      (category) => ({ category, channel: "email", enabled: false }),
    );
    const q = quietAroundNow();
    expect((await put(person, { cells, quietHours: { start: q.start, end: q.end }, timeZone: "UTC" })).statusCode).toBe(
      200,
    );
    const res = await t.app.inject({
      method: "POST",
      url: "/api/auth/forgot-password",
      payload: { email: person.user.email },
    });
    expect(res.statusCode).toBe(202);
    const [row] = await mailTo(person.user.email);
    expect(row).toMatchObject({ category: "security", userId: person.user.id, heldUntil: null, headers: {} });
  });

  it("a booking: the customer who turned booking e-mail off gets none, the tasker in quiet hours gets theirs held", async () => {
    const customer = await signUp(t.app, { firstName: "Cara" });
    const tasker = await insertTasker(t);
    await put(customer, { cells: [{ category: "bookings", channel: "email", enabled: false }] });
    const q = quietAroundNow();
    await put(tasker, { quietHours: { start: q.start, end: q.end }, timeZone: "UTC" });
    const far = await book(customer, tasker, 72);
    expect(far.statusCode).toBe(201);
    expect(await mailTo(customer.user.email)).toHaveLength(0);
    const [held] = await mailTo(tasker.user.email);
    expect(held.subject).toMatch(/^New booking/);
    expect(held.heldUntil?.toISOString()).toBe(q.endsAt.toISOString());
  });

  it("a booking within 24 hours is urgent: it goes through the tasker's quiet hours", async () => {
    const customer = await signUp(t.app);
    const tasker = await insertTasker(t);
    const q = quietAroundNow();
    await put(tasker, { quietHours: { start: q.start, end: q.end }, timeZone: "UTC" });
    expect((await book(customer, tasker, 5)).statusCode).toBe(201);
    const [mail] = await mailTo(tasker.user.email);
    expect(mail.subject).toMatch(/^New booking/);
    expect(mail.heldUntil).toBeNull();
  });

  it("held mail goes as ONE summary at the end of the quiet hours, listing each subject with its link", async () => {
    const person = await signUp(t.app, { firstName: "Quinn" });
    const q = quietAroundNow();
    await put(person, { quietHours: { start: q.start, end: q.end }, timeZone: "UTC" });
    await queueMail(db(), offersMail(person, 'New offer on "Paint a fence"'));
    await queueMail(db(), offersMail(person, 'New offer on "Hang shelves"'));
    await queueMail(db(), { ...offersMail(person, 'You\'re invited: "Fix a tap"'), category: "offers" });
    const held = await mailTo(person.user.email);
    expect(held.map((m) => m.heldUntil?.toISOString())).toEqual(Array(3).fill(q.endsAt.toISOString()));
    // Before the end: nothing to summarise.
    await summarizeHeldMail(db(), ORIGIN, new Date(q.endsAt.getTime() - 60_000));
    expect(await mailTo(person.user.email)).toHaveLength(3);
    // At the end: one summary, and the held mail is marked as told of by it.
    await summarizeHeldMail(db(), ORIGIN, q.endsAt);
    const rows = await mailTo(person.user.email);
    const summaries = rows.filter((m) => m.category === "summary");
    expect(summaries).toHaveLength(1);
    const [summary] = summaries;
    expect(summary.heldUntil).toBeNull();
    expect(summary.subject).toBe("3 updates while your notifications were quiet");
    expect(summary.body).toContain("Hi Quinn,");
    for (const subject of [
      'New offer on "Paint a fence"',
      'New offer on "Hang shelves"',
      'You\'re invited: "Fix a tap"',
    ])
      expect(summary.body).toContain(`- ${subject}\n  ${ORIGIN}/booking/123`);
    expect(rows.filter((m) => m.category === "offers").every((m) => m.summaryId === summary.id)).toBe(true);
    // Run again: nothing more.
    expect(await summarizeHeldMail(db(), ORIGIN, new Date(q.endsAt.getTime() + HOUR))).toBe(0);
    expect(await mailTo(person.user.email)).toHaveLength(4);
  });

  it("the development outbox shows each mail's headers, category and hold", async () => {
    const person = await signUp(t.app);
    await queueMail(db(), offersMail(person));
    const res = await t.app.inject({ url: `/api/dev/outbox?to=${encodeURIComponent(person.user.email)}` });
    const [mail] = res.json();
    expect(mail.category).toBe("offers");
    expect(mail.heldUntil).toBeNull();
    expect(mail.headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    expect(mail.headers["List-Unsubscribe"]).toMatch(/^<http:\/\/localhost:5000\/unsubscribe\//);
    const page = await t.app.inject({
      url: `/api/dev/outbox?to=${encodeURIComponent(person.user.email)}`,
      headers: { accept: BROWSER_ACCEPT },
    });
    expect(page.body).toContain("<dt>List-Unsubscribe-Post</dt><dd>List-Unsubscribe=One-Click</dd>");
  });
});

async function book(customer: Client, tasker: Client, startInHours: number) {
  const task = await insertTask(t, {
    customerId: customer.user.id,
    categoryId,
    status: "open",
    scheduledDate: new Date(Date.now() + 5 * 24 * HOUR),
  });
  const offer = await insertOffer(t, {
    taskId: task.id,
    taskerId: tasker.user.id,
    proposedRate: "60.00",
    estimatedDuration: 3,
  });
  const start = new Date(Date.now() + startInHours * HOUR);
  start.setUTCMinutes(0, 0, 0);
  return customer.inject({
    method: "POST",
    url: "/api/bookings",
    payload: {
      taskId: task.id,
      offerId: offer.id,
      scheduledDate: start.toISOString(),
      duration: 3,
      totalAmount: "189.00",
      card: GOOD_CARD,
    },
  });
}

describe("one-click unsubscribe", () => {
  const linkOf = async (person: Client) => {
    await queueMail(db(), offersMail(person));
    const [row] = await mailTo(person.user.email);
    return new URL(row.headers["List-Unsubscribe"].slice(1, -1)).pathname;
  };

  it("GET shows a confirmation page and changes nothing", async () => {
    const person = await signUp(t.app);
    const path = await linkOf(person);
    const page = await t.app.inject({ url: path, headers: { accept: BROWSER_ACCEPT } });
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toMatch(/^text\/html/);
    expect(page.body).toContain("Stop “Offers and invitations” e&#8209;mails?");
    expect(page.body).toMatch(/<form method="post"><input type="hidden" name="List-Unsubscribe" value="One-Click">/);
    const json = await t.app.inject({ url: path });
    expect(json.json()).toEqual({ category: "offers", label: "Offers and invitations" });
    expect(cell(await prefs(person), "offers").email).toBe(true);
  });

  it("POST List-Unsubscribe=One-Click with no cookie, from a mail provider or another site, turns that e-mail off", async () => {
    const person = await signUp(t.app);
    const path = await linkOf(person);
    const res = await t.app.inject({
      method: "POST",
      url: path,
      headers: { ...ONE_CLICK, origin: "https://mail.example.com", "sec-fetch-site": "cross-site" },
      payload: "List-Unsubscribe=One-Click",
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ unsubscribed: true, category: "offers", label: "Offers and invitations" });
    const p = await prefs(person);
    expect(cell(p, "offers")).toEqual({ inApp: true, email: false, push: true });
    expect(cell(p, "bookings").email).toBe(true);
    // Said twice: still off, still 200.
    const again = await t.app.inject({
      method: "POST",
      url: path,
      headers: ONE_CLICK,
      payload: "List-Unsubscribe=One-Click",
    });
    expect(again.statusCode).toBe(200);
    // Other routes still refuse cross-site posts.
    const other = await person.inject({
      method: "PUT",
      url: "/api/notification-preferences",
      headers: { origin: "https://mail.example.com" },
      payload: { cells: [] },
    });
    expect(other.statusCode).toBe(403);
  });

  it("a multipart one-click body works too", async () => {
    const person = await signUp(t.app);
    const path = await linkOf(person);
    const boundary = "----oneclick";
    const res = await t.app.inject({
      method: "POST",
      url: path,
      headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--${boundary}--\r\n`,
    });
    expect(res.statusCode).toBe(200);
    expect(cell(await prefs(person), "offers").email).toBe(false);
  });

  it("the page's button: a browser gets the done page linking to the settings", async () => {
    const person = await signUp(t.app);
    const path = await linkOf(person);
    const res = await t.app.inject({
      method: "POST",
      url: path,
      headers: { ...ONE_CLICK, accept: BROWSER_ACCEPT },
      payload: "List-Unsubscribe=One-Click",
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain("You're unsubscribed");
    expect(res.body).toContain('href="/settings/notifications"');
  });

  it("the access log names the route, never the token", async () => {
    const token = await unsubscribeToken(db(), "7c9e6679-7425-40de-944b-e07fc1f90ae7", "offers");
    expect(redactUrl(`/unsubscribe/${token}`, "/unsubscribe/:token")).toBe("/unsubscribe/:token");
  });

  it("a POST without the one-click body changes nothing", async () => {
    const person = await signUp(t.app);
    const path = await linkOf(person);
    for (const payload of ["", "List-Unsubscribe=Later", "something=else"]) {
      const res = await t.app.inject({ method: "POST", url: path, headers: ONE_CLICK, payload });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/List-Unsubscribe=One-Click/);
    }
    expect(cell(await prefs(person), "offers").email).toBe(true);
  });

  it("a forged token, another category's or another person's is refused and changes nothing", async () => {
    const [person, other] = [await signUp(t.app), await signUp(t.app)];
    const path = await linkOf(person);
    const token = path.split("/").pop()!;
    const [, signature] = token.split(".");
    const payloadOf = (userId: string, category: string) =>
      tokenPayload(userId, ["messages", "offers", "bookings"].indexOf(category));
    const otherToken = await unsubscribeToken(db(), other.user.id, "news");
    const forged = [
      `${payloadOf(person.user.id, "bookings")}.${signature}`, // another category, this signature
      `${payloadOf(other.user.id, "offers")}.${signature}`, // another person
      `${payloadOf(person.user.id, "offers")}.${otherToken.split(".")[1]}`, // another link's signature
      `${tokenPayload(person.user.id, 200)}.${signature}`, // no category of the grid
      `${token.split(".")[0]}.${"A".repeat(43)}`,
      "not-a-token",
      `${token}x`,
    ];
    for (const bad of forged) {
      const post = await t.app.inject({
        method: "POST",
        url: `/unsubscribe/${bad}`,
        headers: ONE_CLICK,
        payload: "List-Unsubscribe=One-Click",
      });
      expect(post.statusCode, bad).toBe(400);
      expect(post.json().message).toMatch(/not valid/);
      const page = await t.app.inject({ url: `/unsubscribe/${bad}`, headers: { accept: BROWSER_ACCEPT } });
      expect(page.statusCode).toBe(400);
      expect(page.body).toContain("This link does not work");
    }
    for (const p of [await prefs(person), await prefs(other)])
      expect(p.grid.every((row) => row.channels.email)).toBe(true);
  });

  it("held rows never leave on their own: the outbox's held mail waits for its summary", async () => {
    const person = await signUp(t.app);
    const q = quietAroundNow();
    await put(person, { quietHours: { start: q.start, end: q.end }, timeZone: "UTC" });
    await queueMail(db(), offersMail(person));
    const waiting = await db()
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.userId, person.user.id), isNull(emailOutbox.summaryId)));
    expect(waiting).toHaveLength(1);
    expect(waiting[0].heldUntil).not.toBeNull();
    const [settings] = await db()
      .select()
      .from(notificationSettings)
      .where(eq(notificationSettings.userId, person.user.id));
    expect(settings.timeZone).toBe("UTC");
  });
});
