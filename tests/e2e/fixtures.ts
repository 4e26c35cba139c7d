// Shared Playwright fixtures: every page fails its test on an unexpected console.error or failed
// request, a page left at a phone's width fails it when it scrolls sideways, and one accessibility
// check (axe, with the same sideways check at phone widths) for every screen.
import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Page } from "@playwright/test";

export const DEMO = {
  customer: { email: "customer@taskly.dev", password: "customer-demo-pass" },
  tasker: { email: "tasker@taskly.dev", password: "tasker-demo-pass" },
  both: { email: "both@taskly.dev", password: "both-demo-pass" },
  admin: { email: "admin@taskly.dev", password: "admin-demo-pass" },
} as const;

/**
 * Every page fails its test on an unexpected console error or failed request (status 400 and up).
 * A test that expects one allows it: `allowConsoleErrors` by the console text, `allowFailedRequests`
 * by "<status> <METHOD> <path>" (one pattern, alternatives joined by |: /^409 POST \/api\/bookings$/).
 */
export const test = base.extend<{
  allowConsoleErrors: RegExp[];
  allowFailedRequests: RegExp | null;
  consoleGuard: void;
  phoneWidthGuard: void;
}>({
  allowConsoleErrors: [[], { option: true }],
  allowFailedRequests: [null, { option: true }],
  consoleGuard: [
    async ({ page, allowConsoleErrors, allowFailedRequests }, use) => {
      const errors: string[] = [];
      page.on("console", (message) => {
        if (message.type() !== "error") return;
        const text = message.text();
        // The browser's own line for a failed request: the responses are judged below, by URL.
        if (/^Failed to load resource: the server responded with a status of \d+/.test(text)) return;
        if (allowConsoleErrors.some((re) => re.test(text))) return;
        errors.push(text);
      });
      page.on("response", (response) => {
        if (response.status() < 400) return;
        const request = `${response.status()} ${response.request().method()} ${new URL(response.url()).pathname}`;
        if (!allowFailedRequests?.test(request)) errors.push(`failed request: ${request}`);
      });
      page.on("pageerror", (error) => errors.push(`pageerror: ${error.message}`));
      await use();
      expect(errors, "unexpected console errors and failed requests").toEqual([]);
    },
    { auto: true },
  ],
  // Whatever a journey did at a phone's width, the screen it ends on fits the phone.
  phoneWidthGuard: [
    async ({ context }, use) => {
      await use();
      for (const open of context.pages()) {
        const width = open.viewportSize()?.width;
        if (!open.isClosed() && width !== undefined && width <= PHONE_WIDTH && open.url().startsWith("http"))
          await expectNoSidewaysScroll(open, `the last screen (${open.url()})`);
      }
    },
    { auto: true },
  ],
});
export { expect };

/** The narrowest phone every screen fits without sideways scrolling. */
export const PHONE_WIDTH = 360;

/** The screen as it is now is no wider than the window: nothing scrolls sideways. */
export async function expectNoSidewaysScroll(page: Page, screen = page.url()): Promise<void> {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth, `${screen} is ${scrollWidth} px wide in a ${innerWidth} px window`).toBeLessThanOrEqual(
    innerWidth,
  );
}

export async function logInAs(page: Page, account: { email: string; password: string }): Promise<void> {
  await page.goto("/login");
  await page.getByLabel("Username or email").fill(account.email);
  await page.getByLabel("Password", { exact: true }).fill(account.password);
  await page.getByRole("button", { name: "Log In" }).click();
  await expect(page.getByText("Welcome back!", { exact: true })).toBeVisible();
}

/**
 * The screen as it is now passes axe with no violations: every rule axe runs by default, and
 * label-content-name-mismatch (WCAG 2.5.3: a control's accessible name contains its visible text),
 * which axe ships as experimental and so leaves off unless asked. At a phone's width it also fits
 * the window (no sideways scroll).
 */
export async function expectNoAxeViolations(page: Page, screen?: string): Promise<void> {
  // Colours are checked on the settled screen, not halfway through a fade or slide.
  await page
    .waitForFunction(() => document.getAnimations().every((a) => a.playState !== "running"), undefined, {
      timeout: 3000,
    })
    .catch(() => undefined);
  const results = await new AxeBuilder({ page })
    .options({ rules: { "label-content-name-mismatch": { enabled: true } } })
    .analyze();
  const violations = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
  expect(violations, screen).toEqual([]);
  if ((page.viewportSize()?.width ?? Infinity) <= PHONE_WIDTH) await expectNoSidewaysScroll(page, screen);
}

/** Opens a page and waits until the browser has hydrated it: server-rendered controls act only from then on. */
export async function gotoInteractive(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.locator("html[data-interactive]").waitFor({ state: "attached" });
}

let counter = 0;
export function uniqueEmail(prefix = "e2e"): string {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}.${counter}@example.com`;
}
