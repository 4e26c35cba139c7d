// Money as people see it: the booking card's total follows an approved price change; completing a
// job and releasing a payment ask first, with the amount (Escape cancels, focus stays in the dialog);
// in euros the receipt's lines add up to its total; a budget of $0 is refused on the field.
import type { Locator, Page } from "@playwright/test";
import { expect, expectNoAxeViolations, test } from "./fixtures";
import { bookedJob, GOOD_CARD, newCustomer, newTasker, shootBothWidths } from "./money-parties";

/** Saves the screen at 1280 and 360 px; at 360 px nothing scrolls sideways. */
async function shoot(page: Page, name: string): Promise<void> {
  await page.setViewportSize({ width: 360, height: 740 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), name).toBe(true);
  await page.setViewportSize({ width: 1280, height: 800 });
  await shootBothWidths(page, `money-on-screen-${name}`);
}

async function bookingItem(page: Page, title: string, tab: "Upcoming" | "Past"): Promise<Locator> {
  await page.goto("/my-bookings");
  await page.getByRole("tab", { name: new RegExp(tab) }).click();
  const item = page.getByTestId("booking-item").filter({ hasText: title });
  await expect(item).toBeVisible();
  return item;
}

/** Tab a few times: the focus never leaves the open dialog. */
async function expectFocusTrapped(page: Page): Promise<void> {
  for (let i = 0; i < 4; i += 1) {
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest("[role=dialog]")))).toBe(true);
  }
}

/** "€1,234.56" / "− €5.95" → cents, signed. */
const cents = (text: string) => {
  const negative = /[−-]/.test(text);
  const value = Math.round(Number(text.replace(/[^\d.]/g, "")) * 100);
  return negative ? -value : value;
};

test("a price change raises the card's total; completing and releasing ask first with the amount; the receipt adds up in euros", async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await newCustomer(page);
  const { page: tasker, context: taskerContext } = await newTasker(browser);
  const { bookingId, title } = await bookedJob(page, tasker, {
    payment: { card: GOOD_CARD, saveCard: true },
    status: "in_progress",
  });

  // An extra hour at 70.00 plus the 5% fee (73.50), approved: the card shows 147.00 + 73.50.
  const proposed = await tasker.request.post(`/api/bookings/${bookingId}/adjustments`, {
    data: { kind: "extra_hours", hours: 1, note: "The wall needed a second bracket." },
  });
  expect(proposed.status()).toBe(201);
  const approved = await page.request.post(
    `/api/adjustments/${((await proposed.json()) as { id: string }).id}/approve`,
  );
  expect(approved.status()).toBe(200);
  const card = await bookingItem(page, title, "Upcoming");
  await expect(card.getByTestId("booking-total")).toHaveText("$220.50");
  await expect(card.getByTestId("booking-breakdown")).toContainText("Booked$147.00");
  await expect(card.getByTestId("booking-breakdown")).toContainText("Price changes$73.50");

  // The tasker's 'Mark complete' asks first; Escape and 'Not yet' leave the job running.
  const job = await bookingItem(tasker, title, "Upcoming");
  await expect(job.getByTestId("booking-total")).toHaveText("$220.50");
  await job.getByRole("button", { name: "Mark complete" }).click();
  const charge = tasker.getByRole("dialog", { name: "Charge $147.00 to the customer's card?" });
  await expect(charge).toBeVisible();
  await expect(charge.getByRole("button", { name: "Not yet" })).toBeFocused();
  await expectFocusTrapped(tasker);
  await expectNoAxeViolations(tasker, "the completion's confirmation");
  await shoot(tasker, "complete-confirmation");
  await tasker.keyboard.press("Escape");
  await expect(charge).toHaveCount(0);
  await expect(job.getByRole("button", { name: "Mark complete" })).toBeFocused();
  await expect(job.getByText("In progress")).toBeVisible();
  await job.getByRole("button", { name: "Mark complete" }).click();
  await charge.getByRole("button", { name: "Charge and complete" }).click();
  await expect(tasker.getByText("Job completed", { exact: true })).toBeVisible();
  await taskerContext.close();

  // The customer's release asks too: 140.00 of the job and 70.00 of the extra hour go to Ezra Mounts.
  const done = await bookingItem(page, title, "Past");
  await expect(done.getByTestId("booking-total")).toHaveText("$220.50");
  await done.getByRole("button", { name: "Looks good, release payment" }).click();
  const release = page.getByRole("dialog", { name: "Release $210.00 to Ezra Mounts?" });
  await expect(release).toBeVisible();
  await expect(release).toContainText("you can no longer report a problem");
  await expectFocusTrapped(page);
  await expectNoAxeViolations(page, "the release's confirmation");
  await shoot(page, "release-confirmation");
  await page.keyboard.press("Escape");
  await expect(release).toHaveCount(0);
  await expect(done.getByText("Report a problem")).toBeVisible();
  // By keyboard alone: open, move to 'Release payment', confirm.
  await done.getByRole("button", { name: "Looks good, release payment" }).focus();
  await page.keyboard.press("Enter");
  await expect(release.getByRole("button", { name: "Not now" })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(release.getByRole("button", { name: "Release payment" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByText("Payment released", { exact: true })).toBeVisible();
  await expect(done.getByRole("button", { name: "Looks good, release payment" })).toHaveCount(0);
  await shoot(page, "my-bookings-total");

  // In euros every line of the receipt is converted once and the total is their sum; the hours'
  // rate is in euros too.
  await page.goto(`/bookings/${bookingId}/receipt`);
  await page.getByRole("button", { name: /Change currency/ }).click();
  await page.getByRole("button", { name: /EUR\s*Euro/ }).click();
  await expect(page.getByTestId("receipt-total")).toHaveText(/^€[\d,]+\.\d{2}$/);
  await expect(page.getByRole("row", { name: /^2 hours × €[\d,]+\.\d{2} €/ })).toBeVisible();
  const lines = await page.locator("[data-testid^=receipt-]:not([data-testid=receipt-total])").allInnerTexts();
  expect(lines).toHaveLength(3);
  const total = await page.getByTestId("receipt-total").innerText();
  expect(lines.reduce((sum, line) => sum + cents(line), 0)).toBe(cents(total));
  expect((await page.locator("main").innerText()).replace(/Charged in USD: \$[\d,.]+/, "")).not.toContain("$");
  await shoot(page, "receipt-eur");
});

test("a budget of $0, a negative one or one with more than 2 decimals is refused on the field", async ({ page }) => {
  await newCustomer(page);
  await page.goto("/post-task");
  await page.getByLabel("Service category").selectOption({ label: "Mounting" });
  await page.getByLabel("Task title").fill("Hang three frames");
  await page.getByLabel("Description").fill("Three frames in the hallway, nails are here.");
  const next = page.getByRole("button", { name: "Next" });
  await next.click();
  await page.getByLabel("Location", { exact: true }).fill("Austin");
  const budget = page.getByLabel("Budget (USD)");
  const message = "The budget must be a positive amount with at most 2 decimals, like $50-100";
  for (const bad of ["$0", "-50", "0.001"]) {
    await budget.fill(bad);
    await expect(page.getByText(message)).toBeVisible();
    await expect(next).toBeDisabled();
  }
  await expectNoAxeViolations(page, "a refused budget");
  await shoot(page, "budget-refused");
  await budget.fill("$50-100");
  await expect(page.getByText(message)).toHaveCount(0);
  await expect(next).toBeEnabled();
});
