// The people and jobs of the money journeys, made through the API: a new customer (signed in on the
// given page), a new tasker at 70.00 an hour in a browser context of their own, the customer's task
// with the tasker's offer of 2 hours, and that offer booked, started and completed (147.00 paid).
import type { Browser, BrowserContext, Page } from "@playwright/test";
import { expect, expectNoSidewaysScroll, PHONE_WIDTH, uniqueEmail } from "./fixtures";

export const GOOD_CARD = { number: "4242 4242 4242 4242", expiry: "12/39", cvc: "123" };

/** Full-page screenshots at 1280 and 360 px wide in .tmp/screens/, for a human look; at 360 px the
 *  screen must fit the phone. */
export async function shootBothWidths(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `.tmp/screens/${name}-1280.png`, fullPage: true });
  await page.setViewportSize({ width: PHONE_WIDTH, height: 780 });
  await expectNoSidewaysScroll(page, name);
  await page.screenshot({ path: `.tmp/screens/${name}-360.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
}

export interface Tasker {
  page: Page;
  context: BrowserContext;
}

/** Signs `page` up as a new customer; returns their e-mail. */
export async function newCustomer(page: Page): Promise<string> {
  const email = uniqueEmail("payer");
  await page.request.post("/api/auth/register", {
    data: { firstName: "Paula", lastName: "Payer", email, password: "money-journey-pass" },
  });
  return email;
}

/** A new tasker with a listed profile ("Ezra Mounts"); `prepare` sets up their browser context first. */
export async function newTasker(
  browser: Browser,
  prepare?: (context: BrowserContext) => Promise<void>,
): Promise<Tasker> {
  const context = await browser.newContext();
  await prepare?.(context);
  const page = await context.newPage();
  await page.request.post("/api/auth/register", {
    data: {
      firstName: "Ezra",
      lastName: "Earner",
      email: uniqueEmail("earner"),
      password: "money-journey-pass",
      userType: "tasker",
    },
  });
  await page.request.post("/api/taskers", {
    data: {
      businessName: "Ezra Mounts",
      description: "Mounting, same day.",
      skills: ["Mounting"],
      hourlyRate: "70.00",
    },
  });
  return { page, context };
}

/** The customer's new Mounting task and the tasker's offer on it (2 hours at 70.00). */
export async function taskWithOffer(customer: Page, tasker: Page) {
  const categories = (await (await customer.request.get("/api/categories")).json()) as { id: string; name: string }[];
  const title = `Mount a mirror ${Date.now().toString(36)}`;
  const task = (await (
    await customer.request.post("/api/tasks", {
      data: {
        categoryId: categories.find((c) => c.name === "Mounting")!.id,
        title,
        description: "One heavy mirror.",
        location: "Austin",
        scheduledDate: new Date(),
      },
    })
  ).json()) as { id: string };
  const offer = await tasker.request.post(`/api/tasks/${task.id}/offers`, {
    data: { message: "I can come by right away with anchors.", proposedRate: "70.00", estimatedDuration: 2 },
  });
  return { taskId: task.id, offerId: ((await offer.json()) as { id: string }).id, title };
}

/**
 * The offer booked in half an hour with `payment` (card fields or a payment method id, and whether the
 * card is kept), then started, and completed unless `status` says in progress.
 */
export async function bookedJob(
  customer: Page,
  tasker: Page,
  {
    payment = { card: GOOD_CARD },
    status = "completed",
  }: { payment?: object; status?: "in_progress" | "completed" } = {},
) {
  const { taskId, offerId, title } = await taskWithOffer(customer, tasker);
  const booked = await customer.request.post("/api/bookings", {
    data: {
      taskId,
      offerId,
      duration: 2,
      totalAmount: "147.00",
      ...payment,
      scheduledDate: new Date(Date.now() + 30 * 60_000).toISOString(),
    },
  });
  expect(booked.status()).toBe(201);
  const bookingId = ((await booked.json()) as { id: string }).id;
  for (const step of status === "completed" ? ["start", "complete"] : ["start"]) {
    expect((await tasker.request.post(`/api/bookings/${bookingId}/${step}`)).status()).toBe(200);
  }
  return { bookingId, title };
}

/** The offer booked with `payment`, started and completed (147.00 paid). */
export const completedJob = (customer: Page, tasker: Page, payment: object = { card: GOOD_CARD }) =>
  bookedJob(customer, tasker, { payment });
