// Availability: a tasker sets weekly hours on their settings (by keyboard, on a phone); a time taken
// while a customer was paying is cleared and the free times refetched; a customer in another time
// zone books a free time shown in their own zone; a booked job is moved to another free time and the
// tasker accepts.
import type { Locator, Page } from "@playwright/test";
import { bookingAmountStrings } from "../../src/contract/money";
import { DEMO, expect, expectNoAxeViolations, gotoInteractive, logInAs, test } from "./fixtures";
import { tabTo } from "./keyboard";

const GOOD = { number: "4242 4242 4242 4242", expiry: "12/34", cvc: "123" };

async function taylorProfileId(page: Page): Promise<string> {
  const list = (await (await page.request.get("/api/taskers?q=Taylor")).json()) as { id: string; name: string }[];
  return list.find((t) => t.name === "Brooks Home Services")!.id;
}

/** The n-th day (from 0) with free times in the month the calendar within `scope` shows, turning to
 *  the next month when this one has too few left (near a month's end). */
async function nthFreeDay(scope: Page | Locator, n: number): Promise<Locator> {
  await expect(scope.getByLabel("Loading free days")).toHaveCount(0);
  // The month's own days (a month's grid also holds hidden cells of the months around it).
  await expect(scope.locator("[data-day]:not([data-outside])").first()).toBeVisible();
  let before = 0;
  for (let month = 0; month < 4; month += 1) {
    const free = scope.locator("[data-day]:not([data-outside]):has(button:not([disabled]))");
    const count = await free.count();
    if (before + count > n) return free.nth(n - before);
    before += count;
    await scope.getByRole("button", { name: /next month/i }).click();
  }
  throw new Error(`fewer than ${n + 1} days with free times in four months`);
}

/** The third day of the booking calendar that has free times (more than a day ahead), then its first time:
 *  the day (YYYY-MM-DD in the browser's zone) and the time as the picker shows them. */
async function pickFreeTime(page: Page): Promise<{ day: string; time: string }> {
  const cell = await nthFreeDay(page, 2);
  const day = (await cell.getAttribute("data-day"))!;
  await cell.getByRole("button").click();
  const time = page.getByRole("radiogroup").getByRole("radio").first();
  await time.click();
  await expect(time).toHaveAttribute("aria-checked", "true");
  return { day, time: (await time.textContent())!.trim() };
}

