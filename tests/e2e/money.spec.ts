// Money after the job, across the customer's, the tasker's and the admin's browsers: a tip, the hold
// passing (the test clock), a payout and its history, a tip after the payout; an early release; a
// dispute countered by the tasker and split by an admin, and one that went unanswered; a price change
// proposed during the job and approved; the receipt's tip, price-change and refund lines; the admin's
// view of a booking's money. `shoot` saves each screen at 1280 and 360 px.
import type { Browser, Page } from "@playwright/test";
import { DEMO, expect, expectNoAxeViolations, logInAs, test } from "./fixtures";
import { bookedJob, GOOD_CARD, newCustomer, newTasker, shootBothWidths } from "./money-parties";

const shoot = (page: Page, name: string) => shootBothWidths(page, `money-${name}`);

/**
 * A new customer (in `page`) and a new tasker (in their own browser) with one booking of 2 h at 70.00
 * (147.00 with the fee), the card kept for tips and price changes; started, and completed unless asked.
 */
async function job(page: Page, browser: Browser, status: "in_progress" | "completed" = "completed") {
  const customerEmail = await newCustomer(page);
  const { page: tasker, context: taskerContext } = await newTasker(browser);
  const { bookingId, title } = await bookedJob(page, tasker, { payment: { card: GOOD_CARD, saveCard: true }, status });
  return { tasker, taskerContext, bookingId, title, customerEmail };
}

/** The booking's card on My Bookings (Past for finished jobs, else Upcoming). */
async function bookingItem(page: Page, title: string, tab: "Upcoming" | "Past") {
  await page.goto("/my-bookings");
  await page.getByRole("tab", { name: new RegExp(tab) }).click();
  const item = page.getByTestId("booking-item").filter({ hasText: title });
  await expect(item).toBeVisible();
  return item;
}

async function tipFromMyBookings(page: Page, title: string, amount: string): Promise<void> {
  const item = await bookingItem(page, title, "Past");
  await item.getByLabel("Tip (USD, 100% to your tasker)").fill(amount);
  await item.getByRole("button", { name: "Send tip" }).click();
  await expect(page.getByText("Thanks! Your tip was sent.", { exact: true })).toBeVisible();
}

