// Forgot password → e-mailed one-time link (followed from the development outbox page) → new
// password → log in.
import { expect, expectNoAxeViolations, test, uniqueEmail } from "./fixtures";
import { shootBothWidths } from "./money-parties";

test("a person resets a forgotten password through the e-mailed link", async ({ page }) => {
  const email = uniqueEmail("forgot");
  await page.request.post("/api/auth/register", {
    data: { firstName: "Fay", lastName: "Gotten", email, password: "first-password-1" },
  });
  await page.context().clearCookies();
  await page.goto("/login");
  await page.getByRole("link", { name: "Forgot password?" }).click();
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Send Reset Link" }).click();
  await expect(page.getByText(/If an account exists for that email/)).toBeVisible();

  // The development outbox, as a browser on this computer shows it: the mail, its link one click away.
  await page.goto(`/api/dev/outbox?to=${encodeURIComponent(email)}`);
  await expect(page.getByRole("heading", { level: 1, name: `Outbox for ${email}` })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Reset your taskly password" })).toBeVisible();
  await expectNoAxeViolations(page, "development outbox");
  await shootBothWidths(page, "outbox");
  await page.setViewportSize({ width: 360, height: 780 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.getByRole("link", { name: /\/reset-password\?token=/ }).click();
  await expect(page).toHaveURL(/\/reset-password\?token=/);
  await page.getByLabel("New password", { exact: true }).fill("second-password-2");
  await page.getByLabel("Confirm new password").fill("second-password-3");
  await page.getByRole("button", { name: "Change Password" }).click();
  await expect(page.getByText("Passwords don't match", { exact: true })).toBeVisible();
  await page.getByLabel("Confirm new password").fill("second-password-2");
  await page.getByRole("button", { name: "Change Password" }).click();
  await expect(page).toHaveURL(/\/login$/);

  await page.getByLabel("Username or email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill("second-password-2");
  await page.getByRole("button", { name: "Log In" }).click();
  await expect(page.getByText("Welcome back!", { exact: true })).toBeVisible();
});
