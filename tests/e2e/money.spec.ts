// Money after the job: completed → the tasker sees it held → the clock passes the 72-hour hold →
// available → payout account → 'Pay out'; the customer's itemised receipt (page and e-mail); the
// admin Finance page reconciles. Screenshots of each screen at 1280 and 360 px go to .tmp/.
import type { Browser, Page } from "@playwright/test";
import { DEMO, expect, expectNoAxeViolations, logInAs, test } from "./fixtures";
import { completedJob as completedMoneyJob, newCustomer, newTasker, shootBothWidths } from "./money-parties";

const shoot = (page: Page, name: string) => shootBothWidths(page, `money-${name}`);

/** A new customer and a new tasker (each in their own browser) with one completed booking of 2 h at 70.00. */
async function completedJob(page: Page, browser: Browser) {
  const customerEmail = await newCustomer(page);
  const { page: tasker, context: taskerContext } = await newTasker(browser);
  const { bookingId, title } = await completedMoneyJob(page, tasker);
  return { tasker, taskerContext, bookingId, title, customerEmail };
}

test("completed → held → the hold ends → available → payout; the customer's receipt", async ({ page, browser }) => {
  test.setTimeout(180_000);
  const { tasker, taskerContext, bookingId, title, customerEmail } = await completedJob(page, browser);

  // The tasker sees the job's money held, with its amounts and the date it becomes available.
  await tasker.goto("/tasker-dashboard");
  const line = tasker.getByTestId("earnings-line").filter({ hasText: title });
  await expect(line).toContainText("Held");
  await expect(line).toContainText("$147.00");
  await expect(line).toContainText("$7.00");
  await expect(line).toContainText(/Available \w{3} \d+/);
  await expect(tasker.getByTestId("balance-held")).toContainText("$140.00");
  await expect(tasker.getByRole("button", { name: "Pay out $0.00" })).toBeDisabled();
  await shoot(tasker, "earnings-held");

  // 73 hours later (the release job runs at an advanced clock) the money is available.
  const jobs = await tasker.request.post("/api/test/money-jobs", { data: { advanceHours: 73 } });
  expect(((await jobs.json()) as { released: number }).released).toBeGreaterThanOrEqual(1);
  await tasker.reload();
  await expect(line).toContainText("Available");
  await expect(tasker.getByTestId("balance-available")).toContainText("$140.00");

  // A bad IBAN is refused in the form; a good one is saved and shown masked.
  await tasker.getByLabel("Account holder").fill("Ezra Earner");
  await tasker.getByLabel("IBAN").fill("DE89 3704 0044 0532 0130 01");
  await tasker.getByRole("button", { name: "Save payout account" }).click();
  await expect(tasker.getByText("Enter a valid IBAN (check the country code and digits).")).toBeVisible();
  await tasker.getByLabel("IBAN").fill("DE89 3704 0044 0532 0130 00");
  await tasker.getByRole("button", { name: "Save payout account" }).click();
  await expect(tasker.getByTestId("payout-account")).toHaveText("DE89 •••• 3000");

  await tasker.getByRole("button", { name: "Pay out $140.00" }).click();
  await expect(tasker.getByText("Payout sent", { exact: true })).toBeVisible();
  await expect(tasker.getByTestId("payout-row").first()).toContainText("$140.00");
  await expect(tasker.getByTestId("payout-row").first()).toContainText("Paid");
  await expect(tasker.getByTestId("balance-paidOut")).toContainText("$140.00");
  await expect(line).toContainText("Paid out");
  await expectNoAxeViolations(tasker, "earnings after a payout");
  await shoot(tasker, "earnings-paid-out");
  await taskerContext.close();

  // The customer's itemised receipt, on the page and by e-mail.
  await page.goto(`/bookings/${bookingId}/receipt`);
  await expect(page.getByRole("heading", { name: "Receipt" })).toBeVisible();
  await expect(page.getByRole("row", { name: "2 hours × $70.00 $140.00" })).toBeVisible();
  await expect(page.getByRole("row", { name: "Service fee $7.00" })).toBeVisible();
  await expect(page.getByTestId("receipt-total")).toHaveText("$147.00");
  await expect(page.getByText("Payment to your tasker: Paid out")).toBeVisible();
  await expectNoAxeViolations(page, "receipt");
  await shoot(page, "receipt");
  const outbox = (await (await page.request.get(`/api/dev/outbox?to=${encodeURIComponent(customerEmail)}`)).json()) as {
    subject: string;
    body: string;
  }[];
  const mail = outbox.find((m) => m.subject.startsWith("Receipt"));
  expect(mail?.body).toContain("Service fee: $7.00");
  expect(mail?.body).toContain(`/bookings/${bookingId}/receipt`);
});

test("the customer releases a held payment early; the admin Finance page reconciles", async ({ page, browser }) => {
  test.setTimeout(150_000);
  const { taskerContext, title } = await completedJob(page, browser);
  await taskerContext.close();
  await page.goto("/my-bookings");
  await page.getByRole("tab", { name: /Past/ }).click();
  const item = page.getByTestId("booking-item").filter({ hasText: title });
  await item.getByRole("button", { name: "Looks good, release payment" }).click();
  await expect(page.getByText("Payment released", { exact: true })).toBeVisible();
  await expect(item.getByRole("button", { name: "Looks good, release payment" })).toHaveCount(0);
  await shoot(page, "my-bookings");

  const admin = await (await browser.newContext()).newPage();
  await logInAs(admin, DEMO.admin);
  await admin.goto("/admin/finance");
  await expect(admin.getByText("Reconcile: the ledger balances and every rule holds")).toBeVisible();
  await expect(admin.getByTestId("finance-volume")).toContainText("$");
  await expectNoAxeViolations(admin, "admin finance");
  await shoot(admin, "admin-finance");
});