test("a tip, the hold, a payout and its history; a tip after the payout is its own available amount; the receipt", async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const { tasker, taskerContext, bookingId, title, customerEmail } = await job(page, browser);

  // The customer tips from My Bookings; the card shows it at once.
  await tipFromMyBookings(page, title, "10.00");
  await expect(page.getByTestId("booking-item").filter({ hasText: title }).getByTestId("booking-tips")).toHaveText(
    "Tips: $10.00",
  );

  // The tasker sees the job's money held with the tip, and the date it becomes available.
  await tasker.goto("/tasker-dashboard");
  const line = tasker.getByTestId("earnings-line").filter({ hasText: title });
  await expect(line).toContainText("Held");
  await expect(line).toContainText("$147.00");
  await expect(line).toContainText("$7.00");
  await expect(line).toContainText("Tips");
  await expect(line).toContainText("$150.00");
  await expect(line).toContainText(/Available \w{3} \d+/);
  await expect(tasker.getByTestId("balance-held")).toContainText("$150.00");
  await expect(tasker.getByRole("button", { name: "Pay out $0.00" })).toBeDisabled();
  await shoot(tasker, "earnings-held");

  // 73 hours later (the release job runs at an advanced clock) the money is available.
  const jobs = await tasker.request.post("/api/test/money-jobs", { data: { advanceHours: 73 } });
  expect(((await jobs.json()) as { released: number }).released).toBeGreaterThanOrEqual(1);
  await tasker.reload();
  await expect(line).toContainText("Available");
  await expect(tasker.getByTestId("balance-available")).toContainText("$150.00");

  // A bad IBAN is refused in the form; a good one is saved and shown masked.
  await tasker.getByLabel("Account holder").fill("Ezra Earner");
  await tasker.getByLabel("IBAN").fill("DE89 3704 0044 0532 0130 01");
  await tasker.getByRole("button", { name: "Save payout account" }).click();
  await expect(tasker.getByText("Enter a valid IBAN (check the country code and digits).")).toBeVisible();
  await tasker.getByLabel("IBAN").fill("DE89 3704 0044 0532 0130 00");
  // The account changes only with the tasker's password.
  await tasker.getByLabel("Your taskly password").fill("not-my-password");
  await tasker.getByRole("button", { name: "Save payout account" }).click();
  await expect(tasker.getByText("Your password is incorrect.")).toBeVisible();
  await expect(tasker.getByLabel("Your taskly password")).toBeFocused();
  await expectNoAxeViolations(tasker, "payout account form with a wrong password");
  await shoot(tasker, "payout-account-wrong-password");
  await tasker.getByLabel("Your taskly password").fill("money-journey-pass");
  await tasker.getByRole("button", { name: "Save payout account" }).click();
  await expect(tasker.getByTestId("payout-account")).toHaveText("DE89 •••• 3000");

  // The payout, then its history; the line is paid out.
  await tasker.getByRole("button", { name: "Pay out $150.00" }).click();
  await expect(tasker.getByText("Payout sent", { exact: true })).toBeVisible();
  await expect(tasker.getByTestId("payout-row").first()).toContainText("$150.00");
  await expect(tasker.getByTestId("payout-row").first()).toContainText("Paid");
  await expect(tasker.getByTestId("balance-paidOut")).toContainText("$150.00");
  await expect(line).toContainText("Paid out");
  await expectNoAxeViolations(tasker, "earnings after a payout");
  await shoot(tasker, "earnings-paid-out");

  // A second tip after the payout is available on its own; what was paid out stays paid out.
  await tipFromMyBookings(page, title, "5.00");
  await tasker.reload();
  await expect(line.getByTestId("earnings-split")).toHaveText("$5.00 available · $150.00 paid out");
  await expect(line).toContainText("Available");
  await expect(tasker.getByTestId("balance-available")).toContainText("$5.00");
  await expect(tasker.getByRole("button", { name: "Pay out $5.00" })).toBeEnabled();
  await shoot(tasker, "earnings-tip-after-payout");
  await taskerContext.close();

  // The customer's itemised receipt lists the tips, on the page and by e-mail.
  await page.goto(`/bookings/${bookingId}/receipt`);
  await expect(page.getByRole("heading", { name: "Receipt" })).toBeVisible();
  await expect(page.getByRole("row", { name: "2 hours × $70.00 $140.00" })).toBeVisible();
  await expect(page.getByRole("row", { name: "Service fee $7.00" })).toBeVisible();
  await expect(page.getByRole("row", { name: "Tips (100% to your tasker) $15.00" })).toBeVisible();
  await expect(page.getByTestId("receipt-total")).toHaveText("$162.00");
  await expect(page.getByText("Payment to your tasker: Available")).toBeVisible();
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

test("the customer releases a held payment early: the button and 'Report a problem' go at once; admins see the booking's money", async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const { taskerContext, title } = await job(page, browser);
  await taskerContext.close();
  const item = await bookingItem(page, title, "Past");
  await expect(item.getByText("Report a problem")).toBeVisible();
  await expectNoAxeViolations(page, "my bookings with a held payment");
  await shoot(page, "my-bookings-held");
  await item.getByRole("button", { name: "Looks good, release payment" }).click();
  await page.getByRole("button", { name: "Release payment", exact: true }).click();
  await expect(page.getByText("Payment released", { exact: true })).toBeVisible();
  await expect(item.getByRole("button", { name: "Looks good, release payment" })).toHaveCount(0);
  await expect(item.getByText("Report a problem")).toHaveCount(0);
  await shoot(page, "my-bookings");

  const admin = await (await browser.newContext()).newPage();
  await logInAs(admin, DEMO.admin);
  await admin.goto("/admin/finance");
  await expect(admin.getByText("Reconcile: the ledger balances and every rule holds")).toBeVisible();
  await expect(admin.getByTestId("finance-volume")).toContainText("$");
  await expectNoAxeViolations(admin, "admin finance");
  await shoot(admin, "admin-finance");
  await admin.getByRole("link", { name: title }).click();
  await expect(admin.getByRole("heading", { name: title })).toBeVisible();
  await expect(admin.getByTestId("money-available")).toHaveText(/\$140\.00/);
  await expect(admin.getByTestId("journal")).toHaveCount(3);
  await expect(admin.getByTestId("journal").last()).toContainText("Released to the tasker");
  await expect(admin.getByTestId("journal").last()).toContainText("Released early by the customer");
  // A booking's money belongs to Finance: the admin bar says so.
  await expect(admin.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Finance" })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await expectNoAxeViolations(admin, "admin booking money");
  await shoot(admin, "admin-booking-money");
});

test("a dispute: the tasker counters, an admin splits it; both sides and the receipt show the result; an unanswered one reaches admins", async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000);
  const { tasker, taskerContext, bookingId, title } = await job(page, browser);

  // The customer reports a problem while the payment is held: the payment stays on hold.
  let item = await bookingItem(page, title, "Past");
  await item.getByText("Report a problem").click();
  await item.getByLabel("What went wrong?").selectOption({ label: "Something was damaged" });
  await item.getByLabel(/Refund you ask for/).fill("40.00");
  await item.getByLabel("Details", { exact: true }).fill("The frame scratched the wall paint in two places.");
  await item.getByRole("button", { name: "Open dispute" }).click();
  await expect(page.getByText("Dispute opened; the payment is on hold", { exact: true })).toBeVisible();
  await expect(item.getByTestId("dispute-status")).toContainText("Something was damaged · $40.00 asked back");
  await expect(item.getByRole("button", { name: "Looks good, release payment" })).toHaveCount(0);
  await expect(item.getByText("Report a problem")).toHaveCount(0);

  // The tasker answers with a smaller refund: it goes to taskly's team.
  const taskerItem = await bookingItem(tasker, title, "Past");
  await expect(taskerItem.getByTestId("dispute-status")).toContainText("Answer by");
  await expectNoAxeViolations(tasker, "a dispute to answer");
  await shoot(tasker, "tasker-dispute");
  await taskerItem.getByLabel("Or offer a refund of (USD)").fill("15.00");
  await taskerItem.getByLabel("Your side").fill("The paint was already chipped behind the old mirror.");
  await taskerItem.getByRole("button", { name: "Send counter offer" }).click();
  await expect(tasker.getByText("Answer sent", { exact: true })).toBeVisible();
  await expect(taskerItem.getByTestId("dispute-status")).toContainText("With taskly's team since");

  // An admin splits it: 25.00 back to the card, the rest released to the tasker.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await logInAs(admin, DEMO.admin);
  await admin.goto("/admin/disputes");
  const dispute = admin.getByRole("listitem").filter({ has: admin.getByRole("heading", { name: title }) });
  await expect(dispute).toContainText("Asked back $40.00");
  await expect(dispute).toContainText("Tasker offered $15.00");
  await expectNoAxeViolations(admin, "admin disputes");
  await shoot(admin, "admin-disputes");
  await dispute.getByLabel(/Refund in USD \(at most \$147\.00\)/).fill("25.00");
  await dispute.getByLabel("Note to both sides").fill("Photos show light scratches; a partial refund is fair.");
  await dispute.getByRole("button", { name: "Refund and release the rest" }).click();
  await expect(admin.getByText("Dispute settled", { exact: true })).toBeVisible();
  await admin.getByLabel("Show disputes").selectOption("resolved");
  // 25.00 of the 147.00 paid: 1.19 of taskly's 7.00 fee goes back, 23.81 from the tasker's 140.00.
  await expect(dispute).toContainText("Settled: $25.00 refunded, $116.19 released.");
  await dispute.getByRole("link", { name: `Booking money: ${title}` }).click();
  await expect(admin.getByTestId("money-refunds")).toHaveText(/\$25\.00/);
  await expect(admin.getByTestId("money-net")).toHaveText(/\$116\.19/);
  await expect(admin.getByTestId("admin-dispute")).toContainText("Settled: $25.00 refunded, $116.19 released");
  await expect(admin.getByTestId("journal").filter({ hasText: "Refund" })).toContainText("+$25.00");
  await expectNoAxeViolations(admin, "admin booking money after a dispute");
  await shoot(admin, "admin-booking-dispute");

  // Both sides see the result; the tasker's earnings and the customer's receipt follow it.
  item = await bookingItem(page, title, "Past");
  const settled = "Settled: $25.00 refunded to the customer, $116.19 released to the tasker.";
  await expect(item.getByTestId("dispute-status")).toContainText(settled);
  await shoot(page, "customer-dispute-settled");
  await expect((await bookingItem(tasker, title, "Past")).getByTestId("dispute-status")).toContainText(settled);
  await tasker.goto("/tasker-dashboard");
  const line = tasker.getByTestId("earnings-line").filter({ hasText: title });
  await expect(line).toContainText("Available");
  await expect(line).toContainText("$116.19");
  await page.goto(`/bookings/${bookingId}/receipt`);
  await expect(page.getByRole("row", { name: "Refunded to your card − $25.00" })).toBeVisible();
  await expect(page.getByTestId("receipt-total")).toHaveText("$122.00");
  await taskerContext.close();

  // A dispute the tasker leaves unanswered goes to admins once its 48 hours have passed.
  const quiet = await job(page, browser);
  await quiet.taskerContext.close();
  const opened = await page.request.post(`/api/bookings/${quiet.bookingId}/disputes`, {
    data: { reason: "not_completed", requestedRefund: "70.00", details: "Only one of the two hooks was put up." },
  });
  expect(opened.status()).toBe(201);
  const clock = await page.request.post("/api/test/money-jobs", { data: { advanceHours: 49 } });
  expect(((await clock.json()) as { escalated: number }).escalated).toBeGreaterThanOrEqual(1);
  await admin.goto("/admin/disputes");
  const unanswered = admin.getByRole("listitem").filter({ has: admin.getByRole("heading", { name: quiet.title }) });
  await expect(unanswered).toContainText("The tasker did not answer in time.");
  await expect(unanswered.getByRole("button", { name: "Refund and release the rest" })).toBeVisible();
  await adminContext.close();
});

