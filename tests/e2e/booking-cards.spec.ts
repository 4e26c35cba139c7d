// A booking card on My Bookings, as a person sees it: the details keep the card's width whatever
// buttons a state has (actions and money forms wrap below them), and the tip, dispute, price-change
// and counter-offer forms say what the server refused at the field it names, once, with no toast.
import type { Browser, Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { bookedJob, GOOD_CARD, newCustomer, newTasker } from "./money-parties";

// On purpose: each form is sent once with a value the server refuses.
test.use({
  allowFailedRequests: /^400 POST \/api\/(bookings\/[^/]+\/(tips|disputes|adjustments)|disputes\/[^/]+\/respond)$/,
});

async function job(page: Page, browser: Browser, status: "in_progress" | "completed" = "completed") {
  await newCustomer(page);
  const tasker = await newTasker(browser);
  const { title } = await bookedJob(page, tasker.page, { payment: { card: GOOD_CARD, saveCard: true }, status });
  return { tasker: tasker.page, taskerContext: tasker.context, title };
}

async function bookingItem(page: Page, title: string, tab: "Upcoming" | "Past"): Promise<Locator> {
  await page.goto("/my-bookings");
  await page.getByRole("tab", { name: tab }).click();
  const item = page.getByTestId("booking-item").filter({ hasText: title });
  await expect(item).toBeVisible();
  return item;
}

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The toasts on screen (Radix announces each one in a region of its own). */
const toasts = (page: Page) => page.getByRole("region", { name: /Notifications/, includeHidden: true }).locator("li");

test("a completed booking's card lays out at every desktop width: title on one line, actions below, forms at the card's width", async ({
  page,
  browser,
}) => {
  const { taskerContext, title } = await job(page, browser);
  const item = await bookingItem(page, title, "Past");
  await item.getByText("Report a problem").click();
  const heading = item.getByRole("heading", { level: 2 });
  const buttons = item.getByTestId("booking-actions").locator("a, button");
  // Message, release, receipt and review: the four buttons of a completed, held, unreviewed job.
  await expect(buttons).toHaveCount(4);
  for (const width of [1024, 1152, 1280, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    const card = (await item.boundingBox())!;
    const titleBox = (await heading.boundingBox())!;
    const lineHeight = await heading.evaluate((el) => parseFloat(getComputedStyle(el).lineHeight));
    expect(titleBox.height, `title lines at ${width} px`).toBeLessThanOrEqual(lineHeight * 1.5);
    for (const button of await buttons.all()) {
      const box = (await button.boundingBox())!;
      expect(overlaps(box, titleBox), `${await button.innerText()} over the title at ${width} px`).toBe(false);
      expect(box.y, `${await button.innerText()} below the details at ${width} px`).toBeGreaterThan(
        titleBox.y + titleBox.height,
      );
    }
    const refund = (await item.getByLabel(/Refund you ask for/).boundingBox())!;
    expect(refund.width, `the refund box at ${width} px`).toBeGreaterThanOrEqual(200);
    const details = (await item.getByLabel("Details", { exact: true }).boundingBox())!;
    expect(details.width, `the details box at ${width} px`).toBeGreaterThan(card.width * 0.75);
  }
  await taskerContext.close();
});

test("tip and dispute forms: what the server refuses is said at its field, with no toast", async ({
  page,
  browser,
}) => {
  const { taskerContext, title } = await job(page, browser);
  const item = await bookingItem(page, title, "Past");

  // A tip under the minimum.
  const tip = item.getByLabel("Tip (USD, 100% to your tasker)");
  await tip.fill("0.50");
  await item.getByRole("button", { name: "Send tip" }).click();
  await expect(item.getByText("Tip must be between 1.00 and 1000.00")).toBeVisible();
  await expect(tip).toHaveAttribute("aria-invalid", "true");
  await expect(toasts(page)).toHaveCount(0);
  await expect(page.getByText("That did not work")).toHaveCount(0);

  // A dispute with too few details, then a refund above what was paid.
  await item.getByText("Report a problem").click();
  const refund = item.getByLabel(/Refund you ask for/);
  const details = item.getByLabel("Details", { exact: true });
  await refund.fill("20.00");
  await details.fill("Bad.");
  await item.getByRole("button", { name: "Open dispute" }).click();
  await expect(item.getByText("Details needs at least 10 characters")).toBeVisible();
  await expect(details).toHaveAttribute("aria-invalid", "true");
  await expect(refund).toHaveAttribute("aria-invalid", "false");
  await details.fill("The shelves were hung crooked and one is loose.");
  await refund.fill("999.00");
  await item.getByRole("button", { name: "Open dispute" }).click();
  await expect(item.getByText("At most 147.00", { exact: true })).toBeVisible();
  await expect(refund).toHaveAttribute("aria-invalid", "true");
  await expect(details).toHaveAttribute("aria-invalid", "false");
  await expect(toasts(page)).toHaveCount(0);

  // Corrected, it goes through.
  await refund.fill("40.00");
  await item.getByRole("button", { name: "Open dispute" }).click();
  await expect(page.getByText("Dispute opened; the payment is on hold", { exact: true })).toBeVisible();
  await taskerContext.close();
});

test("price change: a refused note is said at its field; once sent the form goes until the customer answers, then comes back empty", async ({
  page,
  browser,
}) => {
  const { tasker, taskerContext, title } = await job(page, browser, "in_progress");
  const item = await bookingItem(tasker, title, "Upcoming");
  const form = item.locator("form").filter({ hasText: "Propose a price change" });
  const note = form.getByLabel("Note for the customer");
  // The note is a roomy box on its own line, its label on one line.
  const noteBox = (await note.boundingBox())!;
  expect(noteBox.width).toBeGreaterThan(((await item.boundingBox())!.width * 3) / 4);
  const label = (await form.getByText("Note for the customer").boundingBox())!;
  expect(label.height).toBeLessThan(30);

  await form.getByLabel("Hours").fill("1");
  await note.fill("ok");
  await form.getByRole("button", { name: "Propose" }).click();
  await expect(form.getByText("Note needs at least 3 characters")).toBeVisible();
  await expect(note).toHaveAttribute("aria-invalid", "true");
  await expect(toasts(tasker)).toHaveCount(0);

  await note.fill("The wall needed a second bracket.");
  await form.getByRole("button", { name: "Propose" }).click();
  await expect(tasker.getByText("Price change sent to the customer", { exact: true })).toBeVisible();
  await expect(item).toContainText("Waiting for the customer");
  // One at a time: nothing to click a second time while the customer has not answered.
  await expect(form).toHaveCount(0);

  const customerItem = await bookingItem(page, title, "Upcoming");
  await customerItem.getByRole("button", { name: "Decline" }).click();
  await expect(page.getByText("Price change answered", { exact: true })).toBeVisible();

  await tasker.reload();
  await expect(item).toContainText("Declined");
  await expect(form).toBeVisible();
  await expect(note).toHaveValue("");
  await taskerContext.close();
});

test("counter offer: a counter that is not less than asked is said at its field", async ({ page, browser }) => {
  const { tasker, taskerContext, title } = await job(page, browser);
  const item = await bookingItem(page, title, "Past");
  await item.getByText("Report a problem").click();
  await item.getByLabel(/Refund you ask for/).fill("40.00");
  await item.getByLabel("Details", { exact: true }).fill("The frame scratched the wall paint in two places.");
  await item.getByRole("button", { name: "Open dispute" }).click();
  await expect(page.getByText("Dispute opened; the payment is on hold", { exact: true })).toBeVisible();

  const taskerItem = await bookingItem(tasker, title, "Past");
  const counter = taskerItem.getByLabel("Or offer a refund of (USD)");
  await counter.fill("60.00");
  await taskerItem.getByLabel("Your side").fill("The paint was already chipped behind the old mirror.");
  await taskerItem.getByRole("button", { name: "Send counter offer" }).click();
  await expect(taskerItem.getByText("Offer less than asked, or accept")).toBeVisible();
  await expect(counter).toHaveAttribute("aria-invalid", "true");
  await expect(toasts(tasker)).toHaveCount(0);

  await counter.fill("15.00");
  await taskerItem.getByRole("button", { name: "Send counter offer" }).click();
  await expect(tasker.getByText("Answer sent", { exact: true })).toBeVisible();
  await taskerContext.close();
});
