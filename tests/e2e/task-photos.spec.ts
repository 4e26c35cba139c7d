// Photos end to end: a customer on a phone posts a task with two photos, a tasker sees them on Find
// Work and opens the larger view, the two exchange photos in messages (each side sees the other's
// live), and the tasker adds a photo of their work to their portfolio, shown on their server-rendered
// public profile where it opens larger in a dialog. Axe clean at each step.
import type { Page } from "@playwright/test";
import sharp from "sharp";
import { expect, expectNoAxeViolations, PHONE_WIDTH, test, uniqueEmail } from "./fixtures";
import { newTasker, shootBothWidths } from "./money-parties";

/** A JPEG a phone's camera might give, small enough to upload quickly. */
async function photoFile(name: string, colour: string) {
  const buffer = await sharp({ create: { width: 1200, height: 900, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();
  return { name, mimeType: "image/jpeg", buffer };
}

function isoDay(d: Date): string {
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
}

/** Both widths' screenshots when asked for (E2E_SCREENSHOTS=1), for a human look. */
async function shoot(page: Page, name: string) {
  if (process.env.E2E_SCREENSHOTS) await shootBothWidths(page, name);
}

test("a customer posts a task with two photos from a phone; a tasker sees them, they exchange photos in messages, and the tasker's portfolio shows their work", async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const town = `${Date.now().toString(36)} Lamar Blvd, Austin, TX`;
  const title = `Fix a wobbly shelf on ${town}`;

  // The customer, on a phone, writes the task and adds two photos.
  await page.setViewportSize({ width: PHONE_WIDTH, height: 780 });
  await page.request.post("/api/auth/register", {
    data: { firstName: "Pia", lastName: "Photo", email: uniqueEmail("photos"), password: "task-photos-pass" },
  });
  await page.goto("/post-task");
  await page.getByLabel("Service category").selectOption({ label: "Mounting" });
  await page.getByLabel("Task title").fill(title);
  await page.getByLabel("Description").fill("The shelf leans to the left; the wall is plaster.");
  await page
    .getByLabel("Add photos")
    .setInputFiles([await photoFile("left.jpg", "#b45309"), await photoFile("right.jpg", "#1d4ed8")]);
  const picked = page.getByRole("list", { name: "Photos" });
  await expect(picked.getByRole("img")).toHaveCount(2);
  await expect(page.getByRole("status")).toHaveCount(0);
  // Reorder by keyboard: the second photo moves to the front.
  await page.getByRole("button", { name: "Move photo 2 left" }).press("Enter");
  await expectNoAxeViolations(page, "post a task with photos");
  await shoot(page, "post-task-photos");
  await page.getByRole("button", { name: "Next" }).click();
  await page.getByLabel("Location", { exact: true }).fill(town);
  await page.getByLabel("Budget (USD)").fill("$60-90");
  await page.getByRole("button", { name: "Next" }).click();
  const today = new Date();
  const day = new Date(today.getFullYear(), today.getMonth(), today.getDate() + 3);
  if (day.getMonth() !== today.getMonth()) await page.getByRole("button", { name: /next month/i }).click();
  await page.locator(`[data-day="${isoDay(day)}"] button`).click();
  const posted = page.waitForResponse((r) => r.url().endsWith("/api/tasks") && r.request().method() === "POST");
  await page.getByRole("button", { name: "Post Task" }).click();
  const task = (await (await posted).json()) as { id: string; customerId: string; photos: { id: string }[] };
  expect(task.photos).toHaveLength(2);
  await expect(page.getByRole("heading", { name: "Your task is posted!" })).toBeVisible();
  await expect(page.getByRole("list", { name: "Task photos" }).getByRole("listitem")).toHaveCount(2);

  // A tasker finds it on Find Work with its two photos and opens the larger view.
  const { page: tasker, context: taskerContext } = await newTasker(browser);
  await tasker.goto(`/browse-tasks?location=${encodeURIComponent("Austin, TX")}`);
  const gallery = tasker.getByRole("list", { name: `Photos of ${title}` });
  await expect(gallery.getByRole("listitem")).toHaveCount(2);
  await gallery.getByRole("button", { name: "Open photo 1 of 2" }).click();
  const viewer = tasker.getByRole("dialog", { name: `Photos of ${title}: 1 of 2` });
  await expect(viewer.getByRole("img")).toBeVisible();
  await expectNoAxeViolations(tasker, "the larger view of a task photo");
  await viewer.getByRole("button", { name: "Next" }).click();
  await expect(tasker.getByRole("dialog", { name: `Photos of ${title}: 2 of 2` })).toBeVisible();
  await tasker.keyboard.press("Escape");
  await expect(tasker.getByRole("dialog")).toHaveCount(0);
  await expectNoAxeViolations(tasker, "Find Work with task photos");
  await shoot(tasker, "find-work-photos");

  // The tasker writes to the customer with a photo and a caption.
  await tasker.goto(`/messages?to=${task.customerId}`);
  await tasker.getByRole("button", { name: "Attach photos" }).click();
  await tasker.getByLabel("Add photos").setInputFiles([await photoFile("bracket.jpg", "#15803d")]);
  const conversation = tasker.getByRole("region", { name: /Conversation with/ });
  await expect(conversation.getByRole("list", { name: "Photos" }).getByRole("img")).toHaveCount(1);
  await tasker.getByLabel("Write a message").fill("This bracket would hold it.");
  await tasker.getByRole("button", { name: "Send message" }).click();
  await expect(conversation.getByRole("list", { name: "Photos you sent" }).getByRole("listitem")).toHaveCount(1);
  await expect(conversation.getByText("This bracket would hold it.")).toBeVisible();

  // The customer opens the conversation and sees the photo, stamped with the time it was sent.
  await page.goto("/messages");
  await page.getByRole("button", { name: /This bracket would hold it\./ }).click();
  const customerSide = page.getByRole("region", { name: /Conversation with/ });
  const received = customerSide.getByRole("list", { name: /^Photos from / });
  await expect(received.getByRole("listitem")).toHaveCount(1);
  await received.getByRole("button", { name: "Open photo 1 of 1" }).click();
  await expect(page.getByRole("dialog").getByText(/^Sent /)).toBeVisible();
  await page.keyboard.press("Escape");

  // The customer answers with a photo alone; the tasker sees it arrive without reloading.
  await page.getByRole("button", { name: "Attach photos" }).click();
  await page.getByLabel("Add photos").setInputFiles([await photoFile("wall.jpg", "#7c3aed")]);
  await expect(customerSide.getByRole("list", { name: "Photos" }).getByRole("img")).toHaveCount(1);
  await page.getByRole("button", { name: "Send message" }).click();
  await expect(customerSide.getByRole("list", { name: "Photos you sent" })).toHaveCount(1);
  await expect(conversation.getByRole("list", { name: /^Photos from / }).getByRole("listitem")).toHaveCount(1);
  await expectNoAxeViolations(page, "messages with photos on a phone");
  await shoot(tasker, "messages-photos");

  // The tasker adds a photo of their work to their portfolio and captions it.
  await tasker.goto("/tasker-profile");
  const section = tasker.getByRole("region", { name: "Portfolio" });
  await section.getByLabel("Add portfolio photos").setInputFiles(await photoFile("tv.jpg", "#286e5a"));
  const caption = section.getByLabel("Caption of photo 1");
  await caption.fill("Mounted a 65 inch TV, cables hidden");
  await caption.press("Enter");
  await expect(tasker.getByText("Caption saved", { exact: true })).toBeVisible();
  await section.getByLabel("Category of photo 1").selectOption({ label: "Mounting" });
  await expect(section.getByLabel("Category of photo 1")).toHaveValue(/.+/);
  await expectNoAxeViolations(tasker, "the portfolio settings");
  await section.scrollIntoViewIfNeeded();
  await shoot(tasker, "portfolio-settings");

  // It is on the public profile as the server renders it, responsive and lazy, and opens larger.
  const own = (await (await tasker.request.get("/api/taskers/profile")).json()) as { id: string };
  const html = await (await tasker.request.get(`/taskers/${own.id}`)).text();
  expect(html).toContain("Mounted a 65 inch TV, cables hidden");
  expect(html).toMatch(/<img[^>]+srcset/i);
  await tasker.goto(`/taskers/${own.id}`);
  const grid = tasker.getByRole("list", { name: /Photos of .*'s work/ });
  const image = grid.getByRole("img", { name: "Mounted a 65 inch TV, cables hidden" });
  await expect(image).toBeVisible();
  await expect(image).toHaveAttribute("loading", "lazy");
  await expect(image).toHaveAttribute("sizes", /.+/);
  await expectNoAxeViolations(tasker, "the public profile with a portfolio");
  await shoot(tasker, "portfolio-profile");
  await grid.getByRole("button", { name: /Open photo 1 of 1/ }).click();
  const dialog = tasker.getByRole("dialog", { name: "Photo 1 of 1" });
  await expect(dialog.getByRole("img", { name: "Mounted a 65 inch TV, cables hidden" })).toBeVisible();
  await expectNoAxeViolations(tasker, "the portfolio's larger view");
  await tasker.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await taskerContext.close();
});
