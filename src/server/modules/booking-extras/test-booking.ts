// Test fixtures for money after booking: a booking of 2 hours at 50.00 (total 105.00, or at another
// hourly rate) made through the API, moved to in progress or completed, with or without the card kept at booking (card fields, or
// a Stripe payment method id when the app runs Stripe).
import { sql } from "drizzle-orm";
import { expect } from "vitest";
import type { Booking } from "../../../contract/bookings";
import type { BookingExtras } from "../../../contract/booking-extras";
import { bookingAmountStrings } from "../../../contract/money";
import { queryRows } from "../../db/query";
import { serviceCategories, taskOffers, tasks } from "../../db/schema";
import { insertTasker } from "../../test/fixtures";
import { signUp, type Client, type TestApp } from "../../test/harness";
import { invariantViolations } from "../../security/invariants";
import { ledgerViolations } from "../ledger/invariants";

const GOOD_CARD = { number: "4242 4242 4242 4242", expiry: "12/39", cvc: "123" };
let nextDay = 3;

export interface Booked {
  customer: Client;
  tasker: Client;
  booking: Booking;
}

/**
 * A customer, a tasker (a new one, or `existing`), and the body of a booking of 2 hours at `rate`
 * (50.00: 105.00) of the customer's task.
 */
export async function bookingRequest(
  t: TestApp,
  rate = "50.00",
  existing?: Client,
): Promise<Omit<Booked, "booking"> & { payload: object }> {
  const db = t.database.db;
  const [c] = await db
    .insert(serviceCategories)
    .values({ name: `Mounting ${nextDay}`, baseRate: "50.00" })
    .returning();
  const customer = await signUp(t.app);
  const tasker = existing ?? (await insertTasker(t, { skills: [c.name], hourlyRate: rate }));
  const [task] = await db
    .insert(tasks)
    .values({
      customerId: customer.user.id,
      categoryId: c.id,
      title: "Mount a TV",
      description: "65 inch",
      location: "Austin",
    })
    .returning();
  const [offer] = await db
    .insert(taskOffers)
    .values({ taskId: task.id, taskerId: tasker.user.id, proposedRate: rate, estimatedDuration: 2, message: "Hi" })
    .returning();
  nextDay += 1;
  const start = new Date(Date.now() + nextDay * 86_400_000);
  start.setUTCHours(15, 0, 0, 0);
  const payload = { taskId: task.id, offerId: offer.id, scheduledDate: start.toISOString(), duration: 2 };
  return { customer, tasker, payload: { ...payload, totalAmount: bookingAmountStrings(rate, 2).total } };
}

/** Books through the API, then starts (and completes) the job when asked. */
export async function booked(
  t: TestApp,
  {
    saveCard = true,
    status = "completed",
    payment = { card: GOOD_CARD },
    rate = "50.00",
    tasker: existing,
  }: {
    saveCard?: boolean;
    status?: "in_progress" | "completed";
    payment?: Record<string, unknown>;
    rate?: string;
    /** Book this tasker instead of a new one. */
    tasker?: Client;
  } = {},
): Promise<Booked> {
  const db = t.database.db;
  const { customer, tasker, payload } = await bookingRequest(t, rate, existing);
  const res = await customer.inject({
    method: "POST",
    url: "/api/bookings",
    payload: { ...payload, ...payment, saveCard },
  });
  expect(res.statusCode, res.body).toBe(201);
  const booking = res.json() as Booking;
  // Moved to the start window so the tasker may start now.
  await db.execute(sql`update bookings set scheduled_date = now() + interval '30 minutes', ends_at = now() + interval '150 minutes'
    where id = ${booking.id}::uuid`);
  const go = (step: string) => tasker.inject({ method: "POST", url: `/api/bookings/${booking.id}/${step}` });
  expect((await go("start")).statusCode).toBe(200);
  if (status === "completed") expect((await go("complete")).statusCode).toBe(200);
  return { customer, tasker, booking };
}

export async function extrasOf(who: Client, bookingId: string): Promise<BookingExtras> {
  const res = await who.inject({ method: "GET", url: `/api/bookings/${bookingId}/extras` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as BookingExtras;
}

/** The ledger's rules and the database's invariants (bookings, payments, reviews...) all hold. */
export async function expectLedgerReconciles(t: TestApp): Promise<void> {
  expect(await ledgerViolations(t.database.db)).toEqual([]);
  expect(await invariantViolations(t.database.db)).toEqual([]);
}

/** The customer releases the booking's held share ('Looks good, release payment'). */
export async function releaseEarly(b: Booked): Promise<void> {
  const res = await b.customer.inject({ method: "POST", url: `/api/bookings/${b.booking.id}/release` });
  expect(res.statusCode, res.body).toBe(200);
}

/** The tasker adds a payout account and is paid out their whole available balance. */
export async function payOutAll(b: Booked): Promise<void> {
  const account = await b.tasker.inject({
    method: "PUT",
    url: "/api/payouts/account",
    payload: {
      kind: "iban",
      holderName: "Tara Tasker",
      iban: "DE89 3704 0044 0532 0130 00",
      currentPassword: "correct-horse-battery",
    },
  });
  expect(account.statusCode, account.body).toBe(200);
  const res = await b.tasker.inject({ method: "POST", url: "/api/payouts", payload: {} });
  expect(res.statusCode, res.body).toBe(201);
}

/** The booking's ledger lines as "kind account amount", in order of writing. */
export async function ledgerLines(t: TestApp, bookingId: string): Promise<string[]> {
  const rows = await queryRows<{ kind: string; account: string; cents: number }>(
    t.database.db,
    sql`select j.kind, e.account, e.amount_cents::int as cents
    from ledger_entries e join ledger_journals j on j.id = e.journal_id
    where e.booking_id = ${bookingId}::uuid order by j.seq, e.account`,
  );
  return rows.map((r) => `${r.kind} ${r.account} ${r.cents}`);
}
