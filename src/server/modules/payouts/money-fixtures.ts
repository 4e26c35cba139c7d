// Test fixtures for the money modules' API tests: a tasker with a completed booking of 2 hours at
// 50.00 (the customer pays 105.00: 100.00 for the job + 5.00 service fee), made through the API.
import { eq } from "drizzle-orm";
import { expect } from "vitest";
import type { Booking } from "../../../contract/bookings";
import { serviceCategories, taskOffers, taskerProfiles, tasks, users } from "../../db/schema";
import { logIn, signUp, type Client, type TestApp } from "../../test/harness";

export const GOOD_CARD = { number: "4242 4242 4242 4242", expiry: "12/39", cvc: "123" };
export const HOUR = 3_600_000;
/** A valid IBAN (the example of the IBAN standard) and US routing number (checksum valid). */
export const GOOD_IBAN = "DE89 3704 0044 0532 0130 00";
export const GOOD_ROUTING = "021000021";

export interface Party {
  customer: Client;
  tasker: Client;
}

export async function makeCategory(t: TestApp): Promise<string> {
  const [c] = await t.database.db.insert(serviceCategories).values({ name: "Mounting", baseRate: "50.00" }).returning();
  return c.id;
}

export async function newTasker(t: TestApp): Promise<Client> {
  const tasker = await signUp(t.app, { userType: "tasker", firstName: "Tara", lastName: "Tasker" });
  await t.database.db
    .insert(taskerProfiles)
    .values({ userId: tasker.user.id, hourlyRate: "50.00", skills: ["Mounting"] });
  return tasker;
}

/** Books `tasker` for a customer (a new one unless given), starting in half an hour, and completes it. */
export async function completedBooking(
  t: TestApp,
  categoryId: string,
  tasker: Client,
  customer?: Client,
): Promise<Party & { booking: Booking }> {
  const booked = await confirmedBooking(t, categoryId, tasker, customer);
  for (const step of ["start", "complete"]) {
    const r = await tasker.inject({ method: "POST", url: `/api/bookings/${booked.booking.id}/${step}` });
    expect(r.statusCode, r.body).toBe(200);
  }
  return booked;
}

/** Books `tasker` (card authorized, not yet charged), starting in half an hour. */
export async function confirmedBooking(
  t: TestApp,
  categoryId: string,
  tasker: Client,
  customer?: Client,
): Promise<Party & { booking: Booking }> {
  const db = t.database.db;
  const buyer = customer ?? (await signUp(t.app, { firstName: "Cara", lastName: "Customer" }));
  const [task] = await db
    .insert(tasks)
    .values({ customerId: buyer.user.id, categoryId, title: "Mount a TV", description: "65 inch", location: "Austin" })
    .returning();
  const [offer] = await db
    .insert(taskOffers)
    .values({ taskId: task.id, taskerId: tasker.user.id, proposedRate: "50.00", estimatedDuration: 2, message: "Hi" })
    .returning();
  // Completed bookings no longer block the tasker's time, so each new one may start in half an hour.
  const start = new Date(Date.now() + 0.5 * HOUR);
  const res = await buyer.inject({
    method: "POST",
    url: "/api/bookings",
    payload: {
      taskId: task.id,
      offerId: offer.id,
      scheduledDate: start.toISOString(),
      duration: 2,
      totalAmount: "105.00",
      card: GOOD_CARD,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return { customer: buyer, tasker, booking: res.json() as Booking };
}

export async function newAdmin(t: TestApp): Promise<Client> {
  const password = "correct-horse-battery";
  const s = await signUp(t.app, { firstName: "Ada", lastName: "Admin", password });
  await t.database.db.update(users).set({ userType: "admin" }).where(eq(users.id, s.user.id));
  return logIn(t.app, s.user.email, password);
}

export async function addIbanAccount(tasker: Client): Promise<void> {
  const res = await tasker.inject({
    method: "PUT",
    url: "/api/payouts/account",
    payload: { kind: "iban", holderName: "Tara Tasker", iban: GOOD_IBAN, currentPassword: "correct-horse-battery" },
  });
  expect(res.statusCode, res.body).toBe(200);
}
