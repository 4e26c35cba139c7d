// Every town on the map, in the browser: a tasker finds their suburb as base city despite a typo,
// and a customer's location box turns a ZIP code into its city.
import { DEMO, expect, expectNoAxeViolations, logInAs, test } from "./fixtures";

test.use({ locale: "en-US" });

test("a suburb as base city, typed with a typo; a ZIP code in the location box", async ({ page }) => {
  await logInAs(page, DEMO.tasker);
  await page.goto("/tasker-profile");
  const city = page.getByRole("combobox", { name: "Base city" });
  await city.fill("Pflugervile");
  await expect(page.getByRole("option", { name: "Pflugerville, TX" })).toBeVisible();
  await page.screenshot({ path: ".tmp/screens/gazetteer-typo-1280.png", fullPage: true });
  await city.press("ArrowDown");
  await city.press("Enter");
  await expect(city).toHaveValue("Pflugerville, TX");
  await page.getByLabel("Travel radius (mi)").fill("40");
  await page.getByRole("button", { name: "Save area" }).click();
  await expect(page.getByText("Service area saved").first()).toBeVisible();
  const saved = await (await page.request.get("/api/taskers/profile/service-area")).json();
  expect(saved).toMatchObject({ place: { id: "us-texas-pflugerville", timeZone: "America/Chicago" } });

  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto("/");
  await page.locator("html[data-interactive]").waitFor({ state: "attached" });
  const box = page.getByRole("combobox", { name: "Location" });
  await box.focus();
  await box.pressSequentially("78701");
  const options = page.getByRole("option");
  await expect(options.first()).toHaveText("Austin, TX");
  await expectNoAxeViolations(page, "a ZIP code's suggestions");
  await page.screenshot({ path: ".tmp/screens/gazetteer-zip-360.png" });
  await box.press("ArrowDown");
  await box.press("Enter");
  await expect(box).toHaveValue("Austin, TX");
});
