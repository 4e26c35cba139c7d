// The public pages arrive server-rendered and hydrate cleanly: no console message of level error,
// no failed request and no refetch of the data the page already carries.
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

// The unknown path answers 404: that is what the test checks.
test.use({ allowFailedRequests: /^404 GET \/no-such-page$/ });

/** Everything that went wrong while `page` loaded: console errors, failed or 4xx/5xx requests. */
function watchLoad(page: Page) {
  const problems: string[] = [];
  const apiGets: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error" || m.type() === "warning") problems.push(`console ${m.type()}: ${m.text()}`);
  });
  page.on("pageerror", (e) => problems.push(`page error: ${e.message}`));
  page.on("requestfailed", (r) => problems.push(`failed: ${r.url()} ${r.failure()?.errorText}`));
  page.on("response", (r) => {
    if (r.status() >= 400) problems.push(`${r.status()}: ${r.url()}`);
  });
  page.on("request", (r) => {
    if (r.method() === "GET" && new URL(r.url()).pathname.startsWith("/api/")) apiGets.push(new URL(r.url()).pathname);
  });
  return { problems, apiGets };
}

async function firstTaskerPath(page: Page): Promise<string> {
  const sitemap = await (await page.request.get("/sitemap.xml")).text();
  return new URL(/<loc>([^<]*\/taskers\/[^<]*)<\/loc>/.exec(sitemap)![1]!).pathname;
}

const PAGES: [string, string | RegExp][] = [
  ["/", "Get help with everyday tasks"],
  ["/browse-taskers", "Find Professional Taskers"],
  ["/browse-taskers?category=Cleaning", "Find Professional Taskers"],
  ["/services/cleaning", "Cleaning near you"],
  ["/services/moving/austin-tx", "Moving in Austin, TX"],
];

for (const [path, heading] of PAGES) {
  test(`${path} loads without a console error or failed request, and fetches none of its data again`, async ({
    page,
  }) => {
    const load = watchLoad(page);
    await page.goto(path, { waitUntil: "networkidle" });
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    expect(load.problems).toEqual([]);
    const refetched = load.apiGets.filter((p) => p.startsWith("/api/taskers") || p === "/api/categories");
    expect(refetched).toEqual([]);
  });
}

test("a tasker profile hydrates with its reviews and no request for the profile", async ({ page }) => {
  const path = await firstTaskerPath(page);
  const load = watchLoad(page);
  await page.goto(path, { waitUntil: "networkidle" });
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("heading", { name: /^Reviews \(\d+\)$/ })).toBeVisible();
  expect(load.problems).toEqual([]);
  expect(load.apiGets.filter((p) => p.startsWith("/api/taskers"))).toEqual([]);
  // Hydrated: a link navigates inside the app without a new document.
  await page.getByRole("link", { name: "Hire Tasker" }).click();
  await expect(page).toHaveURL(/\/book-tasker\//);
  expect(load.problems).toEqual([]);
});

test("an unknown path answers 404 with 'Page Not Found', and Go Home works", async ({ page }) => {
  const response = await page.goto("/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
  await page.getByRole("link", { name: "Go Home" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Get help with everyday tasks" })).toBeVisible();
});
