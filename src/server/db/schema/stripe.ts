// Stripe: the webhook events already processed (one row per event id, inserted first, so a replayed
// or concurrent delivery is skipped) and each tasker's Stripe Connect Express account.
import { boolean, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./users";

export const stripeEvents = pgTable("stripe_events", {
  id: text("id").primaryKey(),
  type: text("type").notNull(),
  /** What taskly did with it ("payment voided", "ignored: …"), for admins reading the table. */
  outcome: text("outcome").notNull().default("received"),
  receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
});

/** A tasker's connected account: the payout destination of Stripe transfers once onboarding is done. */
export const stripeAccounts = pgTable("stripe_accounts", {
  taskerId: uuid("tasker_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  accountId: text("account_id").notNull().unique(),
  detailsSubmitted: boolean("details_submitted").notNull().default(false),
  payoutsEnabled: boolean("payouts_enabled").notNull().default(false),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
