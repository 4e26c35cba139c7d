// Task alerts end to end: a tasker sets up an alert on Find Work (the preview counts recent tasks as
// they choose), a customer posts a matching task through the wizard and the success step says how
// many taskers near them were alerted, and the tasker's bell turns live to an alert that says why.
// Axe clean; the form and the success step at 1280 and 360 px without sideways scroll.
import type { Page } from "@playwright/test";
import { openLive } from "./live";
import { newCustomer, newTasker, shootBothWidths } from "./money-parties";
import { expect, expectNoAxeViolations, test } from "./fixtures";

const bell = (page: Page) => page.getByRole("button", { name: /^Notifications/ });

test("a tasker's alert, previewed as they set it up, tells them of a matching task at once, with why", async ({
  page: customer,
  browser,
}) => {
  test.setTimeout(180_000);
  const { page: tasker } = await newTasker(browser);
  const area = await tasker.request.put("/api/taskers/profile/service-area", {
    data: { placeId: "us-texas-austin", radius: 40, unit: "km" },
  });
  expect(area.status()).toBe(200);

  // Find Work, filtered by Mounting: the alert starts from what is on screen.
  await tasker.goto("/browse-tasks?category=Mounting");
  await tasker.getByRole("button", { name: "Get alerts for tasks like these" }).click();
  const form = tasker.getByRole("form", { name: "New task alert" });
  await expect(form.getByRole("button", { name: "Mounting" })).toHaveAttribute("aria-pressed", "true");
  const preview = form.getByTestId("alert-preview");
  await expect(preview).toContainText(/in the last 14 days would have matched/);
  await form.getByLabel("Minimum budget (optional)").fill("50");
  await expect(preview).toContainText(/in the last 14 days would have matched/);
  await expectNoAxeViolations(tasker, "the task alert form");
  await shootBothWidths(tasker, "task-alert-form");
  await form.getByRole("button", { name: "Create alert" }).click();
  await expect(tasker.getByText("Task alert saved", { exact: true })).toBeVisible();
  await expect(tasker.getByTestId("task-alert")).toContainText("Mounting · from $50 · any day · instant");

  await openLive(tasker, "/browse-tasks");
  await expect(bell(tasker)).toHaveAccessibleName("Notifications");

  // The customer posts a matching task through the wizard.
  await newCustomer(customer);
  const title = `Mount a TV ${Date.now().toString(36)}`;
  await customer.goto("/post-task");
  await customer.getByLabel("Service category").selectOption({ label: "Mounting" });
  await customer.getByLabel("Task title").fill(title);
  await customer.getByLabel("Description").fill("A 65 inch TV on drywall, cables hidden.");
  await customer.getByRole("button", { name: "Next" }).click();
  await customer.getByRole("combobox", { name: "Location" }).fill("Austin");
  await customer
    .getByRole("option", { name: /^Austin, TX/ })
    .first()
    .click();
  await customer.getByLabel("Budget (USD)").fill("$120");
  await customer.getByRole("button", { name: "Next" }).click();
  await customer.locator(".rdp-day_button:not([disabled])").nth(2).click();
  await customer.getByRole("button", { name: "Post Task" }).click();
  await expect(customer.getByRole("heading", { name: "Your task is posted!" })).toBeVisible();
  await expect(customer.getByTestId("alerted-taskers")).toHaveText(
    /^[1-9][\d,]* taskers? near you (was|were) alerted$/,
  );
  await expectNoAxeViolations(customer, "the post-task success step");
  await shootBothWidths(customer, "task-alerts-success");

  // The tasker's bell turns without a reload, and their open Find Work shows the task; the item
  // names the task and says why it matched.
  await expect(bell(tasker)).toHaveAccessibleName(/^Notifications, \d+ unread$/);
  await expect(tasker.getByRole("main").getByRole("heading", { name: title })).toBeVisible();
  await bell(tasker).click();
  const panel = tasker.getByRole("dialog", { name: "Notifications" });
  const item = panel.getByRole("link", { name: new RegExp(`New task near you: '${title}'`) });
  await expect(item).toBeVisible();
  await expect(item.getByTestId("notification-reason")).toHaveText(
    /^Mounting · (under 1|\d+) km from your base · \w+day$/,
  );
  await expectNoAxeViolations(tasker, "the bell's panel with an alert");
  await tasker.screenshot({ path: ".tmp/screens/task-alert-bell-1280.png" });
});
