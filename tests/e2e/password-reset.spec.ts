// Forgot password → e-mailed one-time link → new password → log in.
import { expect, test, uniqueEmail } from "./fixtures";

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

  const mails = await (await page.request.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`)).json();
  const link = /https?:\/\/\S+\/reset-password\?token=\S+/.exec(mails[0].body)![0];
  await page.goto(new URL(link).pathname + new URL(link).search);
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
