// The tasker's side: sign up → Become a Tasker → listed in browse under the business name →
// rate edit shows on the public profile; profile screens; the demo tasker's real dashboard figures.
import type { Page } from "@playwright/test";
import sharp from "sharp";
import type { OwnTaskerProfile } from "../../src/contract/tasker-profile";
import type { ActiveTask, TaskerDashboard } from "../../src/contract/dashboard";
import { DEMO, expect, expectNoAxeViolations, gotoInteractive, logInAs, test, uniqueEmail } from "./fixtures";

// Wrong passwords on purpose: changing the password and deleting the account refuse them with a 400.
test.use({ allowFailedRequests: /^400 (PUT \/api\/users\/me\/password|DELETE \/api\/users\/me)$/ });

/** Fills the open sign-up form with a new email and submits it. */
async function signUpWithForm(page: Page, firstName: string, lastName: string, password: string): Promise<void> {
  await page.getByLabel("First name").fill(firstName);
  await page.getByLabel("Last name").fill(lastName);
  await page.getByLabel("Email").fill(uniqueEmail(firstName.toLowerCase()));
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByLabel("Confirm password").fill(password);
  await page.getByRole("button", { name: "Create Account" }).click();
}

const usd = (amount: string | number) =>
  `$${Number(amount).toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

test("a new customer becomes a tasker, is found under the business name, and a rate edit shows publicly", async ({
  page,
}) => {
  const business = `Sparkle Test Co ${Date.now().toString(36)}`;
  const password = "a-long-unique-pass";

  // Signed out, Become a Tasker leads to sign-up with the tasker type preselected.
  await page.goto("/");
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Become a Tasker" }).click();
  await expect(page).toHaveURL(/\/signup\?type=tasker&next=%2Ftasker-profile$/);
  await expect(page.getByRole("radio", { name: /Tasker/ }).first()).toBeChecked();

  // Sign up as a customer instead; the dashboard says how to become a tasker.
  await page.getByText("Customer", { exact: true }).click();
  await signUpWithForm(page, "Riley", "Stone", password);
  await expect(page.getByText("Account created successfully!", { exact: true })).toBeVisible();
  await page.goto("/tasker-dashboard");
  await expect(page.getByRole("heading", { name: "The Tasker Dashboard is for taskers" })).toBeVisible();
  await page.getByRole("main").getByRole("link", { name: "Become a Tasker" }).click();
  await expect(page).toHaveURL(/\/tasker-profile$/);
  await expect(page.getByRole("heading", { name: "Start earning on taskly" })).toBeVisible();

  // Bad input first: no skill, bad rate.
  await page.getByLabel("Business name (optional)").fill(business);
  await page.getByLabel("Describe your services").fill("Friendly, careful cleaning and TV mounting around town.");
  await page.getByLabel("Hourly rate (USD)").fill("45.123");
  await page.getByRole("button", { name: "Create tasker profile" }).click();
  await expect(page.getByText("Please choose at least one skill")).toBeVisible();
  await expect(page.getByText("Hourly rate must be a positive amount with at most 2 decimals")).toBeVisible();
  await page.getByRole("button", { name: "Cleaning" }).click();
  await page.getByRole("button", { name: "Mounting" }).click();
  await expect(page.getByRole("button", { name: "Cleaning" })).toHaveAttribute("aria-pressed", "true");
  await page.getByLabel("Hourly rate (USD)").fill("48.50");
  await page.getByLabel("Experience (optional)").fill("4 years");
  // Days and hours have one home: the weekly hours, set once the profile exists.
  await expect(
    page.getByText("Once your profile is created, set the days and hours you work on this page."),
  ).toBeVisible();
  await page.getByLabel("Service area (optional)").fill("Austin, TX");
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Create tasker profile" }).click();
  await expect(page.getByText("You're a tasker now!", { exact: true })).toBeVisible();

  // The dashboard opens; the account is 'both' now (the menu shows the Tasker Dashboard).
  await expect(page).toHaveURL(/\/tasker-dashboard$/);
  await expect(page.getByRole("heading", { name: "Tasker Dashboard" })).toBeVisible();
  // One name rule: greeted by their own first name, shown to customers by the business name.
  await expect(page.getByText(`Welcome back, Riley. Customers see you as ${business}.`)).toBeVisible();
  await expect(page.getByTestId("stat-earnings")).toHaveText("$0.00");
  // Without a review there is no rating to show yet (not "0.0/5.0").
  await expect(page.getByTestId("stat-rating")).toHaveText("NewNo reviews yet");
  await expect(page.getByRole("heading", { name: "No active tasks" })).toBeVisible();
  const me = await (await page.request.get("/api/auth/me")).json();
  expect(me.userType).toBe("both");
  const own = (await (await page.request.get("/api/taskers/profile")).json()) as OwnTaskerProfile;

  // Browse finds the new profile under its business name.
  await page.goto(`/browse-taskers?q=${encodeURIComponent(business)}`);
  await expect(page.getByText(/^1 taskers? found$/)).toBeVisible();
  const card = page.getByRole("link", { name: `View Profile of ${business}` });
  await expect(card).toBeVisible();
  await card.click();
  await expect(page).toHaveURL(new RegExp(`/taskers/${own.id}$`));
  await expect(page.getByRole("heading", { level: 1 })).toContainText(business);
  await expect(page.getByText("$48.50/hr").first()).toBeVisible();

  // Editing the rate changes it on the public profile.
  await page.goto("/tasker-profile");
  await expect(page.getByRole("heading", { name: "Profile settings" })).toBeVisible();
  await expect(page.getByLabel("Hourly rate (USD)")).toHaveValue("48.50");
  await page.getByLabel("Hourly rate (USD)").fill("57.25");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Profile updated", { exact: true })).toBeVisible();
  await page.getByRole("link", { name: "View public profile" }).click();
  await expect(page.getByText("$57.25/hr").first()).toBeVisible();
  await expect(page.getByText("$48.50/hr")).toHaveCount(0);

  // My Profile and Edit Profile: details, photo upload (bad type refused, PNG accepted).
  await page.goto("/profile");
  await expect(page.getByRole("heading", { name: "My Profile" })).toBeVisible();
  await expect(page.getByText("Customer & Tasker")).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("main").getByRole("link", { name: "Edit Profile" }).first().click();
  await expect(page).toHaveURL(/\/edit-profile$/);
  await page.getByLabel("Phone (optional)").fill("+1 512 555 0142");
  await page.getByLabel("Location (optional)").fill("Round Rock, TX");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Profile updated", { exact: true })).toBeVisible();
  await page
    .locator("#avatar-file")
    .setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("not an image") });
  await expect(page.getByText("Please upload a JPEG, PNG or WebP image.")).toBeVisible();
  const png = await sharp({ create: { width: 600, height: 400, channels: 3, background: { r: 20, g: 110, b: 90 } } })
    .png()
    .toBuffer();
  await page.locator("#avatar-file").setInputFiles({ name: "me.png", mimeType: "image/png", buffer: png });
  await page.getByRole("button", { name: "Save photo" }).click();
  await expect(page.getByText("Photo updated", { exact: true })).toBeVisible();
  const after = await (await page.request.get("/api/auth/me")).json();
  expect(after).toMatchObject({ phone: "+1 512 555 0142", location: "Round Rock, TX" });
  expect(after.profileImage).toMatch(/^\/media\/p\/.+\.webp$/);
  expect((await page.request.get(after.profileImage)).headers()["content-type"]).toBe("image/webp");
  // A wrong current password is refused with a message.
  await page.getByLabel("Current password").fill("not-my-password");
  await page.getByLabel("New password", { exact: true }).fill("another-long-pass");
  await page.getByLabel("Confirm new password").fill("another-long-pass");
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByText("Your current password is incorrect.")).toBeVisible();
  await expectNoAxeViolations(page);
});

test("the demo tasker's dashboard shows the seeded figures", async ({ page }) => {
  await logInAs(page, DEMO.tasker);
  const profile = (await (await page.request.get("/api/taskers/profile")).json()) as OwnTaskerProfile;
  const dashboard = (await (await page.request.get("/api/taskers/profile/dashboard")).json()) as TaskerDashboard;
  const active = (await (await page.request.get("/api/tasks/active")).json()) as ActiveTask[];
  const publicProfile = await (await page.request.get(`/api/taskers/${profile.id}`)).json();
  // The seeded demo tasker has completed, confirmed and running bookings, and all of their earned
  // money falls inside the last 6 months: the chart adds up to the total.
  expect(Number(profile.stats.totalEarnings)).toBeGreaterThan(0);
  const chartCents = dashboard.earningsByMonth.reduce((sum, m) => sum + Math.round(Number(m.amount) * 100), 0);
  expect(chartCents).toBe(Math.round(Number(profile.stats.totalEarnings) * 100));
  expect(profile.stats.completedTasks).toBe(publicProfile.completedTasks);
  expect(profile.stats.rating).toBe(Number(publicProfile.rating).toFixed(1));
  expect(active.length).toBeGreaterThan(0);

  await page.goto("/tasker-dashboard");
  await expect(page.getByRole("heading", { name: "Tasker Dashboard" })).toBeVisible();
  await expect(page.getByTestId("stat-earnings")).toHaveText(usd(profile.stats.totalEarnings));
  await expect(page.getByTestId("stat-completed")).toHaveText(String(profile.stats.completedTasks));
  await expect(page.getByTestId("stat-rating")).toHaveText(`${profile.stats.rating}/5.0`);
  await expect(page.getByTestId("stat-unread")).toHaveText(String(profile.stats.unreadMessages));
  await expect(page.getByTestId("active-task")).toHaveCount(active.length);
  for (const task of active)
    await expect(page.getByTestId("active-task").filter({ hasText: task.taskTitle }).first()).toBeVisible();
  const months = page.getByTestId("earnings-month");
  await expect(months).toHaveCount(6);
  for (const [i, m] of dashboard.earningsByMonth.entries()) {
    await expect(months.nth(i)).toHaveAttribute("data-month", m.month);
    await expect(months.nth(i)).toHaveAttribute("data-amount", m.amount);
  }
  for (const b of dashboard.upcomingBookings) await expect(page.getByText(b.taskTitle).first()).toBeVisible();
  for (const o of dashboard.pendingOffers) await expect(page.getByText(o.taskTitle).first()).toBeVisible();
  const feedUrl = await page.getByLabel("Calendar feed URL").inputValue();
  expect(feedUrl).toMatch(/\/api\/calendar\/[A-Za-z0-9_-]+\.ics$/);
  const ics = await page.request.get(feedUrl);
  expect(ics.headers()["content-type"]).toContain("text/calendar");
  expect((await ics.text()).match(/BEGIN:VEVENT/g)?.length).toBe(active.length);
  await expectNoAxeViolations(page);

  // Tabs: Messages and Profile.
  await page.getByRole("tab", { name: "Messages" }).click();
  await expect(page.getByRole("link", { name: "Open Messages" })).toBeVisible();
  await page.getByRole("tab", { name: "Profile" }).click();
  await expect(page.getByRole("tabpanel").getByRole("link", { name: "Profile Settings" })).toBeVisible();
  await expect(page.getByRole("tabpanel").getByRole("link", { name: "Edit Profile" })).toBeVisible();

  // Complete the running task: the figures follow (payment captured, one more completed task).
  await page.getByRole("tab", { name: "Active Tasks" }).click();
  const running = active.find((a) => a.status === "in_progress");
  if (running) {
    await page
      .getByTestId("active-task")
      .filter({ hasText: running.taskTitle })
      .getByRole("button", { name: "Mark complete" })
      .click();
    await expect(page.getByRole("dialog", { name: /^Charge \$[\d,]+\.\d{2} to the customer's card\?$/ })).toBeVisible();
    await page.getByRole("button", { name: "Charge and complete" }).click();
    await expect(page.getByText("Task completed", { exact: true })).toBeVisible();
    const cents = Math.round(Number(profile.stats.totalEarnings) * 100) + Math.round(Number(running.amount) * 100);
    await expect(page.getByTestId("stat-earnings")).toHaveText(usd(cents / 100));
    await expect(page.getByTestId("stat-completed")).toHaveText(String(profile.stats.completedTasks + 1));
    await expect(page.getByTestId("active-task")).toHaveCount(active.length - 1);
  }
  const confirmed = active.find((a) => a.status === "confirmed");
  if (confirmed) {
    // A confirmed job days ahead can be started from an hour before it begins: the button says when.
    const row = page.getByTestId("active-task").filter({ hasText: confirmed.taskTitle });
    await expect(row.getByRole("button", { name: /^Available from / })).toBeDisabled();
  }

  // Regenerate retires the old feed URL.
  await page.getByRole("button", { name: "Regenerate" }).click();
  await page.getByRole("button", { name: "Create new link" }).click();
  await expect(page.getByText("New calendar link created", { exact: true })).toBeVisible();
  await expect(page.getByLabel("Calendar feed URL")).not.toHaveValue(feedUrl);
  expect((await page.request.get(feedUrl)).status()).toBe(404);
});

test("a customer deletes their account after confirming with the password", async ({ page }) => {
  const account = { email: uniqueEmail("delete"), password: "a-long-unique-pass" };
  const created = await page.request.post("/api/auth/register", {
    data: { firstName: "Dana", lastName: "Gone", ...account, userType: "customer" },
  });
  expect(created.status()).toBe(201);
  await page.goto("/profile");
  await expect(page.getByRole("heading", { name: "My Profile" })).toBeVisible();
  // Signed in as a customer, the navbar's Become a Tasker leads to the tasker profile form.
  await expect(
    page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Become a Tasker" }),
  ).toHaveAttribute("href", "/tasker-profile");
  await page.getByRole("button", { name: "Delete account" }).click();
  const dialog = page.getByRole("dialog", { name: "Delete your account?" });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel("Your password").fill("not-the-password");
  await dialog.getByRole("button", { name: "Delete account" }).click();
  await expect(dialog.getByText("Your password is incorrect.")).toBeVisible();
  await dialog.getByLabel("Your password").fill(account.password);
  await dialog.getByRole("button", { name: "Delete account" }).click();
  await expect(page.getByText("Your account has been deleted", { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("link", { name: "Log In" }).first()).toBeVisible();
  expect((await page.request.get("/api/auth/me")).status()).toBe(401);
  const login = await page.request.post("/api/auth/login", {
    data: { identifier: account.email, password: account.password },
  });
  expect(login.status()).toBe(401);
  // Signed out, /tasker-profile offers to sign up as a tasker.
  await page.goto("/tasker-profile");
  await expect(page.getByRole("heading", { name: "Become a Tasker" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Sign up as a tasker" })).toHaveAttribute(
    "href",
    "/signup?type=tasker&next=%2Ftasker-profile",
  );
});

test("a new tasker opens the profile form and the dashboard without a failed request", async ({ page }) => {
  const password = "a-long-unique-pass";
  await gotoInteractive(page, "/signup?type=tasker&next=%2Ftasker-profile");
  await expect(page.getByRole("radio", { name: /Tasker/ }).first()).toBeChecked();
  await signUpWithForm(page, "Nova", "Newman", password);
  // The new tasker lands on the form: no profile yet, and asking for it is no error.
  await expect(page).toHaveURL(/\/tasker-profile$/);
  await expect(page.getByRole("heading", { name: "Start earning on taskly" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Create tasker profile" })).toBeVisible();
  await page.waitForLoadState("networkidle");
  await expectNoAxeViolations(page, "new tasker form");
  await page.goto("/tasker-dashboard");
  await expect(page.getByRole("heading", { name: "Finish your tasker profile" })).toBeVisible();
  await page.waitForLoadState("networkidle");
});
