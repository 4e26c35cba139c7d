// The defects found trying taskly as a user would, each checked where only a browser can see it.
import type { Page } from "@playwright/test";
import { DEMO, expect, gotoInteractive, logInAs, test, uniqueEmail } from "./fixtures";

// On purpose: a wrong password is refused with a 401.
test.use({ allowFailedRequests: /^401 POST \/api\/auth\/login$/ });

test("tasker dashboard at 360 px: no tab is wider than the phone", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await logInAs(page, DEMO.tasker);
  await page.goto("/tasker-dashboard");
  for (const tab of ["Active Tasks", "Messages", "Profile"]) {
    await page.getByRole("tab", { name: new RegExp(`^${tab}`) }).click();
    await expect(page.getByRole("tabpanel")).toBeVisible();
    // The demo tasker has conversations: the Messages tab lists them, each a link to its thread.
    if (tab === "Messages")
      await expect(page.getByRole("tabpanel").getByRole("link", { name: /Re: / }).first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth), tab).toBeLessThanOrEqual(360);
  }
});

test("ratings read one way: one decimal, the same on card and profile, counts pluralised", async ({ page }) => {
  await page.goto("/browse-taskers");
  const ratings = page.getByTestId("rating");
  await expect(ratings.first()).toBeVisible();
  const read = (text: string) => text.replace(/\s+/g, " ").trim();
  for (const text of await ratings.allInnerTexts())
    // Before the first review a tasker reads as New, never 0.0 with empty stars.
    expect(read(text)).toMatch(/^(Rated \d\.\d out of 5 \((1 review|\d+ reviews)\)|New \(no reviews yet\))$/);
  await expect(page.getByText(/\b1 reviews\b/)).toHaveCount(0);
  const number = read(await ratings.first().innerText()).match(/\d\.\d/)![0];
  await page
    .getByRole("link", { name: /^View Profile of / })
    .first()
    .click();
  await expect(page.getByRole("main").getByTestId("rating").first()).toContainText(number);
});

test("a wrong password is said at the form, not only in a toast", async ({ page }) => {
  await page.goto("/login");
  await page.getByLabel("Username or email").fill(DEMO.customer.email);
  await page.getByLabel("Password", { exact: true }).fill("not-the-password");
  await page.getByRole("button", { name: "Log In" }).click();
  await expect(page.getByTestId("login-error")).toContainText("Invalid email or password. Please try again.");
  await expect(page).toHaveURL(/\/login/);
});

/** Leaves the signed-in app and drops its session, as closing the browser would (no request of the
 *  old page can then run without its cookie). */
async function leave(page: Page): Promise<void> {
  await page.goto("about:blank");
  await page.context().clearCookies();
}

test("login lands on the home page, and each account type sees its own links", async ({ page }) => {
  const nav = page.getByRole("navigation", { name: "Main" });
  await logInAs(page, DEMO.customer);
  await expect(page).toHaveURL(/\/$/);
  await expect(nav.getByRole("link", { name: "My Tasks" })).toBeVisible();
  await expect(nav.getByRole("link", { name: "My Bookings" })).toBeVisible();
  await expect(nav.getByRole("link", { name: "Become a Tasker" })).toBeVisible();
  await leave(page);

  await logInAs(page, DEMO.tasker);
  await expect(page).toHaveURL(/\/$/);
  await expect(nav.getByRole("link", { name: "Find Work" })).toBeVisible();
  await page.goto("/");
  await expect(page.getByRole("link", { name: "Become a Tasker" })).toHaveCount(0);
  await leave(page);

  await logInAs(page, DEMO.admin);
  await expect(page).toHaveURL(/\/$/);
  // The home page carries the admin's stat block.
  await expect(page.getByRole("heading", { name: "Platform overview" })).toBeVisible();
  await page.goto("/sitemap");
  await expect(page.getByRole("link", { name: "Become a Tasker" })).toHaveCount(0);
});

