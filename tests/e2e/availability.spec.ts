// Availability: a tasker sets weekly hours on their settings; a customer in another time zone books a
// free time shown in their own zone; a booked job is moved to another free time and the tasker accepts.
import type { Page } from "@playwright/test";
import { DEMO, expect, expectNoAxeViolations, logInAs, test } from "./fixtures";

const GOOD = { number: "4242 4242 4242 4242", expiry: "12/34", cvc: "123" };

async function taylorProfileId(page: Page): Promise<string> {
  const res = (await (await page.request.get("/api/taskers?q=Taylor")).json()) as
    { id: string; name: string }[] | { items: { id: string; name: string }[] };
  const list = Array.isArray(res) ? res : res.items;
  return list.find((t) => t.name === "Brooks Home Services")!.id;
}

/** The third day of the booking calendar that has free times (more than a day ahead), then its first time. */
async function pickFreeTime(page: Page): Promise<string> {
  const day = page.locator("[data-day] button:not([disabled])").nth(2);
  await day.click();
  const time = page.getByRole("radiogroup").getByRole("radio").first();
  await time.click();
  await expect(time).toHaveAttribute("aria-checked", "true");
  return (await time.textContent())!.trim();
}

test("a tasker sets weekly hours with the keyboard-friendly grid", async ({ page }) => {
  await logInAs(page, DEMO.both);
  await page.goto("/tasker-profile");
  const card = page.locator("#availability");
  await expect(card.getByRole("heading", { name: "Availability" })).toBeVisible();
  const sunday = card.getByTestId("hours-Sunday");
  const removeButtons = sunday.getByRole("button", { name: /^Remove Sunday/ });
  // The seeded account works every day: wait for its saved hours before clearing Sunday.
  await expect(removeButtons.first()).toBeVisible();
  while ((await removeButtons.count()) > 0) await removeButtons.first().click();
  await expect(sunday).toContainText("Closed");
  await sunday.getByRole("button", { name: "Add hours on Sunday" }).click();
  await sunday.getByLabel("Sunday From").fill("10:00");
  await sunday.getByLabel("Sunday Until").fill("14:00");
  await card.getByLabel("Buffer between jobs (minutes)").fill("45");
  await expectNoAxeViolations(page, "availability settings");
  await card.getByRole("button", { name: "Save availability" }).click();
  await expect(page.getByText("Availability saved", { exact: true })).toBeVisible();
  const saved = await (await page.request.get("/api/taskers/profile/schedule")).json();
  expect(saved.custom).toBe(true);
  expect(saved.bufferMinutes).toBe(45);
  expect(saved.weeklyHours[6]).toContainEqual({ start: "10:00", end: "14:00" });
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
    // A task of its own, so the demo customer's seeded open tasks stay for the other journeys.
    const categories = (await (await page.request.get("/api/categories")).json()) as { id: string; name: string }[];
    const title = `Shelves across time zones ${Date.now().toString(36)}`;
    const posted = await page.request.post("/api/tasks", {
      data: {
        categoryId: categories.find((c) => c.name === "Mounting")!.id,
        title,
        description: "Two shelves on drywall, booked from another time zone.",
        location: "Chicago",
        scheduledDate: new Date(Date.now() + 10 * 86_400_000).toISOString(),
      },
    });
    expect(posted.ok()).toBe(true);
    await page.goto(`/book-tasker/${profileId}`);
    await page.getByLabel("Which task?").selectOption({ label: title });
    await expect(page.getByTestId("hire-zone-note")).toHaveText(
      "Times are in your time zone (Berlin). The tasker works on Chicago time.",
    );
    const label = await pickFreeTime(page);
    // The label is the API's free start shown in Berlin time.
    const from = new Date().toISOString();
    const to = new Date(Date.now() + 60 * 86_400_000).toISOString();
    const api = await (
      await page.request.get(`/api/taskers/${profileId}/slots?from=${from}&to=${to}&duration=2`)
    ).json();
    const berlin = (api.slots as string[]).map((s) =>
      new Date(s).toLocaleTimeString("en-US", { timeZone: "Europe/Berlin", hour: "numeric", minute: "2-digit" }),
    );
    expect(berlin).toContain(label);
    await page.getByLabel("Card number").fill(GOOD.number);
    await page.getByLabel("Expiry").fill(GOOD.expiry);
    await page.getByLabel("CVC").fill(GOOD.cvc);
    await expectNoAxeViolations(page, "hire panel with free times");
    await page.getByRole("button", { name: "Book and pay" }).click();
    await expect(page.getByText("Booking confirmed!", { exact: true })).toBeVisible();

    // Move it: propose another free time.
    const item = page.getByTestId("booking-item").filter({ hasText: "Brooks Home Services" }).first();
    await item.getByRole("button", { name: "Change time" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.locator("[data-day] button:not([disabled])").nth(4).click();
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
