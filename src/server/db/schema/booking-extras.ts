// What changes a booking's money after it was booked: tips, price adjustments the customer
// approves, and disputes with a partial refund. Amounts are integer cents, like the ledger.
import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { bookings } from "./bookings";
import { users } from "./users";

/** A tip after completion, charged on the card kept at booking; all of it goes to the tasker. */
export const bookingTips = pgTable(
  "booking_tips",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    bookingId: uuid("booking_id")
      .notNull()
      .references(() => bookings.id, { onDelete: "restrict" }),
    amountCents: integer("amount_cents").notNull(),
    providerRef: text("provider_ref").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("booking_tips_amount_check", sql`${t.amountCents} > 0`),
    index("booking_tips_booking_idx").on(t.bookingId),
  ],
);

/** Extra hours or an expense the tasker proposes during the job; approval charges the saved card. */
export const bookingAdjustments = pgTable(
  "booking_adjustments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    bookingId: uuid("booking_id")
      .notNull()
      .references(() => bookings.id, { onDelete: "restrict" }),
    kind: text("kind").notNull(),
    hours: integer("hours"),
    /** The tasker's part. */
    amountCents: integer("amount_cents").notNull(),
    /** taskly's service fee on it (extra hours only). */
    feeCents: integer("fee_cents").notNull().default(0),
    note: text("note").notNull(),
    status: text("status").notNull().default("pending"),
    providerRef: text("provider_ref"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
  },
  (t) => [
    check("booking_adjustments_kind_check", sql`${t.kind} in ('extra_hours','expense')`),
    check("booking_adjustments_status_check", sql`${t.status} in ('pending','approved','declined')`),
    check("booking_adjustments_amount_check", sql`${t.amountCents} > 0 and ${t.feeCents} >= 0`),
    uniqueIndex("booking_adjustments_one_pending_idx")
      .on(t.bookingId)
      .where(sql`${t.status} = 'pending'`),
    index("booking_adjustments_booking_idx").on(t.bookingId),
  ],
);

/**
 * One dispute per booking: opened by the customer before release, answered by the tasker until
 * `respondBy` (accept or counter), else escalated to admins, who split the money.
 */
export const disputes = pgTable(
  "disputes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    bookingId: uuid("booking_id")
      .notNull()
      .unique()
      .references(() => bookings.id, { onDelete: "restrict" }),
    customerId: uuid("customer_id")
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    taskerId: uuid("tasker_id")
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    reason: text("reason").notNull(),
    details: text("details").notNull(),
    requestedRefundCents: integer("requested_refund_cents").notNull(),
    status: text("status").notNull().default("awaiting_tasker"),
    respondBy: timestamp("respond_by", { withTimezone: true }).notNull(),
    taskerResponse: text("tasker_response"),
    counterRefundCents: integer("counter_refund_cents"),
    taskerNote: text("tasker_note"),
    respondedAt: timestamp("responded_at", { withTimezone: true }),
    escalationReason: text("escalation_reason"),
    escalatedAt: timestamp("escalated_at", { withTimezone: true }),
    refundCents: integer("refund_cents"),
    /** What the tasker kept: released to their available balance at resolution. */
    releasedCents: integer("released_cents"),
    resolutionNote: text("resolution_note"),
    resolvedBy: uuid("resolved_by").references(() => users.id, { onDelete: "set null" }),
    resolvedAt: timestamp("resolved_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("disputes_status_check", sql`${t.status} in ('awaiting_tasker','escalated','resolved')`),
    check(
      "disputes_response_check",
      sql`${t.taskerResponse} is null or ${t.taskerResponse} in ('accepted','countered')`,
    ),
    check(
      "disputes_escalation_check",
      sql`${t.escalationReason} is null or ${t.escalationReason} in ('countered','no_answer')`,
    ),
    check("disputes_refund_check", sql`${t.requestedRefundCents} > 0 and coalesce(${t.refundCents}, 0) >= 0`),
    index("disputes_due_idx")
      .on(t.respondBy)
      .where(sql`${t.status} = 'awaiting_tasker'`),
    index("disputes_status_idx").on(t.status, t.createdAt),
  ],
);
