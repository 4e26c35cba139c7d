// Home → search → results → Load More → profile → message dialog; currency; Tasker not found; axe.
import { DEMO, expect, expectNoAxeViolations, logInAs, test } from "./fixtures";

// On purpose: taskers that do not exist answer 404.
test.use({ allowFailedRequests: /^404 GET \/taskers\/(00000000-0000-4000-8000-000000000000|not-a-uuid)$/ });

test("home → search 'mount' → results → Load More → profile → message dialog validation", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { name: "Popular Services" })).toBeVisible();
  await expect(page.getByText(/From \$\d+\.\d{2}\/hr/).first()).toBeVisible();
  await expect(page.getByRole("heading", { name: "Top-Rated Taskers" })).toBeVisible();
  await expect(page.getByRole("link", { name: /View Profile of/ })).toHaveCount(3);
  await expectNoAxeViolations(page);

  await page.getByPlaceholder("What do you need done?").fill("mount");
  await page.getByRole("button", { name: "Find Taskers" }).click();
  await expect(page).toHaveURL(/\/browse-taskers\?q=mount$/);
  await expect(page.getByRole("heading", { name: "Find Professional Taskers" })).toBeVisible();
  const found = page.getByText(/^\d+ taskers found$/);
  await expect(found).toBeVisible();
  const total = Number((await found.textContent())!.split(" ")[0]);
  expect(total).toBeGreaterThan(12);
  const cards = page.getByRole("link", { name: /View Profile of/ });
  await expect(cards).toHaveCount(12);
  await page.getByRole("button", { name: "Load More Taskers" }).click();
  await expect(cards).toHaveCount(Math.min(total, 24));
  if (total <= 24) await expect(page.getByRole("button", { name: "Load More Taskers" })).toHaveCount(0);
  await expectNoAxeViolations(page);

  // Filters live in the URL: back returns to the previous search.
  // A new category applies at once.
  await page.getByLabel("Category").selectOption("Cleaning");
  await expect(page).toHaveURL(/category=Cleaning/);
  await page.goBack();
  await expect(page).toHaveURL(/\/browse-taskers\?q=mount$/);
  await expect(page.getByLabel("Search", { exact: true })).toHaveValue("mount");

  await cards.first().click();
  await expect(page.getByRole("heading", { name: "Quick Stats" })).toBeVisible();
  await expect(page.getByRole("heading", { name: /Reviews \(\d+\)/ })).toBeVisible();
  await expectNoAxeViolations(page);

  // Signed out, Message leads to log in and back.
  const profileUrl = page.url();
  await page.getByRole("button", { name: "Message" }).click();
  await expect(page).toHaveURL(/\/login\?next=/);
  await page.getByLabel("Username or email").fill(DEMO.customer.email);
  await page.getByLabel("Password", { exact: true }).fill(DEMO.customer.password);
  await page.getByRole("button", { name: "Log In" }).click();
  await expect(page).toHaveURL(profileUrl);
  await page.getByRole("button", { name: "Message" }).click();
  const dialog = page.getByRole("dialog", { name: "Send Message to Tasker" });
  await expect(dialog).toBeVisible();
  await dialog.getByPlaceholder("Hi! I'm interested in your services...").fill("Too short");
  await dialog.getByRole("button", { name: "Send Message" }).click();
  await expect(dialog.getByText("Message must be at least 10 characters")).toBeVisible();
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toHaveCount(0);
});

test("choosing EUR shows € prices on home, browse and profile", async ({ page }) => {
  await page.goto("/");
  const selector = page.getByRole("button", { name: /Change currency/ });
  await selector.click();
  await expect(page.getByText("Prices are automatically converted using current exchange rates.")).toBeVisible();
  await page.getByRole("button", { name: /EUR\s*Euro/ }).click();
  await expect(page.getByText("Prices are automatically converted using current exchange rates.")).toHaveCount(0);
  await expect(page.getByRole("button", { name: /Currency: EUR/ })).toBeVisible();
  await expect(page.getByText(/From €\d+\.\d{2}\/hr/).first()).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem("userCurrency"))).toBe("EUR");
  const cache = await page.evaluate(() => JSON.parse(localStorage.getItem("exchangeRateCache") ?? "{}"));
  expect(cache.baseCurrency).toBe("USD");
  expect(cache.rates.EUR).toBeGreaterThan(0);

  await page.goto("/browse-taskers");
  await expect(page.getByText(/^€[\d,]+\.\d{2}\/hr$/).first()).toBeVisible();
  await page
    .getByRole("link", { name: /View Profile of/ })
    .first()
    .click();
  await expect(page.getByText(/€[\d,]+\.\d{2}\/hr/).first()).toBeVisible();
});

test("an unknown tasker shows 'Tasker not found'", async ({ page }) => {
  await page.goto("/taskers/00000000-0000-4000-8000-000000000000");
  await expect(page.getByRole("heading", { name: "Tasker not found" })).toBeVisible();
  await expect(page.getByText("The tasker you're looking for doesn't exist.")).toBeVisible();
  await page.goto("/taskers/not-a-uuid");
  await expect(page.getByRole("heading", { name: "Tasker not found" })).toBeVisible();
});

test("an admin sees the platform overview on home", async ({ page }) => {
  await logInAs(page, DEMO.admin);
  await page.goto("/");
  await expect(page.getByRole("heading", { name: "Platform overview" })).toBeVisible();
  await expect(page.getByRole("link", { name: "View Full Dashboard" })).toBeVisible();
});

test("home's location box suggests places by keyboard, its suggestions loading once the box is reached", async ({
  page,
}) => {
  const suggestions: string[] = [];
  page.on("request", (request) => {
    if (/place-suggestions/.test(request.url())) suggestions.push(request.url());
  });
  await page.goto("/");
  await page.locator("html[data-interactive]").waitFor({ state: "attached" });
  const box = page.getByRole("combobox", { name: "Location" });
  await expect(box).toHaveAttribute("aria-expanded", "false");
  expect(suggestions).toEqual([]);
  await box.focus();
  await box.pressSequentially("San Ant");
  await expect(page.getByRole("option", { name: "San Antonio, TX" })).toBeVisible();
  await expect(box).toHaveAttribute("aria-expanded", "true");
  await box.press("ArrowDown");
  await box.press("Enter");
  await expect(box).toHaveValue("San Antonio, TX");
  await expect(page.getByRole("listbox", { name: "Suggested places" })).toBeHidden();
  await page.getByRole("button", { name: "Find Taskers" }).click();
  await expect(page).toHaveURL(/location=San\+Antonio%2C\+TX/);
});
