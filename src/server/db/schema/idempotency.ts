// Idempotency keys: a retried booking, message, tip or price-change answer returns what the first one stored.
import { sql } from "drizzle-orm";
import { index, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { bookingAdjustments, bookingTips } from "./booking-extras";
import { bookings } from "./bookings";
import { messages } from "./messages";
import { users } from "./users";

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
    tipId: uuid("tip_id").references(() => bookingTips.id, { onDelete: "cascade" }),
    adjustmentId: uuid("adjustment_id").references(() => bookingAdjustments.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.key] }),
    index("idempotency_keys_booking_id_idx")
      .on(t.bookingId)
      .where(sql`${t.bookingId} is not null`),
  ],
);
