// The admin area: verify a tasker, change a task's status, suspend a user; Access Denied for others.
import { DEMO, expect, expectNoAxeViolations, logInAs, test, uniqueEmail } from "./fixtures";

// On purpose: a customer opening the admin area is refused (403) and sees Access Denied.
test.use({ allowFailedRequests: /^403 GET \/api\/admin\/users$/ });

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
  await page.goto(`/taskers/${taskers.items[0].id}`);
  await expect(page.getByRole("heading", { level: 1 }).getByText("Verified")).toBeVisible();

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

test("a customer opening /admin/users sees Access Denied", async ({ page }) => {
  await logInAs(page, DEMO.customer);
  await page.goto("/admin/users");
  await expect(page.getByText("Access Denied: You need admin privileges to access this area.")).toBeVisible();
  await page.getByRole("link", { name: "Go Home" }).click();
  await expect(page).toHaveURL("/");
});
