// The money ledger: every movement of money is one balanced journal of signed entries (cents).
// Append-only; the balance rule is checked by a deferred trigger at commit (migration 0014).
import { sql } from "drizzle-orm";
import { bigint, bigserial, check, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { bookings } from "./bookings";
import { payouts } from "./payouts";
import { users } from "./users";

export const ledgerJournals = pgTable(
  "ledger_journals",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Order of writing (journals of one transaction share created_at). */
    seq: bigserial("seq", { mode: "number" }).notNull().unique(),
    kind: text("kind").notNull(),
    bookingId: uuid("booking_id").references(() => bookings.id, { onDelete: "restrict" }),
    memo: text("memo"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      "ledger_journals_kind_check",
      sql`${t.kind} in ('authorization','capture','void','refund','release','payout','payout_reversal','tip','adjustment','opening')`,
    ),
    index("ledger_journals_booking_id_idx")
      .on(t.bookingId)
      .where(sql`${t.bookingId} is not null`),
  ],
);

export const ledgerEntries = pgTable(
  "ledger_entries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    journalId: uuid("journal_id")
      .notNull()
      .references(() => ledgerJournals.id, { onDelete: "restrict" }),
    account: text("account").notNull(),
    /** The customer of a customer_* account, the tasker of a tasker_* account, null for platform_fees. */
    userId: uuid("user_id").references(() => users.id, { onDelete: "restrict" }),
    bookingId: uuid("booking_id").references(() => bookings.id, { onDelete: "restrict" }),
    /** Signed: positive adds to the account, negative takes from it. Never zero. */
    amountCents: bigint("amount_cents", { mode: "number" }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      "ledger_entries_account_check",
      sql`${t.account} in ('customer_card','customer_authorized','tasker_held','tasker_available','tasker_payouts','platform_fees')`,
    ),
    check("ledger_entries_amount_check", sql`${t.amountCents} <> 0`),
    check("ledger_entries_owner_check", sql`(${t.account} = 'platform_fees') = (${t.userId} is null)`),
    index("ledger_entries_journal_id_idx").on(t.journalId),
    index("ledger_entries_booking_id_idx")
      .on(t.bookingId, t.account)
      .where(sql`${t.bookingId} is not null`),
    index("ledger_entries_user_account_idx")
      .on(t.userId, t.account)
      .where(sql`${t.userId} is not null`),
  ],
);

/**
 * The tasker's share of one booking after capture: held until `availableAt` (PAYOUT_HOLD_HOURS
 * after completion, or earlier when the customer releases it), then available for a payout. A
 * dispute freezes it ('disputed'); the release job moves only 'held' rows whose time has come.
 */
export const bookingFunds = pgTable(
  "booking_funds",
  {
    bookingId: uuid("booking_id")
      .primaryKey()
      .references(() => bookings.id, { onDelete: "restrict" }),
    taskerId: uuid("tasker_id")
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    status: text("status").notNull().default("held"),
    availableAt: timestamp("available_at", { withTimezone: true }).notNull(),
    releasedAt: timestamp("released_at", { withTimezone: true }),
    /** The payout that paid this share out (status paid_out). */
    payoutId: uuid("payout_id").references(() => payouts.id, { onDelete: "restrict" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("booking_funds_status_check", sql`${t.status} in ('held','available','paid_out','disputed','refunded')`),
    index("booking_funds_due_idx")
      .on(t.availableAt)
      .where(sql`${t.status} = 'held'`),
    index("booking_funds_tasker_idx").on(t.taskerId, t.status),
  ],
);
