// Notification settings: from the account menu, a cell of the grid turned off by keyboard and quiet
// hours turned on, both still set after a reload; then the unsubscribe link of a real e-mail (an
// offer, read in the development outbox) → its confirmation page → Unsubscribe → the grid shows that
// e-mail off. Axe clean, at 1280 and 360 px.
import { newCustomer, newTasker, shootBothWidths } from "./money-parties";
import { expect, expectNoAxeViolations, PHONE_WIDTH, test } from "./fixtures";
import { expectVisibleFocus, tabTo } from "./keyboard";

test("a person turns a cell off and quiet hours on, and unsubscribes from an e-mail with one click", async ({
  page,
  browser,
}) => {
  const email = await newCustomer(page);
  await page.goto("/");
  await page.getByRole("button", { name: "Account menu for Paula Payer" }).click();
  await page.getByRole("menuitem", { name: "Notification settings" }).click();
  await expect(page).toHaveURL(/\/settings\/notifications$/);
  await expect(page.getByRole("heading", { level: 1, name: "Notification settings" })).toBeVisible();

  // A cell, by keyboard: Space flips the switch and it is saved at once.
  const reviewsByEmail = page.getByRole("switch", { name: "Reviews by e-mail" });
  await expect(reviewsByEmail).toBeChecked();
  await expect(page.getByRole("switch", { name: "News and tips from taskly by push" })).not.toBeChecked();
  await tabTo(page, reviewsByEmail);
  await expectVisibleFocus(page);
  await page.keyboard.press("Space");
  await expect(page.getByText("Saved: Reviews by e-mail off.")).toBeVisible();
  await expect(reviewsByEmail).not.toBeChecked();

  // Quiet hours 22:00 to 07:00 in the browser's own zone, shown in the form.
  const zone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
  await expect(page.getByLabel("Time zone")).toHaveValue(zone);
  await page.getByRole("switch", { name: "Quiet hours" }).check();
  await page.getByLabel("From", { exact: true }).fill("22:00");
  await page.getByLabel("To", { exact: true }).fill("07:00");
  await page.getByRole("button", { name: "Save quiet hours" }).click();
  await expect(page.getByText(`Saved. Quiet hours: 22:00 to 07:00 (${zone}).`)).toBeVisible();
  await expect(page.getByText("Security · always on")).toBeVisible();
  await expectNoAxeViolations(page, "notification settings");

  await page.reload();
  await expect(page.getByRole("switch", { name: "Reviews by e-mail" })).not.toBeChecked();
  await expect(page.getByRole("switch", { name: "Quiet hours" })).toBeChecked();
  await expect(page.getByLabel("From", { exact: true })).toHaveValue("22:00");
  await expect(page.getByLabel("To", { exact: true })).toHaveValue("07:00");
  // Push is per browser: its switch sits on this page too, under the grid.
  await expect(page.getByRole("heading", { name: "Push notifications on this device" })).toBeVisible();
  await shootBothWidths(page, "notification-settings");
  await page.setViewportSize({ width: PHONE_WIDTH, height: 780 });
  await expectNoAxeViolations(page, "notification settings on a phone");
  await page.setViewportSize({ width: 1280, height: 800 });

  // Quiet hours off again, so the offer's e-mail below is not held whatever the hour.
  await page.getByRole("switch", { name: "Quiet hours" }).uncheck();
  await page.getByRole("button", { name: "Save quiet hours" }).click();
  await expect(page.getByText("Saved. Quiet hours are off.")).toBeVisible();

  // A tasker's offer e-mails the customer; its footer has the one-click link.
  const tasker = await newTasker(browser);
  const categories = (await (await page.request.get("/api/categories")).json()) as { id: string; name: string }[];
  const task = (await (
    await page.request.post("/api/tasks", {
      data: {
        categoryId: categories.find((c) => c.name === "Mounting")!.id,
        title: `Hang a mirror ${Date.now().toString(36)}`,
        description: "A heavy mirror in the hall.",
        location: "Austin",
        scheduledDate: new Date(),
      },
    })
  ).json()) as { id: string };
  const offer = await tasker.page.request.post(`/api/tasks/${task.id}/offers`, {
    data: { message: "Anchors included.", proposedRate: "70.00", estimatedDuration: 2 },
  });
  expect(offer.status()).toBe(201);
  await tasker.context.close();

  await page.goto(`/api/dev/outbox?to=${encodeURIComponent(email)}`);
  await expect(page.getByRole("heading", { level: 2, name: /^New offer on/ })).toBeVisible();
  await expect(page.getByText("List-Unsubscribe=One-Click", { exact: true })).toBeVisible();
  await page
    .getByRole("link", { name: /\/unsubscribe\// })
    .last()
    .click();

  await expect(
    page.getByRole("heading", { level: 1, name: /^Stop “Offers and invitations” e.mails\?$/ }),
  ).toBeVisible();
  await expectNoAxeViolations(page, "unsubscribe confirmation");
  await shootBothWidths(page, "unsubscribe-confirm");
  // Opening the link changed nothing.
  const before = (await (await page.request.get("/api/notification-preferences")).json()) as {
    grid: { category: string; channels: { email: boolean } }[];
  };
  expect(before.grid.find((row) => row.category === "offers")!.channels.email).toBe(true);
  await page.getByRole("button", { name: "Unsubscribe" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "You're unsubscribed" })).toBeVisible();
  await expectNoAxeViolations(page, "unsubscribed");
  await shootBothWidths(page, "unsubscribe-done");
  await page.getByRole("link", { name: "Notification settings" }).click();
  await expect(page.getByRole("switch", { name: "Offers and invitations by e-mail" })).not.toBeChecked();
  await expect(page.getByRole("switch", { name: "Offers and invitations in the app" })).toBeChecked();
});
