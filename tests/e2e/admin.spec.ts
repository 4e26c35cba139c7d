// The admin area: verify a tasker, change a task's status (and see what it would do to a booking), suspend a user; pause and resume a
// tasker's payouts from Taskers, seen on their payouts page and in the audit log; Access Denied for others.
import { DEMO, expect, expectNoAxeViolations, logInAs, test, uniqueEmail } from "./fixtures";
import { shootBothWidths } from "./money-parties";

test("admin verifies a tasker, changes a task's status and suspends a user", async ({ page, browser }) => {
  // A fresh user to suspend, created through the API.
  const victim = { email: uniqueEmail("suspend"), password: "victim-long-pass" };
  const created = await page.request.post("/api/auth/register", {
    data: { firstName: "Vic", lastName: "Tim", email: victim.email, password: victim.password, userType: "customer" },
  });
  expect(created.status()).toBe(201);
  await page.context().clearCookies();

  await logInAs(page, DEMO.admin);
  await page.goto("/admin/dashboard");
  await expect(page.getByRole("heading", { name: "Dashboard" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Recent Users" })).toBeVisible();
  await expect(page.getByText("Open Tasks", { exact: true })).toBeVisible();
  await expect(page.getByText("Pending Tasks")).toHaveCount(0);
  await expect(page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Taskers" })).toBeVisible();

  // Verify a pending tasker; the badge shows on the public profile.
  await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Taskers" }).click();
  // The list filters to the taskers waiting for verification.
  await page.getByLabel("Verification").selectOption({ label: "Pending verification" });
  const pendingRow = page.getByRole("row").filter({ hasText: "Pending" }).first();
  await expect(pendingRow).toBeVisible();
  await expect(page.getByRole("button", { name: "Remove Verification" })).toHaveCount(0);
  const name = (await pendingRow.locator("td").first().locator("p").first().textContent())!.trim();
  await pendingRow.getByRole("button", { name: "Verify Tasker" }).click();
  await expect(page.getByText("Tasker updated", { exact: true })).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: name })).toHaveCount(0);
  await page.getByLabel("Verification").selectOption({ label: "All taskers" });
  const row = page.getByRole("row").filter({ hasText: name }).first();
  await expect(row.getByRole("button", { name: "Remove Verification" })).toBeVisible();
  await expect(row.getByText("Verified")).toBeVisible();
  const taskers = await (await page.request.get(`/api/admin/taskers?q=${encodeURIComponent(name)}`)).json();
  await page.goto(`/taskers/${taskers[0].id}`);
  // The dated badge says what was checked and when.
  await expect(page.getByTestId("badge-taskly_verified")).toContainText("Verified by taskly ·");

  // Change a task's status.
  await page.goto("/admin/tasks");
  await page.getByLabel("Status", { exact: true }).selectOption("open");
  const taskRow = page.getByRole("row").filter({ hasText: "open" }).nth(1);
  const title = (await taskRow.locator("td").first().locator("p").first().textContent())!.trim();
  await taskRow.getByRole("button", { name: /^View / }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Status").selectOption("cancelled");
  await dialog.getByRole("button", { name: "Update Status" }).click();
  await expect(page.getByText("Task updated", { exact: true })).toBeVisible();
  await page.getByLabel("Status", { exact: true }).selectOption("cancelled");
  await page.getByLabel("Search tasks").fill(title);
  await expect(page.getByRole("row").filter({ hasText: title }).first()).toContainText("Cancelled");

  // On a booked task the dialog says what the status does to the booking and its money, before anything changes.
  await page.getByLabel("Search tasks").fill("");
  await page.getByLabel("Status", { exact: true }).selectOption("assigned");
  const bookedRow = page.getByRole("row").filter({ hasText: "Booking confirmed" }).first();
  await bookedRow.getByRole("button", { name: /^View / }).click();
  await dialog.getByLabel("Status").selectOption("completed");
  const effects = dialog.getByRole("status");
  await expect(effects).toContainText("This changes the booking too");
  await expect(effects).toContainText("the full payment is captured");
  await expect(effects).toContainText("Captured:");
  await expectNoAxeViolations(page, "task status dialog");
  await shootBothWidths(page, "admin-task-status");
  await dialog.getByLabel("Status").selectOption("open");
  await expect(effects).toContainText("full refund and the task reopens");
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();

  // Suspend the fresh user; they cannot log in.
  await page.goto("/admin/users");
  await page.getByLabel("Search users").fill(victim.email);
  await page.getByRole("button", { name: "Edit Vic Tim" }).click();
  // Suspending asks first: 'Keep active' changes nothing, 'Yes, suspend' suspends.
  await page.getByRole("button", { name: "Suspend User" }).click();
  await expect(page.getByText("Suspend Vic Tim? They are signed out at once and cannot log in.")).toBeVisible();
  await page.getByRole("button", { name: "Keep active" }).click();
  await expect(page.getByText("Suspend Vic Tim?")).toHaveCount(0);
  await page.getByRole("button", { name: "Suspend User" }).click();
  await page.getByRole("button", { name: "Yes, suspend" }).click();
  await expect(page.getByText("User updated", { exact: true })).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: victim.email })).toContainText("Suspended");
  await expectNoAxeViolations(page);
  await page.goto("/admin/audit");
  // The log reads in words: the action and the account's name, not a code and an id.
  const entry = page.getByRole("row").filter({ hasText: "Suspended account" }).first();
  await expect(entry).toContainText("Vic Tim");
  await expect(entry).toContainText("Suspended: Yes");
  await expect(page.getByText("user.suspend")).toHaveCount(0);

  const other = await browser.newContext();
  const login = await other.request.post("/api/auth/login", {
    data: { identifier: victim.email, password: victim.password },
  });
  expect(login.status()).toBe(403);
  await other.close();
});

