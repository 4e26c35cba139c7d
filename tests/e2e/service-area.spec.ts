// Places and service areas in the browser: the tasker picks a base city from the suggestions by
// keyboard and sets a travel radius (a wrong radius is refused on the spot); a customer's search
// at a place shows how far each tasker is and sorts nearest first.
import { DEMO, expect, expectNoAxeViolations, logInAs, test } from "./fixtures";

test.use({ locale: "en-US" });

test("a tasker sets a base city by keyboard and a radius; search at a place shows distances", async ({ page }) => {
  await logInAs(page, DEMO.tasker);
  await page.goto("/tasker-profile");
  const card = page.getByRole("heading", { name: "Service area" });
  await expect(card).toBeVisible();
  const city = page.getByRole("combobox", { name: "Base city" });
  await city.fill("San Ant");
  await expect(page.getByRole("option", { name: "San Antonio, TX" })).toBeVisible();
  await city.press("ArrowDown");
  await city.press("Enter");
  await expect(city).toHaveValue("San Antonio, TX");
  const radius = page.getByLabel("Travel radius (mi)");
  await radius.fill("500");
  await page.getByRole("button", { name: "Save area" }).click();
  await expect(page.getByText("Travel radius must be between 1 and 124 mi")).toBeVisible();
  await radius.fill("100");
  await page.getByRole("button", { name: "Save area" }).click();
  await expect(page.getByText("Service area saved").first()).toBeVisible();
  await expectNoAxeViolations(page, "profile settings with service area");
  await page.screenshot({ path: ".tmp/screens/service-area-1280.png", fullPage: true });
  await page.setViewportSize({ width: 360, height: 800 });
  await page.screenshot({ path: ".tmp/screens/service-area-360.png", fullPage: true });

  const saved = await (await page.request.get("/api/taskers/profile/service-area")).json();
  expect(saved).toMatchObject({ place: { label: "San Antonio, TX" } });
  expect(Math.round(saved.radiusKm)).toBe(161);

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/browse-taskers?location=Austin%2C%20TX&sort=distance");
  await expect(page.getByText(/\d+ mi away|Under 1 mi away/).first()).toBeVisible();
  const distances = await page.getByText(/ mi away$/).allTextContents();
  const miles = distances.map((d) => (d.includes("Under") ? 0 : Number(/(\d+) mi/.exec(d)?.[1])));
  expect(miles).toEqual([...miles].sort((a, b) => a - b));
  await expectNoAxeViolations(page, "search at a place");
  await page.screenshot({ path: ".tmp/screens/search-distance-1280.png" });
  await page.setViewportSize({ width: 360, height: 800 });
  await page.screenshot({ path: ".tmp/screens/search-distance-360.png", fullPage: false });
});
