// Customer tour: the demo customer walks every customer screen (loaded, empty, error and
// loading states); each passes axe and fits the window.
import type { Page } from "@playwright/test";
import { DEMO, expect, expectNoAxeViolations, gotoInteractive, logInAs, test, uniqueEmail } from "./fixtures";

async function look(page: Page, name: string): Promise<void> {
  await page.waitForLoadState("networkidle");
  await expectNoAxeViolations(page, name);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, `${name} fits`).toBeLessThanOrEqual(1280);
}

// Visits to a tasker and a task that do not exist answer 404: that is the point of those screens.
test.use({ allowFailedRequests: /^404 GET \/(taskers|api\/tasks)\/00000000-0000-4000-8000-000000000000$/ });

interface ApiTask {
  id: string;
  title: string;
  status: string;
}

test("signed out: home, browse, profile, login and signup look finished", async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await look(page, "home");
  await page.goto("/browse-taskers");
  await expect(page.getByText(/\d+ taskers? found/)).toBeVisible();
  await look(page, "browse");
  await page.goto("/browse-taskers?q=zzzqqqxx");
  await expect(page.getByText("No taskers found")).toBeVisible();
  await look(page, "browse-empty");
  const first = (await (await page.request.get("/api/taskers?limit=1")).json()) as { id: string }[];
  await page.goto(`/taskers/${first[0].id}`);
  await expect(page.getByRole("link", { name: "Hire Tasker" })).toBeVisible();
  await look(page, "profile");
  await page.goto("/taskers/00000000-0000-4000-8000-000000000000");
  await expect(page.getByRole("heading", { name: "Tasker not found" })).toBeVisible();
  await look(page, "profile-missing");
  await page.goto("/post-task");
  await expect(page.getByText("Authentication Required")).toBeVisible();
  await look(page, "post-task-signed-out");
  await page.goto("/login");
  await page.getByRole("button", { name: "Log In" }).click();
  await expect(page.getByText("Please enter your username or email")).toBeVisible();
  await look(page, "login-errors");
  await page.goto("/signup");
  await look(page, "signup");
});

test("the demo customer's screens: loaded, empty and error states", async ({ page }) => {
  test.setTimeout(240_000);
  await logInAs(page, DEMO.customer);
  await look(page, "home-signed-in");
  await page.getByRole("button", { name: /^Account menu for/ }).click();
  await expect(page.getByRole("menuitem", { name: "My Bookings" })).toBeVisible();
  await page.keyboard.press("Escape");

  await page.goto("/my-tasks");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await look(page, "my-tasks");
  await page.goto("/my-bookings");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await look(page, "my-bookings");
  // The Message button of a booking opens the conversation with the other party about its task.
  const booking = page.getByTestId("booking-item").first();
  if (await booking.isVisible()) {
    await booking.getByRole("link", { name: /^Message / }).click();
    await expect(page).toHaveURL(/\/messages\?booking=[0-9a-f-]{36}/);
    await expect(page.getByRole("textbox", { name: /message/i }).last()).toBeVisible();
  }
  await page.goto("/messages");
  await look(page, "messages");
  await page.setViewportSize({ width: 360, height: 780 });
  await page.getByRole("complementary", { name: "Conversations" }).getByRole("button").first().click();
  await expect(page.getByRole("region", { name: /^Conversation with/ })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth), "a thread fits 360 px").toBeLessThanOrEqual(
    360,
  );
  await page.setViewportSize({ width: 1280, height: 800 });
  await look(page, "messages-thread");

  // A task of our own without offers yet: 'No offers yet'.
  const categories = (await (await page.request.get("/api/categories")).json()) as { id: string }[];
  const posted = await page.request.post("/api/tasks", {
    data: {
      categoryId: categories[0].id,
      title: "Hang two picture frames",
      description: "Two frames in the hallway, drywall.",
      location: "Austin, TX",
      budget: "$80",
      scheduledDate: new Date(Date.now() + 7 * 86_400_000).toISOString(),
    },
  });
  expect(posted.status()).toBe(201);
  const fresh = (await posted.json()) as ApiTask;
  await page.goto(`/booking/${fresh.id}`);
  await expect(page.getByText("No offers yet")).toBeVisible();
  await look(page, "booking-no-offers");
  // The seeded task with offers (earlier journeys may have booked it: then any open one).
  const mine = (await (await page.request.get("/api/tasks/mine?status=open")).json()) as ApiTask[];
  const task =
    mine.find((t) => t.title === "Mount 65-inch TV above fireplace") ?? mine.find((t) => t.id !== fresh.id) ?? fresh;
  await page.goto(`/booking/${task.id}`);
  await expect(page.getByTestId("offer-card").or(page.getByText("No offers yet")).first()).toBeVisible();
  await look(page, "booking");
  await page.goto("/booking/00000000-0000-4000-8000-000000000000");
  await expect(page.getByRole("heading", { name: "Task not found" })).toBeVisible();
  await look(page, "booking-missing");
  const all = (await (await page.request.get("/api/tasks/mine")).json()) as ApiTask[];
  const closed = all.find((t) => t.status !== "open");
  if (closed) {
    await page.goto(`/booking/${closed.id}`);
    await expect(page.getByRole("heading", { name: "Task not available" })).toBeVisible();
    await look(page, "booking-unavailable");
  }
  const first = (await (await page.request.get("/api/taskers?limit=1")).json()) as { id: string }[];
  await page.goto(`/book-tasker/${first[0].id}`);
  await look(page, "hire-panel");
  await page.goto("/post-task");
  await look(page, "post-task");

  // Currency switch: every price on the booking screen and on My Bookings follows, without a reload;
  // beside the total, one line still says what the card is charged in USD.
  await page.goto(`/book-tasker/${first[0].id}`);
  await expect(page.getByTestId("total")).toHaveText(/^\$/);
  await expect(page.getByTestId("charged-in-usd")).toHaveCount(0);
  await page.getByRole("button", { name: /Change currency/ }).click();
  await page.getByRole("button", { name: /EUR\s*Euro/ }).click();
  await expect(page.getByTestId("total")).toHaveText(/^€[\d,]+\.\d{2}$/);
  await expect(page.getByTestId("charged-in-usd")).toHaveText(/^Charged in USD: \$[\d,]+\.\d{2}$/);
  expect((await page.locator("main").innerText()).replace(/Charged in USD: \$[\d,.]+/, "")).not.toContain("$");
  await page.goto(`/booking/${task.id}`);
  for (const total of await page.getByTestId("offer-total").all()) await expect(total).toHaveText(/^€[\d,]+\.\d{2}$/);
  await expect(page.locator("main")).not.toContainText("$");
  await page.goto("/my-bookings");
  await expect(page.getByTestId("booking-total").first()).toHaveText(/^€/);
  await expect(page.locator("main")).not.toContainText("$");
});

