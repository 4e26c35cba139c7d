// The notification bell follows the other side live: a tasker's offer turns the customer's bell to
// 1 unread without a reload, the panel lists it and marking it read clears the count; the customer's
// booking does the same for the tasker's bell; the Notifications page lists everything. By keyboard,
// axe clean, and at 360 px without sideways scroll.
import type { Page } from "@playwright/test";
import { expectNotReloaded, openLive } from "./live";
import { GOOD_CARD, newCustomer, newTasker } from "./money-parties";
import { expect, expectNoAxeViolations, expectNoSidewaysScroll, PHONE_WIDTH, test } from "./fixtures";
import { expectVisibleFocus, tabTo } from "./keyboard";

const bell = (page: Page) => page.getByRole("button", { name: /^Notifications/ });
const shots = Boolean(process.env.E2E_SCREENSHOTS);

test("the bell counts what the other side does, live; the panel lists it and marking it read clears it", async ({
  page: customer,
  browser,
}) => {
  await newCustomer(customer);
  const tasker = await newTasker(browser);
  const categories = (await (await customer.request.get("/api/categories")).json()) as { id: string; name: string }[];
  const title = `Mount a TV ${Date.now().toString(36)}`;
  const task = (await (
    await customer.request.post("/api/tasks", {
      data: {
        categoryId: categories.find((c) => c.name === "Mounting")!.id,
        title,
        description: "A 65 inch TV on drywall.",
        location: "Austin",
        scheduledDate: new Date(),
      },
    })
  ).json()) as { id: string };

  await openLive(customer, "/");
  await expect(bell(customer)).toHaveAccessibleName("Notifications");
  await openLive(tasker.page, "/tasker-dashboard");
  await expect(bell(tasker.page)).toHaveAccessibleName("Notifications");

  // The tasker offers: the customer's bell says so at once.
  const offer = await tasker.page.request.post(`/api/tasks/${task.id}/offers`, {
    data: { message: "Laser level and anchors included.", proposedRate: "70.00", estimatedDuration: 2 },
  });
  expect(offer.status()).toBe(201);
  const offerId = ((await offer.json()) as { id: string }).id;
  await expect(bell(customer)).toHaveAccessibleName("Notifications, 1 unread");
  await expect(customer.getByTestId("notification-count")).toHaveText("1");
  // The tasker acted: their own bell stays as it was.
  await expect(bell(tasker.page)).toHaveAccessibleName("Notifications");
  await expectNotReloaded(customer);

  // By keyboard: Tab to the bell, Enter opens the panel with the offer, unread.
  await tabTo(customer, bell(customer));
  await expectVisibleFocus(customer);
  await customer.keyboard.press("Enter");
  const panel = customer.getByRole("dialog", { name: "Notifications" });
  await expect(panel).toBeVisible();
  const item = panel.getByRole("link", { name: `Unread: Ezra Mounts sent an offer on '${title}'` });
  await expect(item).toBeVisible();
  await expect(item).toHaveAttribute("href", "/my-tasks");
  await expect(panel.getByRole("link", { name: "See all notifications" })).toBeVisible();
  await expectNoAxeViolations(customer, "the bell's panel");
  if (shots) await customer.screenshot({ path: ".tmp/screens/notifications-panel-1280.png" });
  await customer.keyboard.press("Escape");
  await expect(panel).toBeHidden();
  await expect(bell(customer)).toBeFocused();

  // At a phone's width the bell and its panel fit.
  await customer.setViewportSize({ width: PHONE_WIDTH, height: 780 });
  await expectNoSidewaysScroll(customer, "/ with the bell");
  await bell(customer).click();
  await expect(panel).toBeVisible();
  await expectNoAxeViolations(customer, "the bell's panel at 360 px");
  if (shots) await customer.screenshot({ path: ".tmp/screens/notifications-panel-360.png" });

  // Marking it read clears the count.
  await panel.getByRole("button", { name: `Mark read: Ezra Mounts sent an offer on '${title}'` }).click();
  await expect(bell(customer)).toHaveAccessibleName("Notifications");
  await expect(customer.getByTestId("notification-count")).toHaveCount(0);
  // Still listed, no longer unread (its name is its sentence and when it happened).
  await expect(panel.getByRole("link", { name: new RegExp(`^Ezra Mounts sent an offer on '${title}'`) })).toBeVisible();
  await customer.keyboard.press("Escape");
  await customer.setViewportSize({ width: 1280, height: 800 });

  // The customer books the offer: now the tasker's bell counts it, live.
  const booked = await customer.request.post("/api/bookings", {
    data: {
      taskId: task.id,
      offerId,
      duration: 2,
      totalAmount: "147.00",
      card: GOOD_CARD,
      scheduledDate: new Date(Date.now() + 60 * 60_000).toISOString(),
    },
  });
  expect(booked.status()).toBe(201);
  await expect(bell(tasker.page)).toHaveAccessibleName("Notifications, 1 unread");
  await expect(bell(customer)).toHaveAccessibleName("Notifications");
  await expectNotReloaded(tasker.page);
  if (shots) await tasker.page.screenshot({ path: ".tmp/screens/notifications-bell-1280.png" });

  // The tasker's See all: the Notifications page, where Mark all read clears the bell.
  await bell(tasker.page).click();
  await tasker.page.getByRole("link", { name: "See all notifications" }).click();
  await expect(tasker.page.getByRole("heading", { level: 1, name: "Notifications" })).toBeVisible();
  const list = tasker.page.getByRole("list", { name: "Notifications", exact: true });
  await expect(list.getByRole("link", { name: `Unread: Paula P. booked you for '${title}'` })).toBeVisible();
  await expectNoAxeViolations(tasker.page, "/notifications");
  if (shots) await tasker.page.screenshot({ path: ".tmp/screens/notifications-page-1280.png", fullPage: true });
  await tasker.page.setViewportSize({ width: PHONE_WIDTH, height: 780 });
  await expectNoAxeViolations(tasker.page, "/notifications at 360 px");
  if (shots) await tasker.page.screenshot({ path: ".tmp/screens/notifications-page-360.png", fullPage: true });
  await tasker.page.getByRole("button", { name: "Mark all read" }).click();
  await expect(bell(tasker.page)).toHaveAccessibleName("Notifications");
  await expect(list.getByRole("link", { name: new RegExp(`^Paula P. booked you for '${title}'`) })).toBeVisible();
  await tasker.context.close();
});
