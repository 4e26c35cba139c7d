// The README's "First ten minutes", step by step through the API on freshly seeded demo data, at
// whatever time of day the test runs: the demo customer books the "both" account's offer for the
// first free time, which can be started at once; the job is completed, its payment released and
// paid out; the demo tasker completes the job running now; the admin finds the money in Finance.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookingAmountStrings } from "../../contract/money";
import type { Booking } from "../../contract/bookings";
import type { Earnings } from "../../contract/earnings";
import type { AdminFinance } from "../../contract/finance";
import { createTestApp, logIn, type Client, type TestApp } from "../test/harness";
import { DEMO_ACCOUNTS, seedIfEmpty } from "./seed";
import { taskerProfiles, users } from "./schema";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ DEV_OUTBOX: "true" });
  expect(await seedIfEmpty(t.database.db)).not.toBeNull();
}, 120_000);
afterAll(() => t.close());

const GOOD_CARD = { number: "4242 4242 4242 4242", expiry: "12/39", cvc: "123" };
const as = (role: keyof typeof DEMO_ACCOUNTS) => logIn(t.app, DEMO_ACCOUNTS[role].email, DEMO_ACCOUNTS[role].password);

async function ok<T>(client: Client, method: "GET" | "POST" | "PUT", url: string, payload?: object): Promise<T> {
  const response = await client.inject({ method, url, ...(payload ? { payload } : {}) });
  expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(300);
  return response.json() as T;
}

describe("the README's first ten minutes", () => {
  it("book the on-call tasker now, start and complete the job, release and pay out; the admin sees it", async () => {
    // 1. Casey (the demo customer): My Tasks › 'Deep clean 2-bedroom apartment' › Jordan Lee's offer.
    const casey = await as("customer");
    const tasks = await ok<{ id: string; title: string }[]>(casey, "GET", "/api/tasks/mine");
    const task = tasks.find((x) => x.title === "Deep clean 2-bedroom apartment")!;
    expect(task).toBeTruthy();
    const [jordanUser] = await t.database.db.select().from(users).where(eq(users.email, DEMO_ACCOUNTS.both.email));
    const offers = await ok<{ id: string; taskerId: string; proposedRate: string; estimatedDuration: number }[]>(
      casey,
      "GET",
      `/api/tasks/${task.id}/offers`,
    );
    const offer = offers.find((o) => o.taskerId === jordanUser.id)!;
    expect(offer).toMatchObject({ proposedRate: "38.00", estimatedDuration: 5 });

    // The first free time is at most half an hour away, whatever the hour: Jordan is on call.
    const [profile] = await t.database.db.select().from(taskerProfiles).where(eq(taskerProfiles.userId, jordanUser.id));
    const now = Date.now();
    const { slots } = await ok<{ slots: string[] }>(
      casey,
      "GET",
      `/api/taskers/${profile.id}/slots?from=${new Date(now).toISOString()}&to=${new Date(now + 86_400_000).toISOString()}&duration=5`,
    );
    const first = slots[0];
    expect(new Date(first).getTime() - now).toBeLessThanOrEqual(30 * 60_000);
    const price = bookingAmountStrings(offer.proposedRate, 5);
    expect(price.total).toBe("199.50");
    const booking = await ok<Booking>(casey, "POST", "/api/bookings", {
      taskId: task.id,
      offerId: offer.id,
      scheduledDate: first,
      duration: 5,
      totalAmount: price.total,
      card: GOOD_CARD,
    });
    expect(booking.status).toBe("confirmed");

    // 2. Jordan (both): Tasker Dashboard › Start job, then Mark complete; the card is charged.
    const jordan = await as("both");
    await ok(jordan, "POST", `/api/bookings/${booking.id}/start`);
    const completed = await ok<Booking>(jordan, "POST", `/api/bookings/${booking.id}/complete`);
    expect(completed.status).toBe("completed");

    // 3. Casey: My Bookings › Past › 'Looks good, release payment'.
    await ok(casey, "POST", `/api/bookings/${booking.id}/release`);

    // 4. Jordan: a US bank account for payouts, then 'Pay out': the job's 190.00 goes with it.
    const before = await ok<Earnings>(jordan, "GET", "/api/earnings");
    const line = before.lines.find((l) => l.bookingId === booking.id)!;
    expect(line).toMatchObject({ status: "available", net: "190.00" });
    await ok(jordan, "PUT", "/api/payouts/account", {
      kind: "us_bank",
      holderName: "Jordan Lee",
      routingNumber: "021000021",
      accountNumber: "000123456789",
      currentPassword: DEMO_ACCOUNTS.both.password,
    });
    await ok(jordan, "POST", "/api/payouts");
    const after = await ok<Earnings>(jordan, "GET", "/api/earnings");
    expect(after.balance.available).toBe("0.00");
    expect(after.lines.find((l) => l.bookingId === booking.id)!.status).toBe("paid_out");

    // 5. Taylor (the demo tasker): the job in progress, 'Install floating shelves' › Mark complete; held 72 hours.
    const taylor = await as("tasker");
    const running = (await ok<Booking[]>(taylor, "GET", "/api/bookings?role=tasker")).find(
      (b) => b.status === "in_progress",
    )!;
    expect(running.taskTitle).toBe("Install floating shelves");
    await ok(taylor, "POST", `/api/bookings/${running.id}/complete`);
    const taylorEarnings = await ok<Earnings>(taylor, "GET", "/api/earnings");
    expect(taylorEarnings.lines.find((l) => l.bookingId === running.id)!.status).toBe("held");

    // 6. Alex (admin): Admin › Finance lists both jobs' money, and the ledger reconciles.
    const admin = await as("admin");
    const finance = await ok<AdminFinance>(admin, "GET", "/api/admin/finance");
    const recent = finance.recentBookings.map((b) => b.taskTitle);
    expect(recent).toEqual(expect.arrayContaining(["Deep clean 2-bedroom apartment", "Install floating shelves"]));
    expect(finance.reconcile.violations).toEqual([]);
    await ok(admin, "GET", `/api/admin/bookings/${booking.id}/money`);

    // The e-mails of the walk are in the development outbox.
    const mails = await ok<{ subject: string }[]>(
      casey,
      "GET",
      `/api/dev/outbox?to=${encodeURIComponent(DEMO_ACCOUNTS.customer.email)}`,
    );
    expect(mails.length).toBeGreaterThan(0);
  });
});