test("a new customer sees the empty states", async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto("/signup");
  await page.getByLabel("First name").fill("Nora");
  await page.getByLabel("Last name").fill("Quinn");
  await page.getByLabel("Email").fill(uniqueEmail("tour"));
  await page.getByLabel("Password", { exact: true }).fill("tour-pass-123");
  await page.getByLabel("Confirm password").fill("tour-pass-123");
  await page.getByRole("button", { name: /create account|sign up/i }).click();
  await expect(page.getByText("Account created successfully!", { exact: true })).toBeVisible();
  await page.goto("/my-tasks");
  await look(page, "my-tasks-empty");
  await page.goto("/my-bookings");
  await look(page, "my-bookings-empty");
  await page.goto("/messages");
  await expect(page.getByText("No conversations yet")).toBeVisible();
  await look(page, "messages-empty");
  const first = (await (await page.request.get("/api/taskers?limit=1")).json()) as { id: string }[];
  await page.goto(`/book-tasker/${first[0].id}`);
  await look(page, "hire-panel-no-tasks");
});

test.describe("slow and failing API", () => {
  test.use({ allowFailedRequests: /^500 / });

  test("loading skeletons, then friendly errors when the API fails", async ({ page }) => {
    test.setTimeout(180_000);
    await logInAs(page, DEMO.customer);
    // Loading: hold the lists for a moment and look at the skeletons.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/api\/(bookings\?|tasks\/mine|users\/[^/]+\/conversations)/, async (route) => {
      await held;
      await route.continue().catch(() => undefined);
    });
    for (const [url, name] of [
      ["/my-bookings", "my-bookings"],
      ["/my-tasks", "my-tasks"],
      ["/messages", "messages"],
    ] as const) {
      await page.goto(url);
      await expect(page.locator(".animate-shimmer").first()).toBeVisible();
      await page.screenshot({ path: `.tmp/screens/tour-${name}-loading-1280.png` });
    }
    release();
    await page.unroute(/\/api\/(bookings\?|tasks\/mine|users\/[^/]+\/conversations)/);

    // Errors: a failing API shows a message, never a blank screen.
    await page.route(/\/api\/(bookings\?|tasks\/mine|users\/[^/]+\/conversations)/, (route) =>
      route.fulfill({
        status: 500,
        contentType: "application/json",
        body: JSON.stringify({ message: "Internal Server Error" }),
      }),
    );
    await page.goto("/my-bookings");
    await expect(page.getByText("We couldn't load your bookings")).toBeVisible();
    await look(page, "my-bookings-error");
    await page.goto("/my-tasks");
    await expect(
      page
        .getByRole("alert")
        .or(page.getByText(/couldn't load|went wrong/i))
        .first(),
    ).toBeVisible();
    await look(page, "my-tasks-error");
    await page.goto("/messages");
    await expect(page.getByRole("alert").first()).toBeVisible();
    await look(page, "messages-error");
  });
});

