// Keyboard and screen reader: visible focus, focus and an announcement on every navigation, axe on every
// screen for each account type, and booking and messaging done with the keyboard alone.
import { DEMO, expect, expectNoAxeViolations, gotoInteractive, logInAs, test, uniqueEmail } from "./fixtures";
import type { Page } from "@playwright/test";
import { expectVisibleFocus, tabTo } from "./keyboard";
import { TEXT_PAGE_PATHS } from "../../src/contract/public-pages";

// The not-found screen answers 404: that is the point of visiting it.
test.use({ allowFailedRequests: /^404 GET \/no-such-page$/ });

test("the home search boxes and the navbar links show where the focus is", async ({ page }) => {
  await gotoInteractive(page, "/");
  const nav = page.getByRole("navigation", { name: "Main" });
  for (const name of ["Find Services", "Become a Tasker", "How it Works"]) {
    await tabTo(page, nav.getByRole("link", { name }));
    await expectVisibleFocus(page);
  }
  for (const name of ["Log In", "Sign Up"]) {
    await tabTo(page, page.getByRole("banner").getByRole("link", { name }));
    await expectVisibleFocus(page);
  }
  await tabTo(page, page.getByPlaceholder("What do you need done?"));
  await expectVisibleFocus(page);
  await page.keyboard.press("Tab");
  await expect(page.getByPlaceholder("City or area")).toBeFocused();
  await expectVisibleFocus(page);
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: "Find Taskers" })).toBeFocused();
  await expectVisibleFocus(page);
});

test("after a navigation the new page's heading has the focus and its name is announced", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Find Services" }).click();
  const heading = page.getByRole("heading", { level: 1, name: "Find Professional Taskers" });
  await expect(heading).toBeFocused();
  await expect(page.getByTestId("route-announcer")).toHaveText("Find Professional Taskers");
  await page.getByRole("contentinfo").getByRole("link", { name: "About Us" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toBeFocused();
  await expect(page.getByTestId("route-announcer")).toHaveText("About taskly");
});

const SCREENS = {
  customer: ["/", "/browse-taskers", "/my-tasks", "/my-bookings", "/post-task", "/messages", "/profile", "/sitemap"],
  tasker: ["/tasker-dashboard", "/browse-tasks", "/messages", "/tasker-profile", "/edit-profile"],
  both: ["/my-tasks", "/my-bookings", "/tasker-dashboard", "/browse-tasks", "/tasker-profile", "/profile"],
  admin: ["/admin/dashboard", "/admin/users", "/admin/tasks", "/admin/taskers", "/admin/audit"],
} as const;

/** Each screen at 1280 and 360 px, once its heading shows and its requests are done: no axe violation. */
async function axeOnEveryScreen(page: Page, paths: readonly string[], who: string): Promise<void> {
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: 800 });
    for (const path of paths) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
      await page.waitForLoadState("networkidle");
      await expectNoAxeViolations(page, `${who} ${path} at ${width}`);
    }
  }
}

for (const [account, paths] of Object.entries(SCREENS)) {
  test(`axe finds nothing on any screen signed in as ${account}, at 1280 and 360 px`, async ({ page }) => {
    test.setTimeout(180_000);
    await logInAs(page, DEMO[account as keyof typeof SCREENS]);
    await axeOnEveryScreen(page, paths, account);
  });
}

test("axe finds nothing on the signed-out screens, at 1280 and 360 px", async ({ page }) => {
  test.setTimeout(240_000);
  const sitemap = await (await page.request.get("/sitemap.xml")).text();
  const cityPage = /https?:\/\/[^/]+(\/services\/[a-z-]+\/[a-z-]+)<\/loc>/.exec(sitemap)![1]!;
  const paths = [
    "/services/cleaning",
    cityPage,
    "/no-such-page",
    ...TEXT_PAGE_PATHS,
    "/login",
    "/signup",
    "/forgot-password",
    "/reset-password?token=not-a-real-token",
  ];
  await axeOnEveryScreen(page, paths, "signed out");
});

