// Two-way, double-blind reviews on screen: the customer reviews a completed booking and waits for the
// tasker's review; the tasker reviews the customer; then both reviews appear together on both cards.
// The tasker replies publicly to the customer's review, and the tasker's profile shows it. The tasker
// is named by their business name on the card and on the profile alike; the review window's end is
// written as booking times are, with the viewer's time zone.
import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, gotoInteractive, test } from "./fixtures";
import { completedJob, newCustomer, newTasker, shootBothWidths } from "./money-parties";

/** Both widths' screenshots when asked for (E2E_SCREENSHOTS=1), for a human look. */
async function shoot(page: Page, name: string) {
  if (process.env.E2E_SCREENSHOTS) await shootBothWidths(page, name);
}

async function pastBooking(page: Page, title: string) {
  await page.goto("/my-bookings");
  await page.getByRole("tab", { name: "Past" }).click();
  const item = page.getByTestId("booking-item").filter({ hasText: title });
  await expect(item).toBeVisible();
  return item;
}

async function review(page: Page, stars: string, comment: string, screen: string) {
  const dialog = page.getByRole("dialog");
  await expect(
    dialog.getByText(/^You can review until [A-Z][a-z]{2}, [A-Z][a-z]{2} \d{1,2}, \d{4} · \d{1,2}:\d{2} [AP]M \S+$/),
  ).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Submit review" })).toBeInViewport({ ratio: 1 });
  await dialog.getByRole("radiogroup", { name: "Your rating" }).getByRole("radio", { name: stars }).focus();
  await page.keyboard.press("Space");
  await dialog.getByLabel("Comment (optional)").fill(comment);
  await expectNoAxeViolations(page, screen);
  await shoot(page, screen.replace(/[^a-z]+/g, "-"));
  await dialog.getByRole("button", { name: "Submit review" }).click();
  await expect(page.getByText("Review submitted", { exact: true })).toBeVisible();
}

test("the customer and the tasker both review a completed booking; both reviews appear together", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await newCustomer(page);
  const tasker = await newTasker(browser);
  const { title } = await completedJob(page, tasker.page);

  const mine = await pastBooking(page, title);
  await mine.getByRole("button", { name: "Leave a review" }).click();
  await review(page, "5 stars", "Mirror hung straight, anchors solid.", "review dialog (customer)");
  await expect(mine.getByTestId("review-status")).toHaveText("Waiting for Ezra Mounts to review");
  await expect(mine).not.toContainText("Mirror hung straight");

  const job = await pastBooking(tasker.page, title);
  // The tasker knows a review is waiting, never what it says.
  await expect(job).not.toContainText("Mirror hung straight");
  await job.getByRole("button", { name: "Leave a review" }).click();
  await review(tasker.page, "4 stars", "Clear instructions and easy parking.", "review dialog (tasker)");
  await expect(job.getByTestId("review-status")).toHaveText("Both reviews are published");
  await expect(job).toContainText("Mirror hung straight, anchors solid.");
  await expect(job).toContainText("Clear instructions and easy parking.");

  // The tasker answers the customer's review, once, in public.
  await job.getByRole("button", { name: "Reply publicly" }).click();
  await job.getByLabel("Your public reply").fill("Thanks Paula, glad the mirror is up!");
  await job.getByRole("button", { name: "Publish reply" }).click();
  await expect(job).toContainText("Response from you");
  // The tasker's own review is "Your review", never their short name beside "you".
  await expect(job.getByText("Your review", { exact: true })).toBeVisible();
  await expect(job).not.toContainText("Ezra E.");
  await expect(job.getByRole("button", { name: "Reply publicly" })).toHaveCount(0);

  const both = await pastBooking(page, title);
  await expect(both.getByTestId("review-status")).toHaveText("Both reviews are published");
  await expect(both).toContainText("Clear instructions and easy parking.");
  await expect(both).toContainText("Thanks Paula, glad the mirror is up!");
  await expect(both.getByText("Response from Ezra Mounts", { exact: true })).toBeVisible();
  await expect(both).not.toContainText("Ezra E.");
  await expectNoAxeViolations(page, "both reviews published");
  await shoot(page, "reviews-published");

  // The public profile lists the customer's review with the tasker's reply under it.
  const profile = (await (await tasker.page.request.get("/api/taskers/profile")).json()) as { id: string };
  await gotoInteractive(page, `/taskers/${profile.id}`);
  await expect(page.getByText("Mirror hung straight, anchors solid.")).toBeVisible();
  await expect(page.getByText("Thanks Paula, glad the mirror is up!")).toBeVisible();
  await expect(page.getByText("Response from Ezra Mounts", { exact: true })).toBeVisible();
  await expectNoAxeViolations(page, "profile with a reply");
  await shoot(page, "profile-with-reply");
  await tasker.context.close();
});