test("keyboard: the message dialog traps focus, Escape closes it and focus returns", async ({ page }) => {
  await logInAs(page, DEMO.customer);
  const first = (await (await page.request.get("/api/taskers?limit=1")).json()) as { id: string }[];
  await gotoInteractive(page, `/taskers/${first[0].id}`);
  const open = page.getByRole("button", { name: "Message", exact: true });
  await open.focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Send Message to Tasker" });
  await expect(dialog).toBeVisible();
  for (let i = 0; i < 6; i += 1) {
    await page.keyboard.press("Tab");
    expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
  await expect(open).toBeFocused();
});

test("a customer cancels a booking: the refund is previewed, the booking shows Cancelled, no request fails", async ({
  page,
  browser,
}) => {
  // A new customer with a confirmed booking three days ahead (free cancellation), made through the API.
  await page.request.post("/api/auth/register", {
    data: { firstName: "Casey", lastName: "Cancel", email: uniqueEmail("cancel"), password: "cancel-journey-pass" },
  });
  const taskerContext = await browser.newContext();
  const tasker = await taskerContext.newPage();
  await tasker.request.post("/api/auth/register", {
    data: {
      firstName: "Theo",
      lastName: "Tasker",
      email: uniqueEmail("cancel-tasker"),
      password: "cancel-journey-pass",
      userType: "tasker",
    },
  });
  await tasker.request.post("/api/taskers", {
    data: { businessName: "Theo Mounts", description: "Mounting, any day.", skills: ["Mounting"], hourlyRate: "60.00" },
  });
  const categories = (await (await page.request.get("/api/categories")).json()) as { id: string; name: string }[];
  const title = `Hang shelves ${Date.now().toString(36)}`;
  const task = (await (
    await page.request.post("/api/tasks", {
      data: {
        categoryId: categories.find((c) => c.name === "Mounting")!.id,
        title,
        description: "Three floating shelves.",
        location: "Austin",
        scheduledDate: new Date(),
      },
    })
  ).json()) as ApiTask;
  const offer = await tasker.request.post(`/api/tasks/${task.id}/offers`, {
    data: { message: "Happy to hang them with wall anchors.", proposedRate: "60.00", estimatedDuration: 2 },
  });
  const booked = await page.request.post("/api/bookings", {
    data: {
      taskId: task.id,
      offerId: ((await offer.json()) as { id: string }).id,
      duration: 2,
      totalAmount: "126.00",
      card: { number: "4242 4242 4242 4242", expiry: "12/39", cvc: "123" },
      scheduledDate: new Date(Date.now() + 3 * 24 * 3600_000).toISOString(),
    },
  });
  expect(booked.status()).toBe(201);
  await taskerContext.close();

  await gotoInteractive(page, "/my-bookings");
  const item = page.getByTestId("booking-item").filter({ hasText: title });
  await expect(item).toContainText("Confirmed");
  await item.getByRole("button", { name: "Cancel" }).click();
  const dialog = page.getByRole("dialog", { name: "Cancel this booking?" });
  await expect(dialog.getByTestId("cancel-refund")).toHaveText("$126.00");
  await expect(dialog.getByTestId("cancel-fee")).toHaveText("$0.00");
  await dialog.getByRole("button", { name: "Cancel booking" }).click();
  await expect(page.getByText("Booking cancelled", { exact: true })).toBeVisible();
  await expect(dialog).toHaveCount(0);
  // It leaves the upcoming bookings for the past ones, marked Cancelled with its refund.
  await expect(item).toHaveCount(0);
  await page.getByRole("tab", { name: "Past" }).click();
  await expect(item).toContainText("Cancelled");
  await page.waitForLoadState("networkidle");
});