test("a price change: the tasker proposes an extra hour during the job, the customer approves, the receipt lists it", async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const { tasker, taskerContext, bookingId, title } = await job(page, browser, "in_progress");

  const taskerItem = await bookingItem(tasker, title, "Upcoming");
  await taskerItem.getByLabel("Change").selectOption("extra_hours");
  await taskerItem.getByLabel("Hours").fill("1");
  await taskerItem.getByLabel("Note for the customer").fill("The wall needed a second bracket.");
  await taskerItem.getByRole("button", { name: "Propose" }).click();
  await expect(tasker.getByText("Price change sent to the customer", { exact: true })).toBeVisible();
  await expect(taskerItem).toContainText("Waiting for the customer");

  // 1 extra hour at 70.00 plus the 5% service fee: 73.50, charged on the kept card once approved.
  const item = await bookingItem(page, title, "Upcoming");
  await expect(item).toContainText("1 extra hour: $73.50");
  await expectNoAxeViolations(page, "a price change to answer");
  await shoot(page, "customer-price-change");
  await item.getByRole("button", { name: "Approve $73.50" }).click();
  await expect(page.getByText("Price change answered", { exact: true })).toBeVisible();
  await expect(item).toContainText("Approved and charged");
  await expect(item.getByRole("button", { name: "Approve $73.50" })).toHaveCount(0);

  // The tasker completes the job: the earnings line counts the change.
  await tasker.reload();
  await tasker
    .getByTestId("booking-item")
    .filter({ hasText: title })
    .getByRole("button", { name: "Mark complete" })
    .click();
  await tasker.getByRole("button", { name: "Charge and complete" }).click();
  await expect(tasker.getByText("Job completed", { exact: true })).toBeVisible();
  await tasker.goto("/tasker-dashboard");
  const line = tasker.getByTestId("earnings-line").filter({ hasText: title });
  await expect(line).toContainText("Adjustments");
  await expect(line).toContainText("$210.00");
  await taskerContext.close();

  await page.goto(`/bookings/${bookingId}/receipt`);
  await expect(page.getByRole("row", { name: "Approved price changes $73.50" })).toBeVisible();
  await expect(page.getByTestId("receipt-total")).toHaveText("$220.50");
});