test("admin pauses a tasker's payouts from Taskers (confirmed, with a reason) and resumes them; each step is audited", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const business = `Paused Pete ${Date.now().toString(36)}`;
  const taskerContext = await browser.newContext();
  const tasker = await taskerContext.newPage();
  await tasker.request.post("/api/auth/register", {
    data: {
      firstName: "Pete",
      lastName: "Paused",
      email: uniqueEmail("paused"),
      password: "paused-tasker-pass",
      userType: "tasker",
    },
  });
  await tasker.request.post("/api/taskers", {
    data: { businessName: business, description: "Painting.", skills: ["Painting"], hourlyRate: "40.00" },
  });

  await logInAs(page, DEMO.admin);
  await page.goto("/admin/taskers");
  await page.getByLabel("Search taskers").fill(business);
  const row = page.getByRole("row").filter({ hasText: business });
  await row.getByRole("button", { name: `Pause payouts for ${business}` }).click();
  const dialog = page.getByRole("dialog", { name: `Pause payouts for ${business}?` });
  await dialog.getByRole("button", { name: "Pause payouts" }).click();
  await expect(dialog.getByText("Say why (at least 3 characters).")).toBeVisible();
  await dialog.getByLabel("Reason (the tasker is told it)").fill("Checking the bank details");
  await expectNoAxeViolations(page, "pause payouts dialog");
  await dialog.getByRole("button", { name: "Pause payouts" }).click();
  await expect(page.getByText("Payouts paused", { exact: true }).first()).toBeVisible();
  await expect(row).toContainText("Payouts paused");
  await expect(row.getByRole("button", { name: `Resume payouts for ${business}` })).toBeVisible();

  // The tasker's payout is refused with the reason.
  const refused = await tasker.request.post("/api/payouts", { data: {} });
  expect(refused.status()).toBe(409);
  expect(((await refused.json()) as { message: string }).message).toContain("Checking the bank details");
  await taskerContext.close();

  // The tasker's payouts page says so; Resume payouts (confirmed) lets them run again.
  await row.getByRole("link", { name: `Payouts of ${business}` }).click();
  await expect(page.getByRole("heading", { name: "Tasker payouts" })).toBeVisible();
  await expect(page.getByTestId("payouts-paused")).toContainText("Checking the bank details");
  await expect(page.getByTestId("admin-payout-account")).toHaveText("No payout account yet");
  await expect(page.getByText("No payouts yet.")).toBeVisible();
  await expectNoAxeViolations(page, "tasker payouts");
  await page.screenshot({
    path: `${process.env.E2E_SCREENS_DIR ?? ".tmp/screens"}/admin-tasker-payouts-1280.png`,
    fullPage: true,
  });
  await page.setViewportSize({ width: 360, height: 780 });
  await page.screenshot({
    path: `${process.env.E2E_SCREENS_DIR ?? ".tmp/screens"}/admin-tasker-payouts-360.png`,
    fullPage: true,
  });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole("button", { name: `Resume payouts for Pete Paused` }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Resume payouts" }).click();
  await expect(page.getByText("Payouts resumed", { exact: true })).toBeVisible();
  await expect(page.getByText("Payouts run on request and every Monday.")).toBeVisible();

  await page.goto("/admin/audit");
  const paused = page.getByRole("row").filter({ hasText: "Paused payouts" }).first();
  await expect(paused).toContainText("Pete Paused");
  await expect(paused).toContainText("Reason: Checking the bank details");
  await expect(page.getByRole("row").filter({ hasText: "Resumed payouts" }).first()).toContainText("Pete Paused");
});

test("a customer opening /admin/users sees Access Denied", async ({ page }) => {
  await logInAs(page, DEMO.customer);
  await page.goto("/admin/users");
  await expect(page.getByText("Access Denied: You need admin privileges to access this area.")).toBeVisible();
  await page.getByRole("link", { name: "Go Home" }).click();
  await expect(page).toHaveURL("/");
});
