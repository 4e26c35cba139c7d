// The shared test data of the API tests: categories, an admin, a tasker (through the API, or
// straight into the table when a test is about something else), tasks, offers, bookings with payments.
import { eq } from "drizzle-orm";
import { bookings, payments, serviceCategories, taskOffers, taskerProfiles, tasks, users } from "../db/schema";
import type { DomainEvent } from "../../contract/events";
import { recordEvents } from "../events/record";
import type { Client, TestApp } from "./harness";
import { logIn, signUp } from "./harness";

type Names = { firstName?: string; lastName?: string; email?: string };
const PASSWORD = "correct-horse-battery";

/**
 * Tells every instance of a change a test wrote straight into the tables, as the service that makes
 * such a change records it (caches forget what it alters).
 */
export function announce(t: TestApp, ...events: DomainEvent[]): Promise<void> {
  return recordEvents(t.database.db, ...events);
}

/** A signed-in admin: signed up, promoted in the database, then logged in again. */
export async function makeAdmin(t: TestApp, names: Names = {}): Promise<Client> {
  const signedUp = await signUp(t.app, { firstName: "Ada", lastName: "Admin", ...names, password: PASSWORD });
  await t.database.db.update(users).set({ userType: "admin" }).where(eq(users.id, signedUp.user.id));
  return logIn(t.app, signedUp.user.email, PASSWORD);
}

/** A tasker whose listed profile is written straight into the table (no category check). */
export async function insertTasker(
  t: TestApp,
  profile: { hourlyRate?: string; skills?: string[] } = {},
  names: Names = {},
): Promise<Client & { profileId: string }> {
  const client = await signUp(t.app, { userType: "tasker", firstName: "Tara", lastName: "Tasker", ...names });
  const [row] = await t.database.db
    .insert(taskerProfiles)
    .values({ userId: client.user.id, hourlyRate: "50.00", skills: ["Mounting"], ...profile })
    .returning();
  return Object.assign(client, { profileId: row.id });
}

export const CATEGORY_NAMES = ["Cleaning", "Mounting", "Moving", "Furniture Assembly"];

export async function seedCategories(t: TestApp): Promise<Record<string, string>> {
  const rows = await t.database.db
    .insert(serviceCategories)
    .values(CATEGORY_NAMES.map((name) => ({ name, baseRate: "40.00" })))
    .onConflictDoNothing()
    .returning();
  const all = rows.length ? rows : await t.database.db.select().from(serviceCategories);
  return Object.fromEntries(all.map((c) => [c.name, c.id]));
}

export const validProfile = (overrides: Record<string, unknown> = {}) => ({
  businessName: "Sparkle & Shine Co",
  description: "Careful, friendly cleaning and mounting for apartments.",
  skills: ["Cleaning", "Mounting"],
  hourlyRate: "45.50",
  experience: "6 years",
  availability: { days: ["Monday", "Wednesday", "Saturday"], hours: "9am - 5pm" },
  serviceArea: "Austin, TX",
  ...overrides,
});

/** A tasker who created their profile through POST /api/taskers (`validProfile` with `overrides`). */
export async function newTasker(
  t: TestApp,
  overrides: Record<string, unknown> = {},
  names: Names = {},
): Promise<Client & { profileId: string }> {
  const client = await signUp(t.app, { userType: "tasker", firstName: "Tara", lastName: "Smith", ...names });
  const response = await client.inject({ method: "POST", url: "/api/taskers", payload: validProfile(overrides) });
  if (response.statusCode !== 201) throw new Error(`create profile failed: ${response.statusCode} ${response.body}`);
  return Object.assign(client, { profileId: response.json().id as string });
}

type NewTask = typeof tasks.$inferInsert;
type NewOffer = typeof taskOffers.$inferInsert;

/** A task written straight into the table: open, "Mount a TV" in Austin unless `task` says otherwise. */
export async function insertTask(t: TestApp, task: Pick<NewTask, "customerId" | "categoryId"> & Partial<NewTask>) {
  const [row] = await t.database.db
    .insert(tasks)
    .values({ title: "Mount a TV", description: "65 inch", location: "Austin", ...task })
    .returning();
  return row;
}

/** An offer written straight into the table: pending, 2 hours at 50.00 unless `offer` says otherwise. */
export async function insertOffer(t: TestApp, offer: Pick<NewOffer, "taskId" | "taskerId"> & Partial<NewOffer>) {
  const [row] = await t.database.db
    .insert(taskOffers)
    .values({ proposedRate: "50.00", estimatedDuration: 2, message: "Happy to help", ...offer })
    .returning();
  return row;
}

const HOUR = 3600_000;

/** A task of `customer` and a booking of it with `taskerId`, plus its payment row. */
export async function insertBooking(
  t: TestApp,
  o: {
    customerId: string;
    taskerId: string;
    categoryId: string;
    title?: string;
    status: "confirmed" | "in_progress" | "completed" | "cancelled";
    start: Date;
    hours?: number;
    rateCents?: number;
    paymentStatus?: "authorized" | "captured" | "refunded" | "partially_refunded";
    capturedCents?: number;
    completedAt?: Date | null;
  },
) {
  const hours = o.hours ?? 2;
  const subtotal = (o.rateCents ?? 5000) * hours;
  const fee = Math.round(subtotal * 0.05);
  const total = subtotal + fee;
  const money = (cents: number) => (cents / 100).toFixed(2);
  const paymentStatus =
    o.paymentStatus ?? (o.status === "completed" ? "captured" : o.status === "cancelled" ? "refunded" : "authorized");
  const captured = o.capturedCents ?? (paymentStatus === "captured" ? total : 0);
  const task = await insertTask(t, {
    customerId: o.customerId,
    categoryId: o.categoryId,
    title: o.title ?? "Deep clean two-bedroom flat",
    description: "Kitchen, bathroom, floors.",
    location: "12 Oak St, Austin",
    budget: money(total),
    scheduledDate: o.start,
    status: o.status === "confirmed" ? "assigned" : o.status,
    taskerId: o.taskerId,
  });
  const [booking] = await t.database.db
    .insert(bookings)
    .values({
      taskId: task.id,
      customerId: o.customerId,
      taskerId: o.taskerId,
      scheduledDate: o.start,
      endsAt: new Date(o.start.getTime() + hours * HOUR),
      duration: hours,
      hourlyRate: money(o.rateCents ?? 5000),
      subtotal: money(subtotal),
      serviceFee: money(fee),
      totalAmount: money(total),
      status: o.status,
      startedAt: o.status === "in_progress" || o.status === "completed" ? o.start : null,
      completedAt:
        o.completedAt !== undefined
          ? o.completedAt
          : o.status === "completed"
            ? new Date(o.start.getTime() + hours * HOUR)
            : null,
      cancelledAt: o.status === "cancelled" ? o.start : null,
    })
    .returning();
  await t.database.db.insert(payments).values({
    bookingId: booking.id,
    provider: "builtin",
    providerRef: `test_${booking.id}`,
    status: paymentStatus === "partially_refunded" ? "partially_refunded" : paymentStatus,
    amount: money(total),
    capturedAmount: money(captured),
    refundedAmount: paymentStatus === "refunded" ? money(total) : "0.00",
    cardBrand: "visa",
    cardLast4: "4242",
    updatedAt: booking.completedAt ?? booking.cancelledAt ?? new Date(),
  });
  return { task, booking, subtotalCents: subtotal, totalCents: total };
}
