// Payments with Stripe, in the browser: the payment step loads Stripe.js (a stand-in served for
// https://js.stripe.com, fake-stripe-js.ts) only now, shows Stripe's card field and its messages,
// sends a PaymentMethod id, and keeps the card with consent; a tasker sets up payouts on Stripe's
// pages (a stand-in for connect.stripe.com), sees where the setup stands, and released money goes to
// their Stripe account at once. The server talks to the loopback fake of the Stripe API (server.ts).
import type { BrowserContext, Page } from "@playwright/test";
import Stripe from "stripe";
import { expect, expectNoAxeViolations, gotoInteractive, test } from "../e2e/fixtures";
import { completedJob, newCustomer, newTasker, shootBothWidths, taskWithOffer } from "../e2e/money-parties";
import { installFakeStripe } from "./fake-stripe-js";
import { STRIPE_WEBHOOK_SECRET } from "./stripe-settings";

const FAKE_STRIPE_JS = `(${installFakeStripe.toString()})();`;
const serveStripeJs = (context: BrowserContext) =>
  context.route("https://js.stripe.com/**", (route) =>
    route.fulfill({ contentType: "text/javascript", body: FAKE_STRIPE_JS }),
  );

/** Stripe's hosted onboarding stand-in: one link back to where Stripe returns the tasker. */
const serveStripeOnboarding = (context: BrowserContext, baseURL: string) =>
  context.route("https://connect.stripe.com/**", (route) =>
    route.fulfill({
      contentType: "text/html",
      body: `<!doctype html><html lang="en"><title>Stripe</title><h1>Stripe onboarding (test)</h1>
        <a href="${baseURL}/tasker-dashboard?payouts=connected">Return to taskly</a></html>`,
    }),
  );

/** Stripe tells taskly what it decided about the tasker's connected account. */
async function accountUpdated(page: Page, accountId: string, detailsSubmitted: boolean, payoutsEnabled: boolean) {
  const event = {
    id: `evt_${Date.now()}_${Math.random().toString(36).slice(2)}`,
    object: "event",
    type: "account.updated",
    data: {
      object: {
        id: accountId,
        object: "account",
        details_submitted: detailsSubmitted,
        payouts_enabled: payoutsEnabled,
      },
    },
  };
  const payload = JSON.stringify(event);
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: STRIPE_WEBHOOK_SECRET });
  const res = await page.request.post("/api/payments/webhooks/stripe", {
    headers: { "content-type": "application/json", "stripe-signature": signature },
    data: payload,
  });
  expect(res.status()).toBe(200);
}

async function fillStripeCard(page: Page, number: string): Promise<void> {
  await page.getByLabel("Card number").fill(number);
  await page.getByLabel("Expiration date MM / YY").fill("12 / 34");
  await page.getByLabel("CVC").fill("123");
  await page.getByLabel("CVC").blur();
}