test.describe("on a phone", () => {
  test.use({ viewport: { width: 360, height: 800 } });

  test("a tasker sets weekly hours by keyboard alone, and the grid fits the screen", async ({ page }) => {
    await logInAs(page, DEMO.both);
    await gotoInteractive(page, "/tasker-profile");
    const card = page.locator("#availability");
    await expect(card.getByRole("heading", { name: "Availability" })).toBeVisible();
    const sunday = card.getByTestId("hours-Sunday");
    const removeSunday = sunday.getByRole("button", { name: /^Remove Sunday/ });
    // The seeded account works every day: wait for its saved hours.
    await expect(removeSunday.first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    for (const row of await card.locator("[data-testid^='hours-']").all()) {
      const box = (await row.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(360);
    }

    // Clear Sunday: Tab to each remove button, Enter; the focus lands on "Add hours".
    const addSunday = sunday.getByRole("button", { name: "Add hours on Sunday" });
    while ((await removeSunday.count()) > 0) {
      await tabTo(page, removeSunday.first(), 200);
      await page.keyboard.press("Enter");
      await expect(addSunday).toBeFocused();
    }
    await expect(sunday).toContainText("Closed");

    // Add 10:00-14:00: Enter on "Add hours" moves the focus to the new range's From.
    await page.keyboard.press("Enter");
    const from = sunday.getByLabel("Sunday From");
    await expect(from).toBeFocused();
    await page.keyboard.type("1000AM");
    await tabTo(page, sunday.getByLabel("Sunday Until"), 3);
    await page.keyboard.type("0200PM");
    await expect(from).toHaveValue("10:00");
    await expect(sunday.getByLabel("Sunday Until")).toHaveValue("14:00");

    const buffer = card.getByLabel("Buffer between jobs (minutes)");
    await tabTo(page, buffer);
    await page.keyboard.press("ControlOrMeta+A");
    await page.keyboard.type("45");
    await expectNoAxeViolations(page, "availability settings on a phone");
    await tabTo(page, card.getByRole("button", { name: "Save availability" }));
    await page.keyboard.press("Enter");
    await expect(page.getByText("Availability saved", { exact: true })).toBeVisible();
    const saved = await (await page.request.get("/api/taskers/profile/schedule")).json();
    expect(saved.custom).toBe(true);
    expect(saved.bufferMinutes).toBe(45);
    expect(saved.weeklyHours[6]).toEqual([{ start: "10:00", end: "14:00" }]);
  });
});

/** The tasker's free start (for 2 hours, from the API) that a zone shows on `shown.day` at `shown.time`. */
async function slotShownAs(
  page: Page,
  profileId: string,
  shown: { day: string; time: string },
  zone: string,
): Promise<string | undefined> {
  const from = new Date().toISOString();
  const to = new Date(Date.now() + 60 * 86_400_000).toISOString();
  const api = await (await page.request.get(`/api/taskers/${profileId}/slots?from=${from}&to=${to}&duration=2`)).json();
  return (api.slots as string[]).find(
    (s) =>
      new Date(s).toLocaleDateString("en-CA", { timeZone: zone }) === shown.day &&
      new Date(s).toLocaleTimeString("en-US", { timeZone: zone, hour: "numeric", minute: "2-digit" }) === shown.time,
  );
}

/** A task of the demo customer's own, so their seeded open tasks stay for the other journeys. */
async function postTask(page: Page, title: string): Promise<string> {
  const categories = (await (await page.request.get("/api/categories")).json()) as { id: string; name: string }[];
  const posted = await page.request.post("/api/tasks", {
    data: {
      categoryId: categories.find((c) => c.name === "Mounting")!.id,
      title,
      description: "Two shelves on drywall.",
      location: "Chicago",
      scheduledDate: new Date(Date.now() + 10 * 86_400_000).toISOString(),
    },
  });
  expect(posted.ok()).toBe(true);
  return ((await posted.json()) as { id: string }).id;
}

test.describe("a time taken meanwhile", () => {
  // The 409 of the time taken first is the point.
  test.use({ timezoneId: "America/Chicago", allowFailedRequests: /^409 POST \/api\/bookings$/ });

  test("is cleared with a note, and the free times are fetched again", async ({ page }) => {
    await logInAs(page, DEMO.customer);
    const profileId = await taylorProfileId(page);
    const title = `Taken meanwhile ${Date.now().toString(36)}`;
    await postTask(page, title);
    await page.goto(`/book-tasker/${profileId}`);
    await page.getByLabel("Which task?").selectOption({ label: title });
    const picked = await pickFreeTime(page);
    const slot = (await slotShownAs(page, profileId, picked, "America/Chicago"))!;
    // Someone else books that time first (here: the same customer, for another task).
    const other = await postTask(page, `${title} (first)`);
    const rate = ((await (await page.request.get(`/api/taskers/${profileId}`)).json()) as { hourlyRate: string })
      .hourlyRate;
    const total = bookingAmountStrings(rate, 2).total;
    const first = await page.request.post("/api/bookings", {
      data: { taskId: other, taskerId: profileId, scheduledDate: slot, duration: 2, totalAmount: total, card: GOOD },
    });
    expect(first.status()).toBe(201);

    await page.getByLabel("Card number").fill(GOOD.number);
    await page.getByLabel("Expiry").fill(GOOD.expiry);
    await page.getByLabel("CVC").fill(GOOD.cvc);
    await page.getByRole("button", { name: "Book and pay" }).click();
    await expect(page.getByText("That time is no longer available. Choose another time.")).toBeVisible();
    const times = page.getByRole("radiogroup").getByRole("radio");
    await expect(times.first()).toBeVisible();
    await expect(page.getByRole("radiogroup").getByRole("radio", { checked: true })).toHaveCount(0);
    await expect(page.getByRole("radiogroup").getByRole("radio", { name: picked.time, exact: true })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Book and pay" })).toBeDisabled();
    await expectNoAxeViolations(page, "hire panel after a taken time");
  });
});

test.describe("in another time zone", () => {
  test.use({ timezoneId: "Europe/Berlin" });

  test("a customer books a free time shown in their zone, then moves it; the tasker accepts", async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    await logInAs(page, DEMO.customer);
    const profileId = await taylorProfileId(page);
    const title = `Shelves across time zones ${Date.now().toString(36)}`;
    await postTask(page, title);
    await page.goto(`/book-tasker/${profileId}`);
    await page.getByLabel("Which task?").selectOption({ label: title });
    await expect(page.getByTestId("hire-zone-note")).toHaveText(
      "Times are in your time zone (Berlin). The tasker works on Chicago time.",
    );
    const picked = await pickFreeTime(page);
    // The day and time shown are the API's free start in Berlin time (date and time, not only the time).
    const slot = await slotShownAs(page, profileId, picked, "Europe/Berlin");
    expect(slot, `a free start on ${picked.day} at ${picked.time} Berlin time`).toBeTruthy();
    // The tasker's own calendar has it at the same instant in Chicago.
    const chicagoHour = Number(
      new Date(slot!).toLocaleString("en-US", { timeZone: "America/Chicago", hour: "numeric", hour12: false }),
    );
    expect(chicagoHour).toBeGreaterThanOrEqual(8);
    expect(chicagoHour).toBeLessThan(20);
    await page.getByLabel("Card number").fill(GOOD.number);
    await page.getByLabel("Expiry").fill(GOOD.expiry);
    await page.getByLabel("CVC").fill(GOOD.cvc);
    // Hiring directly keeps the card too, when the customer agrees (for a tip or a price change later).
    await page.getByLabel("Keep this card for tips and price changes I approve").check();
    await expectNoAxeViolations(page, "hire panel with free times");
    await page.getByRole("button", { name: "Book and pay" }).click();
    await expect(page.getByText("Booking confirmed!", { exact: true })).toBeVisible();
    const mine = (await (await page.request.get("/api/bookings")).json()) as { id: string; taskTitle: string }[];
    const booked = mine.find((b) => b.taskTitle === title)!;
    const extras = await (await page.request.get(`/api/bookings/${booked.id}/extras`)).json();
    expect(extras.savedCard).toEqual({ brand: "visa", last4: "4242" });

    // My Bookings shows the booked date and time in Berlin.
    const shownAt = new Date(slot!).toLocaleString("en-US", {
      timeZone: "Europe/Berlin",
      weekday: "short",
      month: "short",
      day: "numeric",
      year: "numeric",
    });
    const [weekday, monthDay, year] = shownAt.split(", ");
    const item = page.getByTestId("booking-item").filter({ hasText: title }).first();
    await expect(item).toContainText(`${weekday}, ${monthDay}, ${year} · ${picked.time}`);

    // Move it: propose another free time.
    await item.getByRole("button", { name: "Change time" }).click();
    const dialog = page.getByRole("dialog");
    await (await nthFreeDay(dialog, 4)).getByRole("button").click();
    await dialog.getByRole("radiogroup").getByRole("radio").first().click();
    await expectNoAxeViolations(page, "change time dialog");
    await dialog.getByRole("button", { name: "Propose new time" }).click();
    await expect(page.getByText("New time proposed", { exact: true })).toBeVisible();
    await expect(item.getByTestId("pending-reschedule")).toContainText("Waiting for an answer");

    // The tasker accepts in their own browser.
    const taskerContext = await browser.newContext({ timezoneId: "America/Chicago" });
    const tasker = await taskerContext.newPage();
    await logInAs(tasker, DEMO.tasker);
    await tasker.goto("/my-bookings");
    const proposal = tasker.getByTestId("pending-reschedule").first();
    await expect(proposal).toContainText("The customer proposes a new time");
    await proposal.getByRole("button", { name: "Accept new time" }).click();
    await expect(tasker.getByText("Booking moved", { exact: true })).toBeVisible();
    await taskerContext.close();
  });
});
