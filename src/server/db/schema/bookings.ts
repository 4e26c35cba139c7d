// Bookings and their payments.
import { sql } from "drizzle-orm";
import { check, index, integer, numeric, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";
import { taskOffers, tasks } from "./tasks";
import { users } from "./users";

export const bookings = pgTable(
  "bookings",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    taskId: uuid("task_id")
      .notNull()
      .references(() => tasks.id, { onDelete: "cascade" }),
    customerId: uuid("customer_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    taskerId: uuid("tasker_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    scheduledDate: timestamp("scheduled_date", { withTimezone: true }).notNull(),
    duration: integer("duration"),
    totalAmount: numeric("total_amount", { precision: 10, scale: 2 }).notNull(),
    status: text("status").notNull().default("confirmed"),
    createdAt: createdAt(),
    // migration 0005 (transactions): money breakdown, time range, lifecycle
    offerId: uuid("offer_id").references(() => taskOffers.id, { onDelete: "set null" }),
    hourlyRate: numeric("hourly_rate", { precision: 10, scale: 2 }),
    subtotal: numeric("subtotal", { precision: 10, scale: 2 }),
    serviceFee: numeric("service_fee", { precision: 10, scale: 2 }),
    endsAt: timestamp("ends_at", { withTimezone: true }),
    startedAt: timestamp("started_at", { withTimezone: true }),
    completedAt: timestamp("completed_at", { withTimezone: true }),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    cancelledBy: uuid("cancelled_by").references(() => users.id, { onDelete: "set null" }),
    cancellationFee: numeric("cancellation_fee", { precision: 10, scale: 2 }),
    refundAmount: numeric("refund_amount", { precision: 10, scale: 2 }),
  },
  (t) => [
    check("bookings_status_check", sql`${t.status} in ('confirmed','in_progress','completed','cancelled')`),
    check("bookings_ends_after_start_check", sql`${t.endsAt} is null or ${t.endsAt} > ${t.scheduledDate}`),
    index("bookings_customer_id_idx").on(t.customerId, t.scheduledDate),
    index("bookings_tasker_id_idx").on(t.taskerId, t.scheduledDate),
    index("bookings_task_id_idx").on(t.taskId),
    // Deleting an offer (with its task) sets bookings.offer_id to null: found by index, not a scan.
    index("bookings_offer_id_idx")
      .on(t.offerId)
      .where(sql`${t.offerId} is not null`),
    // The reminders job finds bookings about to start and ones recently completed (modules/reminders).
    index("bookings_upcoming_idx")
      .on(t.scheduledDate)
      .where(sql`${t.status} = 'confirmed'`),
    index("bookings_completed_at_idx")
      .on(t.completedAt)
      .where(sql`${t.status} = 'completed'`),
  ],
);

export const payments = pgTable(
  "payments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    bookingId: uuid("booking_id")
      .notNull()
      .unique()
      .references(() => bookings.id, { onDelete: "cascade" }),
    provider: text("provider").notNull(),
    providerRef: text("provider_ref").notNull(),
    status: text("status").notNull(),
    currency: text("currency").notNull().default("USD"),
    amount: numeric("amount", { precision: 10, scale: 2 }).notNull(),
    capturedAmount: numeric("captured_amount", { precision: 10, scale: 2 }).notNull().default("0"),
    refundedAmount: numeric("refunded_amount", { precision: 10, scale: 2 }).notNull().default("0"),
    // Only the brand and the last 4 digits are kept; never the number or the CVC.
    cardBrand: text("card_brand"),
    cardLast4: text("card_last4"),
    /** With the customer's consent at booking: the processor's token of the card (never the number). */
    cardToken: text("card_token"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      "payments_status_check",
      sql`${t.status} in ('authorized','captured','refunded','partially_refunded','voided')`,
    ),
  ],
);

/**
 * A cause of a processor call (e.g. "adjustment:<id>") whose call went through but whose transaction
 * then failed, so the call was undone: its next attempt sends a new idempotency key (`<cause>#<n>`),
 * never the key of the undone call.
 */
export const processorAttempts = pgTable("processor_attempts", {
  cause: text("cause").primaryKey(),
  undone: integer("undone").notNull().default(0),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
