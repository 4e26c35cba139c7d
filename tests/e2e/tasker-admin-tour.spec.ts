// A tour of the tasker and admin screens in their loaded, empty and error states (axe),
// with the behaviour each role expects: the offer rate starts at the
// tasker's own rate, dialogs close with Escape, admin lists show every task status.
import type { OwnTaskerProfile } from "../../src/contract/tasker-profile";
import { DEMO, expect, expectNoAxeViolations, logInAs, test } from "./fixtures";

// The error-state visits answer 500 on purpose.
test.use({ allowFailedRequests: /^500 / });

test("tasker: find work, an offer pre-filled with the own rate, dashboard and profile screens", async ({
  page,
  browser,
}) => {
  // Find Work shows the open tasks of the tasker's skills in their area (Austin): one to offer on.
  const customer = await browser.newPage();
  await logInAs(customer, DEMO.customer);
  const categories = (await (await customer.request.get("/api/categories")).json()) as { id: string; name: string }[];
  const posted = await customer.request.post("/api/tasks", {
    data: {
      categoryId: categories.find((c) => c.name === "Mounting")!.id,
      title: "Mount a mirror in the hallway",
      description: "A heavy mirror, the hook is already there.",
      location: "12 Congress Ave, Austin, TX",
      scheduledDate: new Date(Date.now() + 5 * 86_400_000).toISOString(),
    },
  });
  expect(posted.status()).toBe(201);
  await customer.close();
  await logInAs(page, DEMO.tasker);
  const own = (await (await page.request.get("/api/taskers/profile")).json()) as OwnTaskerProfile;

  await page.goto("/browse-tasks");
  await expect(page.getByRole("heading", { name: "Find Work" })).toBeVisible();
  const send = page.getByRole("button", { name: /^Send Offer on / }).first();
  await expect(send).toBeVisible();
  await expectNoAxeViolations(page);

  // The offer dialog: rate from the tasker's own profile; focus stays inside; Escape closes it.
  await send.click();
  const dialog = page.getByRole("dialog", { name: "Send Offer" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel("Your rate (USD per hour)")).toHaveValue(Number(own.hourlyRate).toFixed(2));
  await expect(dialog.getByText(/Estimated total for the customer/)).toBeVisible();
  for (let i = 0; i < 8; i += 1) await page.keyboard.press("Tab");
  expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  await expectNoAxeViolations(page);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();

  // Empty and error states.
  await page.goto("/browse-tasks?location=Nowhere%20Village%20Zz");
  await expect(page.getByText("No tasks match these filters")).toBeVisible();
  await page.route("**/api/tasks/open?**", (route) =>
    route.fulfill({
      status: 500,
      contentType: "application/json",
      body: JSON.stringify({ message: "Something went wrong on our side." }),
    }),
  );
  await page.goto("/browse-tasks?category=Cleaning");
  await expect(page.getByRole("button", { name: "Try again" })).toBeVisible();
  await page.unroute("**/api/tasks/open?**");

  await page.goto("/tasker-dashboard");
  await expect(page.getByRole("heading", { name: "Tasker Dashboard" })).toBeVisible();
  await expect(page.getByTestId("stat-completed")).toHaveText(String(own.stats.completedTasks));
  await expectNoAxeViolations(page);
  await page.getByRole("tab", { name: /Messages/ }).click();
  await page.getByRole("tab", { name: "Profile" }).click();

  await page.route("**/api/tasks/active", (route) =>
    route.fulfill({
      status: 500,
      contentType: "application/json",
      body: JSON.stringify({ message: "Something went wrong on our side." }),
    }),
  );
  await page.goto("/tasker-dashboard");
  // A server failure shows the screen's own words, not the server's.
  await expect(page.getByRole("alert").filter({ hasText: "We could not load your active tasks." })).toBeVisible();
  await page.unroute("**/api/tasks/active");

  for (const [path, name] of [
    ["/tasker-profile", "tour-tasker-settings"],
    ["/profile", "tour-profile"],
    ["/edit-profile", "tour-edit-profile"],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectNoAxeViolations(page, name);
  }
});

test("both: the dashboard and Find Work for an account that is customer and tasker", async ({ page }) => {
  await logInAs(page, DEMO.both);
  await page.goto("/tasker-dashboard");
  await expect(page.getByRole("heading", { name: "Tasker Dashboard" })).toBeVisible();
  await page.goto("/browse-tasks");
  await expect(page.getByRole("heading", { name: "Find Work" })).toBeVisible();
  await expectNoAxeViolations(page);
});

test("admin: dashboard, users, tasks, taskers and audit in loaded, empty and error states", async ({ page }) => {
  test.setTimeout(120_000); // nine screens and their states, five axe checks
  await logInAs(page, DEMO.admin);
  const stats = (await (await page.request.get("/api/admin/stats")).json()) as {
    totalUsers: number;
    totalTasks: number;
    pendingTasks: number;
    completedTasks: number;
  };
  const countOf = async (status: string) =>
    Number((await page.request.get(`/api/admin/tasks?status=${status}&limit=1`)).headers()["x-total-count"]);
  const openTasks = await countOf("open");
  const completed = await countOf("completed");
  expect(stats.pendingTasks).toBe(openTasks);
  expect(stats.completedTasks).toBe(completed);

  await page.goto("/admin/dashboard");
  await expect(page.getByText("Total Users").locator("..").locator("..")).toContainText(String(stats.totalUsers));
  await expectNoAxeViolations(page);

  await page.goto("/admin/users");
  await expect(page.getByRole("table")).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto("/admin/tasks");
  await expect(page.getByRole("table")).toBeVisible();
  await expect(page.getByLabel("Status", { exact: true }).locator("option", { hasText: "In progress" })).toHaveCount(1);
  await expectNoAxeViolations(page);
  await page
    .getByRole("button", { name: /^(View|Details|Manage)/ })
    .first()
    .click()
    .catch(() => undefined);
  if (await page.getByRole("dialog").isVisible()) {
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toBeHidden();
  }
  // A completed task shows its booking and the captured payment.
  await page.getByLabel("Status", { exact: true }).selectOption("completed");
  await expect(page.getByRole("row").nth(1)).toContainText("Booking completed");
  await page
    .getByRole("button", { name: /^View / })
    .first()
    .click();
  await expect(page.getByRole("dialog")).toContainText("Completed · payment captured");
  await page.keyboard.press("Escape");
  await page.getByLabel("Status", { exact: true }).selectOption("");
  await page.getByLabel("Search tasks").fill("zz-no-task-matches-this");
  await expect(page.getByText("Nothing matches these filters.")).toBeVisible();

  await page.goto("/admin/taskers");
  await expect(page.getByRole("table")).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto("/admin/audit");
  await expect(page.getByRole("heading", { name: "Audit log" })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.route("**/api/admin/stats", (route) =>
    route.fulfill({
      status: 500,
      contentType: "application/json",
      body: JSON.stringify({ message: "Something went wrong on our side." }),
    }),
  );
  await page.goto("/admin/dashboard");
  await expect(page.getByRole("alert").getByRole("button", { name: "Try again" })).toBeVisible();
  await page.route("**/api/admin/users?**", (route) =>
    route.fulfill({
      status: 500,
      contentType: "application/json",
      body: JSON.stringify({ message: "Something went wrong on our side." }),
    }),
  );
  await page.goto("/admin/users");
  await expect(page.getByRole("alert")).toContainText("This list could not be loaded.");
  await page.unroute("**/api/admin/users?**");
  await page.getByRole("alert").getByRole("button", { name: "Try again" }).click();
  await expect(page.getByRole("table")).toBeVisible();
});