test("a tasker has one name: the business name on the card and in the customer's Messages", async ({ page }) => {
  await logInAs(page, DEMO.customer);
  const taskers = (await (await page.request.get("/api/taskers?q=Brooks")).json()) as {
    userId: string;
    name: string;
  }[];
  const brooks = taskers.find((t) => t.name === "Brooks Home Services")!;
  await page.goto(`/messages?to=${brooks.userId}`);
  await page.getByLabel("Write a message").fill("Hello! Are you free next week?");
  await page.getByLabel("Write a message").press("Enter");
  await page.goto("/messages");
  await expect(page.getByRole("complementary", { name: "Conversations" })).toContainText("Brooks Home Services");
  await expect(page.getByRole("complementary", { name: "Conversations" })).not.toContainText("Taylor B.");
});

test("search: category, price and sort act at once", async ({ page }) => {
  await gotoInteractive(page, "/browse-taskers");
  await page.getByLabel("Category").selectOption("Mounting");
  await expect(page).toHaveURL(/category=Mounting/);
  await page.getByLabel("Price").selectOption("50");
  await expect(page).toHaveURL(/maxRate=50/);
  await page.getByLabel("Sort by").selectOption("price");
  await expect(page).toHaveURL(/sort=price/);
  const cards = page.getByRole("link", { name: /^View Profile of / });
  await expect(cards.first()).toBeVisible();
  const prices = (await page.getByText(/^\$\d+\.\d\d\/hr$/).allInnerTexts()).map((p) =>
    Number(p.replace(/[$/hr,]/g, "")),
  );
  expect(prices.length).toBeGreaterThan(0);
  expect(prices.every((p) => p <= 50)).toBe(true);
  expect(prices).toEqual([...prices].sort((a, b) => a - b));
});

test("footer as the seed client has it: the first 5 categories, Careers, Press and Blog lead to real pages; the sitemap lists every category", async ({
  page,
}) => {
  const categories = (await (await page.request.get("/api/categories")).json()) as { name: string }[];
  await page.goto("/sitemap");
  const footer = page.getByRole("contentinfo");
  const services = footer.getByRole("heading", { name: "Services" }).locator("xpath=..").getByRole("link");
  await expect(services).toHaveText(categories.slice(0, 5).map((c) => c.name));
  await expect(footer.getByRole("link", { name: "All services" })).toHaveCount(0);
  for (const c of categories)
    await expect(page.getByRole("main").getByRole("link", { name: c.name, exact: true })).toBeVisible();
  for (const page_ of ["Post a Task", "Become a Tasker", "Careers", "Press", "Blog"])
    await expect(page.getByRole("main").getByRole("link", { name: page_ })).toBeVisible();
  for (const link of [
    "About Us",
    "Careers",
    "Press",
    "Blog",
    "Help Center",
    "Safety",
    "Contact Us",
    "Terms",
    "Privacy",
    "Sitemap",
  ])
    await expect(footer.getByRole("link", { name: link, exact: true })).toBeVisible();

  // Each of the three is a page of its own, served rendered: its heading is in the HTML the server sends.
  for (const [name, path, heading] of [
    ["Careers", "/careers", "Careers at taskly"],
    ["Press", "/press", "Press"],
    ["Blog", "/blog", "The taskly blog"],
  ] as const) {
    const html = await (await page.request.get(path)).text();
    expect(html, path).toContain(`>${heading}</h1>`);
    await footer.getByRole("link", { name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole("heading", { level: 1, name: heading, exact: true })).toBeVisible();
    expect(await page.getByRole("main").getByRole("heading", { level: 2 }).count()).toBeGreaterThanOrEqual(2);
  }
});

test("the admin top bar says Logout, as the seed client has it", async ({ page }) => {
  await logInAs(page, DEMO.admin);
  await page.goto("/admin/dashboard");
  const logout = page.getByRole("button", { name: "Logout", exact: true });
  await expect(logout).toBeVisible();
  await expect(page.getByText("Sign Out")).toHaveCount(0);
  await logout.click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("link", { name: "Log In" })).toBeVisible();
});

test("sign-up: the name fields stay level when one shows an error", async ({ page }) => {
  await gotoInteractive(page, "/signup");
  await page.getByLabel("First name").fill("Lev");
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByText("Last name is required")).toBeVisible();
  // Both boxes read at one moment (focusing the field in error may scroll the page).
  const [first, last] = await page.evaluate(() =>
    ["firstName", "lastName"].map((id) => document.getElementById(id)!.getBoundingClientRect().toJSON()),
  );
  expect(Math.abs(first.top - last.top)).toBeLessThanOrEqual(1);
  expect(first.height).toBe(last.height);
});

