// Payouts: a tasker's payout account (stored masked; the full numbers stay with the provider), the
// payouts of their available balance, and admin pauses of a tasker's payouts.
import { sql } from "drizzle-orm";
import { bigint, check, index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./users";

export const payoutAccounts = pgTable(
  "payout_accounts",
  {
    taskerId: uuid("tasker_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    holderName: text("holder_name").notNull(),
    /** iban: an IBAN account; us_bank: a US routing + account number. */
    kind: text("kind").notNull(),
    /** ISO country of the account (the IBAN's, or US). */
    country: text("country").notNull(),
    /** What the tasker sees, e.g. "DE89 •••• 3000" or "Routing 021000021 · •••• 6789". */
    masked: text("masked").notNull(),
    provider: text("provider").notNull(),
    /** The provider's reference of the destination; taskly never keeps the full account number. */
    destinationRef: text("destination_ref").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("payout_accounts_kind_check", sql`${t.kind} in ('iban','us_bank')`)],
);

export const payouts = pgTable(
  "payouts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    taskerId: uuid("tasker_id")
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    amountCents: bigint("amount_cents", { mode: "number" }).notNull(),
    /** pending: sent to the provider; paid; failed (the money went back to the available balance). */
    status: text("status").notNull().default("pending"),
    /** requested by the tasker, automatic (the weekly run), or release (a processor that pays out on release). */
    trigger: text("trigger").notNull(),
    /** For automatic payouts: the ISO week (e.g. 2026-W48); one automatic payout per tasker per week. */
    autoWeek: text("auto_week"),
    destinationMasked: text("destination_masked").notNull(),
    /** The provider's reference of the destination it was sent to, so a retry sends it to the same place. */
    destinationRef: text("destination_ref"),
    /** The processor's charge the money came from (a Stripe transfer's source_transaction), when one. */
    sourceRef: text("source_ref"),
    providerRef: text("provider_ref"),
    failureMessage: text("failure_message"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp("settled_at", { withTimezone: true }),
    /** When the recovery job last resent this pending payout (a lease: one instance resends it at a time). */
    retriedAt: timestamp("retried_at", { withTimezone: true }),
  },
  (t) => [
    check("payouts_status_check", sql`${t.status} in ('pending','paid','failed')`),
    check("payouts_trigger_check", sql`${t.trigger} in ('requested','automatic','release')`),
    check("payouts_amount_check", sql`${t.amountCents} > 0`),
    index("payouts_tasker_idx").on(t.taskerId, t.createdAt),
    index("payouts_pending_idx")
      .on(t.createdAt)
      .where(sql`${t.status} = 'pending'`),
    uniqueIndex("payouts_auto_week_idx")
      .on(t.taskerId, t.autoWeek)
      .where(sql`${t.autoWeek} is not null`),
  ],
);

/** A tasker whose payouts an admin paused (one row while paused). */
export const payoutHolds = pgTable("payout_holds", {
  taskerId: uuid("tasker_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  pausedBy: uuid("paused_by").references(() => users.id, { onDelete: "set null" }),
  reason: text("reason").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
