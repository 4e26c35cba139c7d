// ID verification end to end: a new tasker uploads a photo of their ID in their profile settings, an
// admin approves it on Admin › ID checks, and the tasker's server-rendered public profile shows
// "ID verified · <Mon YYYY>". Axe clean at each step; screenshots at 1280 and 360 px on request.
import type { Page } from "@playwright/test";
import sharp from "sharp";
import { DEMO, expect, expectNoAxeViolations, logInAs, test } from "./fixtures";
import { newTasker, shootBothWidths } from "./money-parties";

async function shoot(page: Page, name: string) {
  if (process.env.E2E_SCREENSHOTS) await shootBothWidths(page, name);
}

test("a new tasker uploads their ID, an admin approves it, and their public profile shows the dated badge", async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const tasker = await newTasker(browser);
  const own = await (await tasker.page.request.get("/api/taskers/profile")).json();
  const profileId: string = own.id;

  // The tasker sends a photo of their ID from their profile settings.
  await tasker.page.goto("/tasker-profile#verify-id");
  const section = tasker.page.locator("#verify-id");
  await expect(section.getByText("Not started.")).toBeVisible();
  await expectNoAxeViolations(tasker.page, "verify your ID");
  const id = await sharp({ create: { width: 1000, height: 640, channels: 3, background: "#e2e8f0" } })
    .jpeg()
    .toBuffer();
  await section.getByLabel(/Photo of your ID/).setInputFiles({ name: "id.jpg", mimeType: "image/jpeg", buffer: id });
  await section.getByRole("button", { name: "Send for review" }).click();
  await expect(section.getByText("Pending review.")).toBeVisible();
  await expectNoAxeViolations(tasker.page, "ID pending review");

  // The admin finds it under ID checks, sees the photo and approves it.
  await logInAs(page, DEMO.admin);
  await page.goto("/admin/id-checks");
  const check = page.getByRole("listitem").filter({ hasText: "Ezra Earner" }).first();
  await expect(check.getByRole("img", { name: "ID photo sent by Ezra Earner" })).toBeVisible();
  await expect
    .poll(() => check.getByRole("img").evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
  await expectNoAxeViolations(page, "ID checks");
  await shoot(page, "id-checks");
  await check.getByRole("button", { name: "Approve" }).click();
  await expect(page.getByText("Ezra Earner's ID approved", { exact: true })).toBeVisible();

  // The public profile, as a visitor gets it, shows what was checked and when.
  const month = new Intl.DateTimeFormat("en-US", { month: "short", year: "numeric", timeZone: "UTC" }).format(
    new Date(),
  );
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto(`/taskers/${profileId}`);
  await expect(visitor.getByText(`ID verified · ${month}`)).toBeVisible();
  await expectNoAxeViolations(visitor, "public profile with badges");
  await shoot(visitor, "profile-badges");

  // The tasker's settings say until when.
  await tasker.page.reload();
  await expect(tasker.page.locator("#verify-id").getByText("Verified", { exact: true })).toBeVisible();
  await visitorContext.close();
  await tasker.context.close();
});
