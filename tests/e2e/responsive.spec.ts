// Every screen fits a 360 px wide phone: nothing scrolls sideways.
import { DEMO, expect, logInAs, test } from "./fixtures";

// The not-found screen answers 404: that is the point of visiting it.
test.use({ allowFailedRequests: /^404 GET \/no-such-page$/ });

const PUBLIC = [
  "/",
  "/browse-taskers",
  "/browse-taskers?q=mount",
  "/login",
  "/signup",
  "/no-such-page",
  "/help",
  "/terms",
  "/sitemap",
  "/messages",
];
const ADMIN = ["/admin/dashboard", "/admin/users", "/admin/tasks", "/admin/taskers", "/admin/audit"];

async function expectNoSidewaysScroll(page: import("@playwright/test").Page, url: string) {
  await page.goto(url);
  await page.waitForLoadState("networkidle");
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, `${url} is ${width}px wide`).toBeLessThanOrEqual(360);
}

test("public screens fit 360 px", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  for (const url of PUBLIC) await expectNoSidewaysScroll(page, url);
  const first = await (await page.request.get("/api/taskers?limit=1")).json();
  await expectNoSidewaysScroll(page, `/taskers/${first[0].id}`);
});

test("admin screens fit 360 px", async ({ page }) => {
  await logInAs(page, DEMO.admin);
  await page.setViewportSize({ width: 360, height: 780 });
  for (const url of ADMIN) await expectNoSidewaysScroll(page, url);
});
