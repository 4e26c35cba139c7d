// Post a task → matched taskers → invite → My Tasks; a tasker (second browser) finds it on
// /browse-tasks and sends an offer; the customer's My Tasks then shows 1 offer.
import type { Page } from "@playwright/test";
import { DEMO, expect, expectNoAxeViolations, logInAs, test, uniqueEmail } from "./fixtures";

/** No axe violations, and nothing scrolls sideways on a 360 px phone. */
async function checkScreen(page: Page) {
  await expectNoAxeViolations(page);
  const original = page.viewportSize();
  await page.setViewportSize({ width: 360, height: 780 });
  const wide = await page.evaluate(() =>
    [...document.querySelectorAll("body *")]
      .filter((e) => e.getBoundingClientRect().right > 361)
      .slice(0, 5)
      .map((e) => `${e.tagName}.${e.className}`.slice(0, 160)),
  );
  expect(wide).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  if (original) await page.setViewportSize(original);
}

test("a customer posts a task, invites a match; a tasker sends an offer; My Tasks shows it", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  // A street in Austin: the task gets Austin's coordinates, so Austin's taskers match it and find it.
  const town = `${Date.now().toString(36)} Lamar Blvd, Austin, TX`;
  const title = `Mount a 65-inch TV in ${town}`;

  // Signed out: Authentication Required with Sign In.
  await page.goto("/post-task");
  await expect(page.getByRole("heading", { name: "Authentication Required" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Sign In" })).toBeVisible();

  await page.request.post("/api/auth/register", {
    data: { firstName: "Paula", lastName: "Poster", email: uniqueEmail("poster"), password: "post-a-task-pass" },
  });
  await page.goto("/post-task");

  // Step 1: Next stays disabled until category, title and description are filled.
  const next = page.getByRole("button", { name: "Next" });
  await expect(next).toBeDisabled();
  await page.getByLabel("Service category").selectOption({ label: "Mounting" });
  await page.getByLabel("Task title").fill(title);
  await expect(next).toBeDisabled();
  await page.getByLabel("Description").fill("Wall is drywall, bracket included. Cables should be hidden.");
  await checkScreen(page);
  await expect(next).toBeEnabled();
  await next.click();

  // Step 2: location and budget; a budget without a number is refused.
  await expect(next).toBeDisabled();
  await page.getByLabel("Location", { exact: true }).fill(town);
  await page.getByLabel("Budget (USD)").fill("whatever");
  await expect(page.getByText("Please enter a budget amount, like $50-100")).toBeVisible();
  await expect(next).toBeDisabled();
  await page.getByLabel("Budget (USD)").fill("$80-120");
  await expect(next).toBeEnabled();
  await page.getByRole("button", { name: "Back" }).click();
  await expect(page.getByLabel("Task title")).toHaveValue(title);
  await next.click();
  await next.click();

  // Step 3: past days are disabled; Post Task waits for a date.
  const post = page.getByRole("button", { name: "Post Task" });
  await expect(post).toBeDisabled();
  await expect(page.getByText("What happens next?")).toBeVisible();
  const today = new Date();
  if (today.getDate() > 1) {
    const yesterday = new Date(today.getFullYear(), today.getMonth(), today.getDate() - 1);
    await expect(page.locator(`[data-day="${isoDay(yesterday)}"] button`)).toBeDisabled();
  }
  const day = new Date(today.getFullYear(), today.getMonth(), today.getDate() + 3);
  if (day.getMonth() !== today.getMonth()) await page.getByRole("button", { name: /next month/i }).click();
  await page.locator(`[data-day="${isoDay(day)}"] button`).click();
  await checkScreen(page);
  await post.click();

  // Success: toast, matched taskers with Invite, Post Another Task, View My Tasks.
  await expect(page.getByText("Task posted successfully!", { exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Your task is posted!" })).toBeVisible();
  const matches = page.getByRole("list", { name: "Matched taskers" });
  await expect(matches.getByRole("listitem").first()).toBeVisible();
  const firstInvite = matches.getByRole("button", { name: /^Invite / }).first();
  await firstInvite.click();
  await expect(page.getByText("Invitation sent", { exact: true })).toBeVisible();
  await expect(matches.getByText("Invited").first()).toBeVisible();
  await expect(page.getByRole("button", { name: "Post Another Task" })).toBeVisible();
  await checkScreen(page);
  await page.getByRole("button", { name: "View My Tasks" }).click();

  // My Tasks lists it: open, no offers yet, one invited.
  await expect(page).toHaveURL(/\/my-tasks$/);
  const card = page.locator("div.rounded-2xl", { has: page.getByRole("heading", { name: title }) });
  await expect(card.getByText("Open", { exact: true })).toBeVisible();
  await expect(card.getByTestId("offer-count")).toHaveText(/No offers yet · 1 invited/);
  await checkScreen(page);

  // A customer cannot browse tasks: a clear message with the way to become a tasker.
  await page.goto("/browse-tasks");
  await expect(page.getByRole("heading", { name: "Browse tasks is for taskers" })).toBeVisible();
  await expect(page.locator("#main").getByRole("link", { name: "Become a Tasker" })).toHaveAttribute(
    "href",
    "/tasker-profile",
  );

  // The tasker, in a second browser, finds the task and sends an offer.
  const taskerContext = await browser.newContext();
  const tasker = await taskerContext.newPage();
  await logInAs(tasker, DEMO.tasker);
  // By its city: a tasker never reads (or searches by) the street before booking.
  await tasker.goto(`/browse-tasks?location=${encodeURIComponent("Austin, TX")}`);
  await expect(tasker.getByRole("heading", { name: title })).toBeVisible();
  await expect(tasker.getByLabel("Location")).toHaveValue("Austin, TX");
  await checkScreen(tasker);
  await tasker.getByRole("button", { name: `Send Offer on ${title}` }).click();
  const dialog = tasker.getByRole("dialog", { name: "Send Offer" });
  await dialog.getByLabel("Message to the customer").fill("Too short");
  await dialog.getByLabel("Your rate (USD per hour)").fill("45.001");
  await dialog.getByRole("button", { name: "Send Offer" }).click();
  await expect(dialog.getByText("Message must be at least 10 characters")).toBeVisible();
  await expect(dialog.getByText("Rate must be a positive amount with at most 2 decimals, like 45.00")).toBeVisible();
  await dialog
    .getByLabel("Message to the customer")
    .fill("I mount TVs every week and can hide the cables in the wall.");
  await dialog.getByLabel("Your rate (USD per hour)").fill("55");
  await dialog.getByLabel("Estimated hours").selectOption("2");
  await expect(dialog.getByText(/Estimated total for the customer/)).toBeVisible();
  await dialog.getByRole("button", { name: "Send Offer" }).click();
  await expect(tasker.getByText("Offer sent!", { exact: true })).toBeVisible();
  // The city's list holds other tasks too: the badge is this task's card's.
  const taskCard = tasker
    .getByRole("heading", { name: title })
    .locator("xpath=ancestor::div[contains(@class,'sm:p-6')][1]");
  await expect(taskCard.getByText("Offer sent", { exact: true })).toBeVisible();
  await expect(tasker.getByRole("button", { name: `Withdraw offer on ${title}` })).toBeVisible();

  // The customer's My Tasks shows the offer.
  await page.goto("/my-tasks");
  await expect(card.getByTestId("offer-count")).toHaveText(/1 offer to compare/);
  await expect(card.getByRole("link", { name: `Compare offers: ${title}` })).toBeVisible();

  // The tasker withdraws; they can send a new one.
  await tasker.getByRole("button", { name: `Withdraw offer on ${title}` }).click();
  await expect(
    tasker.getByRole("region", { name: /Notifications/ }).getByText("Offer withdrawn", { exact: true }),
  ).toBeVisible();
  await expect(taskCard.getByText("Offer withdrawn", { exact: true })).toBeVisible();
  await expect(tasker.getByRole("button", { name: `Send Offer on ${title}` })).toBeVisible();
  await taskerContext.close();

  // Cancel from My Tasks, with a confirm dialog.
  await page.reload();
  await card.getByRole("button", { name: "Cancel task" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Cancel task" }).click();
  await expect(page.getByRole("heading", { name: title })).toHaveCount(0);
  await page.getByRole("button", { name: /^Past/ }).click();
  await expect(card.getByText("Cancelled", { exact: true })).toBeVisible();

  // The demo customer's task list, for a look at a fuller screen.
  await logInAs(page, DEMO.customer);
  await page.goto("/my-tasks");
  await expect(page.getByRole("button", { name: /^Active/ })).toBeVisible();
});

function isoDay(d: Date): string {
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
}
