// Payments, idempotent booking and message requests and task invitations (migrations 0005, 0011).
import { sql } from "drizzle-orm";
import { check, index, numeric, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { bookings, messages, tasks, users } from "./foundation";

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

export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    key: text("key").notNull(),
    requestHash: text("request_hash").notNull(),
    bookingId: uuid("booking_id").references(() => bookings.id, { onDelete: "cascade" }),
    messageId: uuid("message_id").references(() => messages.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.key] }),
    index("idempotency_keys_booking_id_idx")
      .on(t.bookingId)
      .where(sql`${t.bookingId} is not null`),
  ],
);

export const taskInvitations = pgTable(
  "task_invitations",
  {
    taskId: uuid("task_id")
      .notNull()
      .references(() => tasks.id, { onDelete: "cascade" }),
    taskerId: uuid("tasker_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.taskId, t.taskerId] }), index("task_invitations_tasker_idx").on(t.taskerId)],
);
