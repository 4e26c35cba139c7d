// The app shell and accounts: sign up, log in and out, not found, the stored user record, the
// mobile drawer and the footer's pages.
import { DEMO, expect, logInAs, test, uniqueEmail } from "./fixtures";

// On purpose: a wrong password (401) and an unknown path (404).
test.use({ allowFailedRequests: /^(401 POST \/api\/auth\/login|404 GET \/no\/such\/page)$/ });

test("sign up → the navbar shows the user's name → sign out", async ({ page }) => {
  await page.goto("/signup");
  await page.getByLabel("First name").fill("Riley");
  await page.getByLabel("Last name").fill("Quinn");
  await page.getByLabel("Email").fill(uniqueEmail("signup"));
  await page.getByLabel("Password", { exact: true }).fill("a-long-unique-pass");
  await page.getByLabel("Confirm password").fill("a-different-pass");
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByText("Passwords don't match", { exact: true })).toBeVisible();

  await page.getByLabel("Confirm password").fill("a-long-unique-pass");
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByText("Account created successfully!", { exact: true })).toBeVisible();
  await expect(page).toHaveURL("/");
  await page.getByRole("button", { name: "Account menu for Riley Quinn" }).click();
  await expect(page.getByRole("menuitem", { name: "Riley Quinn" })).toBeVisible();
  await expect(page.getByRole("menuitem", { name: "Tasker Dashboard" })).toHaveCount(0);
  await page.getByRole("menuitem", { name: "Sign Out" }).click();
  await expect(page.getByRole("link", { name: "Log In" })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem("user"))).toBeNull();
});

test("log in as the demo tasker → the Tasker Dashboard link is in the menu", async ({ page }) => {
  await logInAs(page, DEMO.tasker);
  await page.getByRole("button", { name: /Account menu for/ }).click();
  await expect(page.getByRole("menuitem", { name: "Tasker Dashboard" })).toBeVisible();
  await expect(page.getByRole("menuitem", { name: "Admin Dashboard" })).toHaveCount(0);
});

test("a wrong password shows 'Login failed'", async ({ page }) => {
  await page.goto("/login");
  await page.getByRole("button", { name: "Log In" }).click();
  await expect(page.getByText("Please enter your username or email", { exact: true })).toBeVisible();
  await expect(page.getByText("Password is required", { exact: true })).toBeVisible();
  await page.getByLabel("Username or email").fill(DEMO.customer.email);
  await page.getByLabel("Password", { exact: true }).fill("not-the-password");
  await page.getByRole("button", { name: "Show password" }).click();
  await expect(page.getByLabel("Password", { exact: true })).toHaveAttribute("type", "text");
  await page.getByRole("button", { name: "Log In" }).click();
  await expect(page.getByText("Login failed", { exact: true })).toBeVisible();
  // The reason shows at the form (and in the notice).
  await expect(
    page.getByRole("main").getByText("Invalid email or password. Please try again.", { exact: true }),
  ).toBeVisible();
});

test("an unknown path shows 'Page Not Found'; /admin redirects to /admin/dashboard", async ({ page }) => {
  await page.goto("/no/such/page");
  await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
});

test("an invalid stored user record is discarded", async ({ page }) => {
  await page.goto("/");
  await page.evaluate(() => localStorage.setItem("user", "{not json"));
  await page.reload();
  await expect(page.getByRole("link", { name: "Log In" })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem("user"))).toBeNull();
});

test("the mobile drawer opens at 360 px", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto("/");
  await page.getByRole("button", { name: "Open menu" }).click();
  const drawer = page.getByRole("dialog", { name: "Menu" });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByRole("link", { name: "Find Services" })).toBeVisible();
  await expect(drawer.getByRole("link", { name: "Become a Tasker" })).toBeVisible();
  await expect(drawer.getByRole("link", { name: "How it Works" })).toBeVisible();
  await page.screenshot({ path: ".tmp/screens/drawer-360.png" });
  await drawer.getByRole("link", { name: "Find Services" }).click();
  await expect(page).toHaveURL(/\/browse-taskers/);
});

test("the footer's pages are real, and the copyright year is the current one", async ({ page }) => {
  for (const [link, heading] of [
    ["About Us", "About taskly"],
    ["Help Center", "Help Center"],
    ["Safety", "Safety on taskly"],
    ["Terms", "Terms of Service"],
    ["Privacy", "Privacy Policy"],
    ["Sitemap", "Sitemap"],
  ]) {
    await page.goto("/");
    await page.getByRole("contentinfo").getByRole("link", { name: link, exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
  }
  await page.goto("/help#contact");
  await expect(page.getByRole("heading", { name: "Contact us" })).toBeInViewport();
  await expect(page.getByRole("contentinfo")).toContainText(`© ${new Date().getFullYear()} taskly`);
});