test.describe("the payment step", () => {
  // The declined card is the point: its 402 is expected.
  test.use({ allowFailedRequests: /^402 POST \/api\/bookings$/ });

  test("the customer pays in Stripe's card field: its messages, a declined card, then the booking with the card kept", async ({
    page,
    browser,
    context,
  }) => {
    test.setTimeout(150_000);
    await serveStripeJs(context);
    await newCustomer(page);
    const tasker = await newTasker(browser);
    const { taskId, title } = await taskWithOffer(page, tasker.page);
    await tasker.context.close();

    await gotoInteractive(page, `/booking/${taskId}`);
    await page.getByRole("button", { name: "Select Ezra Mounts" }).click();
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page.getByRole("grid").first()).toBeVisible();
    await page.locator("[data-day] button:not([disabled])").first().click();
    await page.getByRole("radiogroup").getByRole("radio").first().click();
    await page.getByRole("button", { name: "Continue" }).click();

    // Stripe.js is loaded now, from Stripe, and its card field replaces taskly's card inputs.
    await expect(page.getByRole("heading", { name: "Payment" })).toBeVisible();
    await expect(page.getByLabel("Card number")).toBeVisible();
    await expect(page.locator('script[src^="https://js.stripe.com/"]')).toHaveCount(1);
    await expect(page.getByLabel("Expiry")).toHaveCount(0);

    await fillStripeCard(page, "4242 4242 4242 4241");
    await expect(page.getByRole("alert").filter({ hasText: "Your card number is invalid." })).toBeVisible();
    await page.getByRole("button", { name: "Confirm Booking" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Your card number is invalid." })).toBeVisible();
    await expectNoAxeViolations(page, "payment step with Stripe");
    await shootBothWidths(page, "stripe-payment-step");

    await fillStripeCard(page, "4000 0000 0000 0002");
    await page.getByRole("button", { name: "Confirm Booking" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Your card was declined" })).toBeVisible();

    await page.getByRole("checkbox", { name: /Keep this card/ }).check();
    await fillStripeCard(page, "4242 4242 4242 4242");
    await page.getByRole("button", { name: "Confirm Booking" }).click();
    await expect(page.getByText("Booking confirmed!", { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/my-bookings$/);
    const bookings = (await (await page.request.get("/api/bookings?role=customer")).json()) as { id: string }[];
    const extras = await page.request.get(`/api/bookings/${bookings[0].id}/extras`);
    expect(await extras.json()).toMatchObject({ savedCard: { brand: "visa", last4: "4242" } });
    await expect(page.getByTestId("booking-item").filter({ hasText: title })).toContainText("Confirmed");
  });
});

test("a tasker sets up payouts with Stripe; money waits until Stripe enables them, then goes to Stripe on release", async ({
  page,
  browser,
  context,
  baseURL,
}) => {
  test.setTimeout(180_000);
  await serveStripeJs(context);
  await newCustomer(page);
  const tasker = await newTasker(browser, async (taskerContext) => {
    await serveStripeJs(taskerContext);
    await serveStripeOnboarding(taskerContext, baseURL!);
  });
  const dashboard = tasker.page;

  // No bank form: Stripe takes the bank details on its own pages.
  await gotoInteractive(dashboard, "/tasker-dashboard");
  const setup = dashboard.getByTestId("stripe-payouts");
  await expect(setup).toContainText("your bank details go to Stripe, never to taskly");
  await expect(dashboard.getByLabel("IBAN")).toHaveCount(0);
  await expectNoAxeViolations(dashboard, "payouts: Stripe setup not started");
  await shootBothWidths(dashboard, "stripe-payouts-not-started");
  await dashboard.getByRole("button", { name: "Set up payouts with Stripe" }).click();
  await expect(dashboard.getByRole("heading", { name: "Stripe onboarding (test)" })).toBeVisible();
  await dashboard.getByRole("link", { name: "Return to taskly" }).click();
  await expect(setup).toContainText("Setup not finished");
  await expect(dashboard.getByRole("button", { name: "Continue setup with Stripe" })).toBeVisible();

  // Stripe has the details and reviews them: a job's money is released but waits, with the reason.
  const { accountId } = (await (await dashboard.request.post("/api/payments/onboarding")).json()) as {
    accountId: string;
  };
  await accountUpdated(dashboard, accountId, true, false);
  const first = await completedJob(page, dashboard, { paymentMethodId: "pm_card_visa" });
  expect((await page.request.post(`/api/bookings/${first.bookingId}/release`)).status()).toBe(200);
  await dashboard.reload();
  await expect(setup).toContainText("In review");
  await expect(dashboard.getByTestId("balance-available")).toContainText("$140.00");
  await expect(dashboard.getByText("Stripe has not enabled payouts on your account yet")).toBeVisible();
  await expect(dashboard.getByRole("button", { name: "Pay out $140.00" })).toBeDisabled();
  await expectNoAxeViolations(dashboard, "payouts: Stripe reviewing");
  await shootBothWidths(dashboard, "stripe-payouts-in-review");

  // Enabled: the waiting money goes on request; the next release goes to Stripe at once.
  await accountUpdated(dashboard, accountId, true, true);
  await dashboard.getByRole("button", { name: "Check again" }).click();
  await expect(setup).toContainText("Payouts enabled");
  await dashboard.reload();
  await dashboard.getByRole("button", { name: "Pay out $140.00" }).click();
  await expect(dashboard.getByText("Payout sent", { exact: true })).toBeVisible();
  const second = await completedJob(page, dashboard, { paymentMethodId: "pm_card_visa" });
  const released = await page.request.post(`/api/bookings/${second.bookingId}/release`);
  expect(await released.json()).toMatchObject({ status: "paid_out" });
  await dashboard.reload();
  await expect(dashboard.getByTestId("balance-paidOut")).toContainText("$280.00");
  await expect(dashboard.getByTestId("balance-paidOut")).toContainText("Sent to your Stripe account");
  const rows = dashboard.getByTestId("payout-row");
  await expect(rows.first()).toContainText(`Stripe account ••••${accountId.slice(-4)} · on release`);
  await expect(rows.first()).toContainText("Paid");
  await expect(dashboard.getByTestId("earnings-line").filter({ hasText: second.title })).toContainText("Paid out");
  await expectNoAxeViolations(dashboard, "payouts: Stripe enabled, paid out");
  await shootBothWidths(dashboard, "stripe-payouts-enabled");
  await tasker.context.close();
});
