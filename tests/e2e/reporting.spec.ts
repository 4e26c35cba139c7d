// A customer reports a tasker's message; an admin handles it in the moderation queue with a warning;
// the customer's My reports then says "Action taken". Screens checked with axe at every step. And a
// profile whose business name is 60 characters long fits a phone, its report dialog's Send in view.
import {
  DEMO,
  expect,
  expectNoAxeViolations,
  expectNoSidewaysScroll,
  gotoInteractive,
  logInAs,
  PHONE_WIDTH,
  test,
  uniqueEmail,
} from "./fixtures";
import { shootBothWidths } from "./money-parties";

test("a reported message is handled in the queue and the reporter sees the outcome", async ({ page, browser }) => {
  // Three people and eight screens checked with axe, two of them at both widths.
  test.setTimeout(180_000);
  const password = "reporting-journey-pass";
  await page.request.post("/api/auth/register", {
    data: { firstName: "Rita", lastName: "Reporter", email: uniqueEmail("reporter"), password },
  });
  const me = await (await page.request.get("/api/auth/me")).json();
  const taskerContext = await browser.newContext();
  const tasker = await taskerContext.newPage();
  await tasker.request.post("/api/auth/register", {
    data: { firstName: "Rex", lastName: "Rude", email: uniqueEmail("rude"), password, userType: "tasker" },
  });
  const sent = await tasker.request.post("/api/messages", {
    data: { receiverId: me.id ?? me.user?.id, content: "Pay me in cash or I won't come." },
  });
  expect(sent.status()).toBe(201);
  await taskerContext.close();

  // The customer opens the conversation and reports the message from its menu.
  await page.goto("/messages");
  await page.getByRole("button", { name: /Rex R\./ }).click();
  const conversation = page.getByRole("region", { name: /Conversation with/ });
  await expect(conversation.getByText("Pay me in cash or I won't come.")).toBeVisible();
  await conversation.getByRole("button", { name: /More for the message from Rex R\./ }).click();
  await page.getByRole("menuitem", { name: "Report message" }).click();
  const dialog = page.getByRole("dialog", { name: /Report this message from Rex R\./ });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Send report" }).click();
  await expect(dialog.getByRole("alert")).toHaveText("Choose a reason.");
  await dialog.getByLabel("Scam or payment off taskly").check();
  await dialog.getByLabel("What happened? (optional)").fill("Asked for cash outside taskly.");
  await expectNoAxeViolations(page, "report dialog");
  await shootBothWidths(page, "report-dialog");
  await dialog.getByRole("button", { name: "Send report" }).click();
  await expect(page.getByRole("dialog", { name: "Thanks for telling us" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Block Rex R." })).toBeVisible();
  await expectNoAxeViolations(page, "report sent");
  await page.getByRole("button", { name: "Done" }).click();

  // An admin finds it in the queue, opens it and warns the tasker.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await logInAs(admin, DEMO.admin);
  await admin.goto("/admin/moderation");
  await expect(admin.getByRole("heading", { name: "Moderation" })).toBeVisible();
  const item = admin.getByRole("link", { name: /Message from Rex R\./ }).first();
  await expect(item).toBeVisible();
  await expectNoAxeViolations(admin, "moderation queue");
  await shootBothWidths(admin, "moderation-queue");
  await item.click();
  await expect(admin.getByText("Pay me in cash or I won't come.").first()).toBeVisible();
  // The item is in the Moderation section: the admin bar says so.
  await expect(
    admin.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: /^Moderation/ }),
  ).toHaveAttribute("aria-current", "page");
  await expect(admin.getByText("Asked for cash outside taskly.")).toBeVisible();
  await admin.getByRole("button", { name: "Claim" }).click();
  await expect(admin.getByRole("button", { name: "Release claim" })).toBeVisible();
  await expectNoAxeViolations(admin, "moderation item");
  await shootBothWidths(admin, "moderation-item");
  await admin.getByRole("button", { name: "Warn" }).click();
  const warn = admin.getByRole("dialog", { name: /Warn: Rex R\./ });
  await warn.getByLabel("Reason (the person reads it)").fill("Payments go through taskly only.");
  await expectNoAxeViolations(admin, "warn dialog");
  await warn.getByRole("button", { name: "Warn" }).click();
  await expect(admin.getByText(/Closed · Warn/)).toBeVisible();
  await adminContext.close();

  // The reporter sees the outcome, not what was done.
  await page.goto("/profile");
  const mine = page.getByRole("list", { name: "My reports" });
  await expect(mine.getByText("Message from Rex R.")).toBeVisible();
  await expect(mine.getByText("Action taken")).toBeVisible();
  await expectNoAxeViolations(page, "my reports");
});

test("a tasker with a 60-character business name: their profile fits 360 px, and its report dialog keeps Send in view", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const business = "Maximiliana Featherstonehaugh-Worthington Handyman Services";
  const taskerContext = await browser.newContext();
  const tasker = await taskerContext.newPage();
  await tasker.request.post("/api/auth/register", {
    data: {
      firstName: "Maximiliana",
      lastName: "Featherstonehaugh",
      email: uniqueEmail("longname"),
      password: "reporting-journey-pass",
      userType: "tasker",
    },
  });
  const created = await tasker.request.post("/api/taskers", {
    data: { businessName: business, description: "Mounting, same day.", skills: ["Mounting"], hourlyRate: "65.00" },
  });
  expect(created.status()).toBe(201);
  const profileId = (await created.json()).id as string;
  await taskerContext.close();
  await page.request.post("/api/auth/register", {
    data: {
      firstName: "Rita",
      lastName: "Reporter",
      email: uniqueEmail("reporter"),
      password: "reporting-journey-pass",
    },
  });

  for (const [width, height] of [
    [PHONE_WIDTH, 740],
    [1280, 800],
  ]) {
    await page.setViewportSize({ width, height });
    await gotoInteractive(page, `/taskers/${profileId}`);
    // The button is read out with the name and stays inside the window, however long the name.
    const report = page.getByRole("button", { name: `Report ${business}` });
    await expect(report).toBeVisible();
    const box = (await report.boundingBox())!;
    expect(box.x + box.width, `the Report button's right edge at ${width} px`).toBeLessThanOrEqual(width);
    await page.waitForLoadState("networkidle");
    await expectNoSidewaysScroll(page, `profile of a long business name at ${width} px`);

    await report.click();
    const dialog = page.getByRole("dialog", { name: `Report the profile of ${business}` });
    await expect(dialog).toBeVisible();
    const send = dialog.getByRole("button", { name: "Send report" });
    await expect(send).toBeInViewport({ ratio: 1 });
    await send.click();
    // The error is said at the reasons, the group is marked, and focus goes to the first reason.
    const reasons = dialog.getByRole("radiogroup", { name: "Why are you reporting it?" });
    await expect(reasons.getByRole("alert")).toHaveText("Choose a reason.");
    await expect(reasons).toHaveAttribute("aria-invalid", "true");
    await expect(reasons).toHaveAccessibleDescription("Choose a reason.");
    await expect(dialog.getByLabel("Scam or payment off taskly")).toBeFocused();
    await expect(send).toBeInViewport({ ratio: 1 });
    await expectNoSidewaysScroll(page, `report dialog at ${width} px`);
    await expectNoAxeViolations(page, `report dialog with its error at ${width} px`);
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toHaveCount(0);
  }
});
