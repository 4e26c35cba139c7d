// Shared Playwright fixtures: every page fails its test on an unexpected console.error.
import { test as base, expect, type Page } from "@playwright/test";

export const DEMO = {
  customer: { email: "customer@taskly.dev", password: "customer-demo-pass" },
  tasker: { email: "tasker@taskly.dev", password: "tasker-demo-pass" },
  both: { email: "both@taskly.dev", password: "both-demo-pass" },
  admin: { email: "admin@taskly.dev", password: "admin-demo-pass" },
} as const;

/** Console errors a test expects (e.g. a deliberate 401) can be allowed per test. */
export const test = base.extend<{ allowConsoleErrors: RegExp[]; consoleGuard: void }>({
  allowConsoleErrors: [[], { option: true }],
  consoleGuard: [
    async ({ page, allowConsoleErrors }, use) => {
      const errors: string[] = [];
      page.on("console", (message) => {
        if (message.type() !== "error") return;
        const text = message.text();
        // Failed HTTP responses the app handles are logged by the browser itself, not by our code.
        if (/Failed to load resource: the server responded with a status of (4\d\d)/.test(text)) return;
        if (allowConsoleErrors.some((re) => re.test(text))) return;
        errors.push(text);
      });
      page.on("pageerror", (error) => errors.push(`pageerror: ${error.message}`));
      await use();
      expect(errors, "unexpected console errors").toEqual([]);
    },
    { auto: true },
  ],
});
export { expect };

export async function logInAs(page: Page, account: { email: string; password: string }): Promise<void> {
  await page.goto("/login");
  await page.getByLabel("Username or email").fill(account.email);
  await page.getByLabel("Password", { exact: true }).fill(account.password);
  await page.getByRole("button", { name: "Log In" }).click();
  await expect(page.getByText("Welcome back!", { exact: true })).toBeVisible();
}

/** Saves 1280 px and 360 px screenshots to .tmp/screens/<name>-{1280,360}.png for a human look. */
export async function screenshots(page: Page, name: string): Promise<void> {
  const original = page.viewportSize();
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: width === 360 ? 780 : 800 });
    await page.waitForTimeout(150);
    await page.screenshot({ path: `.tmp/screens/${name}-${width}.png`, fullPage: true });
  }
  if (original) await page.setViewportSize(original);
}

let counter = 0;
export function uniqueEmail(prefix = "e2e"): string {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}.${counter}@example.com`;
}