test("matched taskers show their whole name at 1280 px", async ({ page }) => {
  await logInAs(page, DEMO.customer);
  const categories = (await (await page.request.get("/api/categories")).json()) as { id: string; name: string }[];
  const title = `Assemble a wardrobe ${Date.now().toString(36)}`;
  const posted = await page.request.post("/api/tasks", {
    data: {
      categoryId: categories.find((c) => c.name === "Furniture Assembly")!.id,
      title,
      description: "A large wardrobe, flat-packed.",
      location: "Austin, TX",
      budget: "$150",
      scheduledDate: new Date(Date.now() + 5 * 86_400_000).toISOString(),
    },
  });
  expect(posted.status()).toBe(201);
  await page.goto("/my-tasks");
  // The newest task comes first.
  await expect(page.getByRole("heading", { level: 2 }).first()).toHaveText(title);
  await page.getByRole("button", { name: "Invite taskers" }).first().click();
  const names = page.getByRole("list", { name: "Matched taskers" }).getByTestId("match-name").getByRole("link");
  await expect(names.first()).toBeVisible();
  await expect(names.filter({ hasText: "Brooks Home Services" })).toBeVisible();
  for (const link of await names.all()) {
    const cut = await link.evaluate((el) => el.scrollWidth > el.clientWidth);
    expect(cut, await link.innerText()).toBe(false);
  }
});

test("Messages: one empty state; on a phone the chat fills the screen and Back returns to the list", async ({
  page,
}) => {
  const email = uniqueEmail("phone-chat");
  await page.request.post("/api/auth/register", {
    data: { firstName: "Pia", lastName: "Phone", email, password: "phone-chat-pass" },
  });
  await page.goto("/messages");
  await expect(page.getByText("No conversations yet")).toBeVisible();
  await expect(page.getByText("Select a conversation")).toHaveCount(0);

  const taskers = (await (await page.request.get("/api/taskers?limit=1")).json()) as { userId: string }[];
  await page.request.post("/api/messages", { data: { content: "Hi, are you free?", receiverId: taskers[0].userId } });
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto("/messages");
  const row = page.getByRole("complementary", { name: "Conversations" }).getByRole("button").first();
  await row.click();
  const chat = page.getByRole("region", { name: /Conversation with/ });
  await expect(chat).toBeVisible();
  const box = (await chat.boundingBox())!;
  expect(box.width).toBe(360);
  expect(box.y + box.height).toBeGreaterThanOrEqual(739);
  expect(box.height).toBeGreaterThan(600);
  await expect(page.getByRole("contentinfo")).toBeHidden();
  await chat.getByRole("button", { name: "Back to conversations" }).click();
  await expect(chat).toHaveCount(0);
  await expect(row).toBeFocused();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});

test("My Profile at 360 px: a long e-mail address wraps at its @ or a dot, never inside a name", async ({ page }) => {
  const email = `maximiliana.${Date.now().toString(36)}@featherstonehaugh.example.com`;
  const signUp = await page.request.post("/api/auth/register", {
    data: { firstName: "Maxi", lastName: "Long", email, password: "long-address-pass" },
  });
  expect(signUp.status()).toBe(201);
  await page.setViewportSize({ width: 360, height: 780 });
  await gotoInteractive(page, "/profile");
  const address = page.getByRole("definition").filter({ hasText: "@featherstonehaugh" });
  await expect(address).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  // How many lines the address takes, and the most lines any one of its words takes.
  const lines = await address.evaluate((dd) => {
    const rows = (node: Node) => {
      const range = document.createRange();
      range.selectNodeContents(node);
      return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
    };
    const words: number[] = [];
    const walker = document.createTreeWalker(dd, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) words.push(rows(walker.currentNode));
    return { address: rows(dd), word: Math.max(...words) };
  });
  expect(lines.address).toBeGreaterThan(1);
  expect(lines.word).toBe(1);
});
