// Screens follow the other side live: the customer's open task page shows a tasker's new offer, and
// the tasker's open dashboard shows the booking the customer makes, neither reloading.
import { expectNotReloaded, openLive } from "./live";
import { GOOD_CARD, newCustomer, newTasker, shootBothWidths } from "./money-parties";
import { expect, test } from "./fixtures";

test("the customer's task page shows a new offer, and the tasker's dashboard the booking, without a reload", async ({
  page: customer,
  browser,
}) => {
  await newCustomer(customer);
  const tasker = await newTasker(browser);
  const categories = (await (await customer.request.get("/api/categories")).json()) as { id: string; name: string }[];
  const title = `Hang shelves ${Date.now().toString(36)}`;
  const task = (await (
    await customer.request.post("/api/tasks", {
      data: {
        categoryId: categories.find((c) => c.name === "Mounting")!.id,
        title,
        description: "Three floating shelves.",
        location: "Austin",
        scheduledDate: new Date(),
      },
    })
  ).json()) as { id: string };
  const taskPage = `/booking/${task.id}`;
  await openLive(customer, taskPage, "unread");
  await expect(customer.getByText("No offers yet")).toBeVisible();
  await openLive(tasker.page, "/tasker-dashboard", "unread");
  await expect(tasker.page.getByText("Nothing booked yet.")).toBeVisible();
  await expect(tasker.page.getByText("No pending offers or invitations.")).toBeVisible();

  // The tasker offers: the customer's open page lists it, and the tasker's dashboard counts it pending.
  const offer = await tasker.page.request.post(`/api/tasks/${task.id}/offers`, {
    data: { message: "Laser level and anchors included.", proposedRate: "70.00", estimatedDuration: 2 },
  });
  expect(offer.status()).toBe(201);
  const offerId = ((await offer.json()) as { id: string }).id;
  await expect(customer.getByText("No offers yet")).toHaveCount(0);
  await expect(customer.getByText("Laser level and anchors included.")).toBeVisible();
  await expect(customer.getByRole("listitem").filter({ hasText: "Ezra" })).toHaveCount(1);
  await expect(tasker.page.getByText("Offer pending")).toBeVisible();
  await expectNotReloaded(customer, taskPage);

  // The customer books it: the tasker's open dashboard shows the booking, and the offer no longer pending.
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
  const upcoming = tasker.page.getByRole("heading", { name: "Upcoming bookings" }).locator("xpath=../..");
  await expect(upcoming.getByText(title)).toBeVisible();
  await expect(upcoming.getByText("Nothing booked yet.")).toHaveCount(0);
  await expect(tasker.page.getByText("Offer pending")).toHaveCount(0);
  await expectNotReloaded(tasker.page, "/tasker-dashboard");
  await expectNotReloaded(customer, taskPage);
  if (process.env.E2E_SCREENSHOTS) await shootBothWidths(tasker.page, "live-dashboard");
  await tasker.context.close();
});