test("axe finds nothing in the open mobile drawer and the open user menu", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await gotoInteractive(page, "/");
  await page.getByRole("button", { name: "Open menu" }).click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await expectNoAxeViolations(page, "mobile drawer, signed out");
  await page.keyboard.press("Escape");
  await logInAs(page, DEMO.both);
  await page.getByRole("button", { name: "Open menu" }).click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await expectNoAxeViolations(page, "mobile drawer, signed in");
  await page.keyboard.press("Escape");
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole("button", { name: /^Account menu for / }).click();
  await expect(page.getByRole("menu")).toBeVisible();
  await expectNoAxeViolations(page, "user menu");
});

test("messaging with the keyboard alone: open a conversation, write, send, go back", async ({ page }) => {
  await page.request.post("/api/auth/register", {
    data: { firstName: "Kai", lastName: "Keys", email: uniqueEmail("keys-chat"), password: "keyboard-chat-pass" },
  });
  const taskers = (await (await page.request.get("/api/taskers?limit=1")).json()) as { userId: string }[];
  await page.request.post("/api/messages", { data: { content: "First line.", receiverId: taskers[0].userId } });
  await page.goto("/messages");
  const row = page.getByRole("complementary", { name: "Conversations" }).getByRole("button").first();
  await tabTo(page, row);
  await expectVisibleFocus(page);
  await page.keyboard.press("Enter");
  const chat = page.getByRole("region", { name: /Conversation with/ });
  await expect(chat.getByRole("heading", { level: 2 })).toBeFocused();
  await tabTo(page, page.getByLabel("Write a message"));
  await page.keyboard.type("Typed without a mouse.");
  await page.keyboard.press("Enter");
  await expect(chat.getByText("Typed without a mouse.")).toBeVisible();
  await expectNoAxeViolations(page, "conversation open");
});

test("booking with the keyboard alone: from a profile to a confirmed booking", async ({ page }) => {
  test.setTimeout(90_000);
  const email = uniqueEmail("keys-book");
  await page.request.post("/api/auth/register", {
    data: { firstName: "Bo", lastName: "Board", email, password: "keyboard-book-pass" },
  });
  const categories = (await (await page.request.get("/api/categories")).json()) as { id: string; name: string }[];
  const title = `Keyboard shelves ${Date.now().toString(36)}`;
  await page.request.post("/api/tasks", {
    data: {
      categoryId: categories.find((c) => c.name === "Mounting")!.id,
      title,
      description: "Two shelves on drywall, booked by keyboard.",
      location: "Austin",
      budget: "$120",
      scheduledDate: new Date(Date.now() + 20 * 86_400_000).toISOString(),
    },
  });
  const taskers = (await (await page.request.get("/api/taskers?category=Mounting&limit=1")).json()) as {
    id: string;
    name: string;
  }[];
  await page.goto(`/taskers/${taskers[0].id}`);
  await tabTo(page, page.getByRole("link", { name: "Hire Tasker" }));
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { name: `Hire ${taskers[0].name}` })).toBeVisible();

  // The task, a day (arrow keys in the calendar), a start time, then the card: all by keyboard.
  await tabTo(page, page.getByLabel("Which task?"));
  await page.keyboard.type("Keyboard shelves"); // type-ahead picks the option in a focused select
  await expect(page.getByLabel("Which task?").locator("option:checked")).toHaveText(title);
  await tabTo(page, page.locator('[role="grid"] button[tabindex="0"]'));
  for (let i = 0; i < 3; i += 1) await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Enter");
  // The day's free start times are a radio group: Tab reaches the chosen one, arrow keys move it.
  await tabTo(page, page.getByRole("radiogroup").getByRole("radio").first());
  await page.keyboard.press("ArrowRight");
  await tabTo(page, page.getByLabel("Card number"));
  await page.keyboard.type("4242424242424242");
  await tabTo(page, page.getByLabel("Expiry"));
  await page.keyboard.type("12/34");
  await tabTo(page, page.getByLabel("CVC"));
  await page.keyboard.type("123");
  await tabTo(page, page.getByRole("button", { name: "Book and pay" }));
  await expectVisibleFocus(page);
  await page.keyboard.press("Enter");
  await expect(page.getByText("Booking confirmed!", { exact: true })).toBeVisible();
  await expect(page.getByTestId("booking-item").filter({ hasText: title })).toBeVisible();
});
