// Every screen fits a 360 px wide phone: nothing scrolls sideways, booking cards in every state
// included. (Every journey checks it too: axe at 360 px and the screen a journey ends on at 360 px.)
import type { Page } from "@playwright/test";
import { TEXT_PAGE_PATHS } from "../../src/contract/public-pages";
import { DEMO, expect, expectNoAxeViolations, expectNoSidewaysScroll, logInAs, PHONE_WIDTH, test } from "./fixtures";
import { bookedJob, GOOD_CARD, newCustomer, newTasker } from "./money-parties";

// The not-found screen answers 404: that is the point of visiting it.
test.use({ allowFailedRequests: /^404 GET \/no-such-page$/ });

const PUBLIC = [
  "/",
  "/browse-taskers",
  "/browse-taskers?q=mount",
  "/login",
  "/signup",
  "/no-such-page",
  ...TEXT_PAGE_PATHS,
  "/sitemap",
  "/messages",
];
const ADMIN = ["/admin/dashboard", "/admin/users", "/admin/tasks", "/admin/taskers", "/admin/audit"];

async function visitFits(page: Page, url: string) {
  await page.goto(url);
  await page.waitForLoadState("networkidle");
  await expectNoSidewaysScroll(page, url);
}

test("public screens fit 360 px", async ({ page }) => {
  await page.setViewportSize({ width: PHONE_WIDTH, height: 780 });
  for (const url of PUBLIC) await visitFits(page, url);
  const first = await (await page.request.get("/api/taskers?limit=1")).json();
  await visitFits(page, `/taskers/${first[0].id}`);
});

test("admin screens fit 360 px", async ({ page }) => {
  await logInAs(page, DEMO.admin);
  await page.setViewportSize({ width: PHONE_WIDTH, height: 780 });
  for (const url of ADMIN) await visitFits(page, url);
});

/** My Bookings on `tab`, settled (every card's money read), and checked at 360 px. */
async function bookingsFit(page: Page, tab: "Upcoming" | "Past", screen: string) {
  await page.goto("/my-bookings");
  await page.getByRole("tab", { name: tab }).click();
  await expect(
    page
      .getByTestId("booking-item")
      .or(page.getByText(/^No (past|upcoming) bookings$/))
      .first(),
  ).toBeVisible();
  await page.waitForLoadState("networkidle");
  for (const problem of await page.getByText("Report a problem").all()) await problem.click();
  await expectNoSidewaysScroll(page, screen);
  await expectNoAxeViolations(page, screen);
}

/** Two bookings of the customer with `tasker` days ahead: one confirmed, one cancelled. */
async function futureBookings(customer: Page, tasker: Page) {
  const categories = (await (await customer.request.get("/api/categories")).json()) as { id: string; name: string }[];
  for (const days of [3, 5]) {
    const when = new Date(Date.now() + days * 86_400_000).toISOString();
    const task = (await (
      await customer.request.post("/api/tasks", {
        data: {
          categoryId: categories.find((c) => c.name === "Mounting")!.id,
          title: `Mount a long mirror in the upstairs hallway ${days}`,
          description: "One heavy mirror.",
          location: "Austin",
          scheduledDate: when,
        },
      })
    ).json()) as { id: string };
    const offer = (await (
      await tasker.request.post(`/api/tasks/${task.id}/offers`, {
        data: { message: "I can come with anchors and a level.", proposedRate: "70.00", estimatedDuration: 2 },
      })
    ).json()) as { id: string };
    const booked = await customer.request.post("/api/bookings", {
      data: {
        taskId: task.id,
        offerId: offer.id,
        duration: 2,
        totalAmount: "147.00",
        card: GOOD_CARD,
        scheduledDate: when,
      },
    });
    expect(booked.status()).toBe(201);
    if (days === 5) {
      const id = ((await booked.json()) as { id: string }).id;
      expect((await customer.request.post(`/api/bookings/${id}/cancel`)).status()).toBe(200);
    }
  }
}

test("booking cards in every state fit 360 px, on both sides", async ({ page, browser }) => {
  test.setTimeout(240_000);
  await newCustomer(page);
  const kept = { card: GOOD_CARD, saveCard: true };
  // A tasker starts a job within the hour before it: each running or finished job has its own tasker.
  const taskers: Page[] = [];
  const tasker = async () => {
    const made = await newTasker(browser);
    taskers.push(made.page);
    return made.page;
  };
  // Completed and held (release, receipt, review, tip, report a problem), plus one confirmed days
  // ahead (the tasker's 'Available from …' button, change time, cancel) and one cancelled.
  const first = await tasker();
  await bookedJob(page, first, { payment: kept });
  await futureBookings(page, first);
  // Completed and disputed: the tasker's answer form.
  const disputed = await bookedJob(page, await tasker(), { payment: kept });
  const dispute = await page.request.post(`/api/bookings/${disputed.bookingId}/disputes`, {
    data: { reason: "damage", requestedRefund: "40.00", details: "The frame scratched the wall paint." },
  });
  expect(dispute.status()).toBe(201);
  // In progress: the price-change form; and one with a change waiting for the customer.
  await bookedJob(page, await tasker(), { payment: kept, status: "in_progress" });
  const changer = await tasker();
  const waiting = await bookedJob(page, changer, { payment: kept, status: "in_progress" });
  const change = await changer.request.post(`/api/bookings/${waiting.bookingId}/adjustments`, {
    data: { kind: "expense", amount: "12.00", note: "Two extra wall anchors." },
  });
  expect(change.status()).toBe(201);

  await page.setViewportSize({ width: PHONE_WIDTH, height: 780 });
  await bookingsFit(page, "Upcoming", "the customer's upcoming bookings");
  await bookingsFit(page, "Past", "the customer's past bookings");
  for (const [i, side] of taskers.entries()) {
    await side.setViewportSize({ width: PHONE_WIDTH, height: 780 });
    await bookingsFit(side, "Upcoming", `tasker ${i + 1}'s upcoming bookings`);
    await bookingsFit(side, "Past", `tasker ${i + 1}'s past bookings`);
    await side.context().close();
  }
});
