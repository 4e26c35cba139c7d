// Parts of the header that wait for a click load their code then: the currency popover opens on the
// first click on its button, and a page whose popover code cannot be fetched keeps working.
import { expect, gotoInteractive, test } from "./fixtures";

const POPOVER_CODE = /\/assets\/currency-selector-[^/]*\.js$/;
const NOTE = "Prices are automatically converted using current exchange rates.";

test("the currency popover opens on the first click, and its button keeps the focus after a choice", async ({
  page,
}) => {
  await gotoInteractive(page, "/");
  await page.getByRole("button", { name: /Change currency/ }).click();
  await expect(page.getByText(NOTE)).toBeVisible();
  await page.getByRole("button", { name: /GBP\s*British Pound/ }).click();
  await expect(page.getByText(NOTE)).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Currency: GBP. Change currency" })).toBeFocused();
});

test.describe("offline", () => {
  // On purpose: the popover's code is refused, as when the connection drops.
  test.use({ allowConsoleErrors: [/net::ERR_FAILED/] });

  test("when the popover's code cannot be fetched, the page keeps working", async ({ page }) => {
    await page.route(POPOVER_CODE, (route) => route.abort());
    await gotoInteractive(page, "/");
    const button = page.getByRole("button", { name: /Change currency/ });
    const refused = page.waitForEvent("requestfailed", (request) => POPOVER_CODE.test(request.url()));
    await button.click();
    await refused;
    await expect(button).toBeEnabled();
    await expect(page.getByText(NOTE)).toHaveCount(0);
    await page.getByRole("link", { name: "View All Taskers" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Find Professional Taskers" })).toBeVisible();
  });
});
