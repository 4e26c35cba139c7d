// What the screens say is true: a task's street stays private until booking, a booking's Message goes to
// the conversation about its task, a new tasker reads as New with no made-up place, and the invite
// dialog describes its list as it is.
import type { Page } from "@playwright/test";
import { DEMO, expect, expectNoAxeViolations, logInAs, test, uniqueEmail } from "./fixtures";

const STREET = /\b\d{2,5} [A-Z][a-z]+ (St|Dr|Ave|Rd|Ln|Blvd|Way|Ct|Pl)\b/;

async function shoot(page: Page, name: string): Promise<void> {
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: width === 360 ? 740 : 800 });
    await page.screenshot({ path: `.tmp/shots/${name}-${width}.png`, fullPage: true });
    if (width === 360)
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), name).toBe(true);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

test("Find Work shows a task's city and distance, never its street", async ({ page }) => {
  await logInAs(page, DEMO.tasker);
  await page.goto("/browse-tasks");
  await expect(page.getByText("exact address after booking").first()).toBeVisible();
  expect(await page.getByRole("main").innerText()).not.toMatch(STREET);
  await expectNoAxeViolations(page, "Find Work");
  await shoot(page, "find-work");
});

test("a booking's Message opens the conversation about its task, the same one every time", async ({ page }) => {
  await logInAs(page, DEMO.customer);
  await page.goto("/my-bookings");
  const message = page.getByRole("link", { name: /^Message .+ about / }).first();
  const label = (await message.getAttribute("aria-label"))!;
  const [, person, title] = /^Message (.+?) about (.+)$/.exec(label)!;
  await message.click();
  const pane = page.getByRole("region", { name: `Conversation with ${person}` });
  await pane.getByLabel("Write a message").fill("Which door should I use on the day?");
  await pane.getByLabel("Write a message").press("Enter");
  await expect(pane.getByText("Which door should I use on the day?")).toBeVisible();
  await expect(pane.getByText(`Re: ${title}`)).toBeVisible();

  await page.goto("/my-bookings");
  await page.getByRole("link", { name: label }).first().click();
  await expect(pane.getByText("Which door should I use on the day?")).toBeVisible();
  await expect(pane.getByText(`Re: ${title}`)).toBeVisible();
  const list = page.getByRole("complementary", { name: "Conversations" });
  await expect(
    list.getByRole("button", { name: new RegExp(`Re: ${title.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`) }),
  ).toHaveCount(1);
  await expectNoAxeViolations(page, "Messages about a booking");
  await shoot(page, "booking-message");
});

test("a new tasker reads as New, with no made-up place, and the dashboard names them in one sentence", async ({
  page,
}) => {
  const password = "new-tasker-password";
  const email = uniqueEmail("chloe-q");
  await page.request.post("/api/auth/register", {
    data: { firstName: "Chloe", lastName: "Quennell", email, password, userType: "tasker" },
  });
  const created = await page.request.post("/api/taskers", {
    data: {
      description: "Careful home cleaning for one room or the whole flat.",
      skills: ["Cleaning"],
      hourlyRate: "32.00",
    },
  });
  expect(created.status()).toBe(201);
  const profileId = (await created.json()).id as string;

  await page.goto("/tasker-dashboard");
  await expect(page.getByText("Customers see you as Chloe Q.", { exact: false })).toBeVisible();
  expect(await page.getByRole("main").innerText()).not.toContain("Chloe Q..");
  await shoot(page, "dashboard-greeting");

  await page.goto("/browse-taskers?q=Chloe");
  const card = page.getByTestId("tasker-card").filter({ hasText: "Chloe Q." });
  await expect(card.getByTestId("rating")).toHaveText(/New/);
  await expect(card.getByTestId("rating")).not.toHaveText(/0\.0/);
  await expect(card).not.toContainText("Local Area");
  await expect(card).not.toContainText("away");
  await expectNoAxeViolations(page, "Browse taskers with a new tasker");
  await shoot(page, "new-tasker-card");

  await page.goto(`/taskers/${profileId}`);
  await expect(page.getByTestId("rating").first()).toHaveText(/New/);
  await shoot(page, "new-tasker-profile");
});

test("the invite dialog says what its list holds", async ({ page }) => {
  await logInAs(page, DEMO.customer);
  await page.goto("/my-tasks");
  await page.getByRole("button", { name: "Invite taskers" }).first().click();
  const dialog = page.getByRole("dialog", { name: "Invite taskers" });
  await expect(dialog).toContainText("Each says whether they are free");
  await expect(dialog).not.toContainText("who are free on");
  await expectNoAxeViolations(page, "Invite taskers");
  await shoot(page, "invite-dialog");
});
