// The portfolio end to end: a tasker adds a photo of their work in their profile settings, captions
// it, and it appears on their server-rendered public profile, where it opens larger in a dialog.
// Axe clean; the settings section and the profile at 1280 and 360 px without sideways scroll.
import sharp from "sharp";
import { newTasker, shootBothWidths } from "./money-parties";
import { expect, expectNoAxeViolations, test } from "./fixtures";

test("a tasker adds a portfolio photo in settings and it appears on their public profile", async ({ browser }) => {
  test.setTimeout(120_000);
  const { page } = await newTasker(browser);
  const photo = await sharp({ create: { width: 1200, height: 900, channels: 3, background: { r: 40, g: 110, b: 90 } } })
    .jpeg()
    .toBuffer();

  await page.goto("/tasker-profile");
  const section = page.getByRole("region", { name: "Portfolio" });
  await expect(section).toBeVisible();
  await section
    .getByLabel("Add portfolio photos")
    .setInputFiles({ name: "tv.jpg", mimeType: "image/jpeg", buffer: photo });
  const caption = section.getByLabel("Caption of photo 1");
  await expect(caption).toBeVisible();
  await caption.fill("Mounted a 65 inch TV, cables hidden");
  await caption.press("Enter");
  await expect(page.getByText("Caption saved", { exact: true })).toBeVisible();
  await section.getByLabel("Category of photo 1").selectOption({ label: "Mounting" });
  await expect(section.getByLabel("Category of photo 1")).toHaveValue(/.+/);
  await expectNoAxeViolations(page, "the portfolio settings");
  await section.scrollIntoViewIfNeeded();
  await shootBothWidths(page, "portfolio-settings");

  // The public profile, as the server renders it.
  const own = (await (await page.request.get("/api/taskers/profile")).json()) as { id: string };
  const html = await (await page.request.get(`/taskers/${own.id}`)).text();
  expect(html).toContain("Mounted a 65 inch TV, cables hidden");
  expect(html).toMatch(/<img[^>]+srcSet|<img[^>]+srcset/i);

  await page.goto(`/taskers/${own.id}`);
  const grid = page.getByRole("list", { name: /Photos of .*'s work/ });
  const image = grid.getByRole("img", { name: "Mounted a 65 inch TV, cables hidden" });
  await expect(image).toBeVisible();
  await expect(image).toHaveAttribute("loading", "lazy");
  await expect(image).toHaveAttribute("sizes", /.+/);
  await expectNoAxeViolations(page, "the public profile with a portfolio");
  await shootBothWidths(page, "portfolio-profile");

  await grid.getByRole("button", { name: /Open photo 1 of 1/ }).click();
  const dialog = page.getByRole("dialog", { name: "Photo 1 of 1" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("img", { name: "Mounted a 65 inch TV, cables hidden" })).toBeVisible();
  await expectNoAxeViolations(page, "the portfolio's larger view");
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
});
