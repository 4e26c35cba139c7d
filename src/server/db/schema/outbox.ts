// The e-mail outbox: mail is queued in the transaction that causes it and sent from here.
import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./users";

export const emailOutbox = pgTable(
  "email_outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    toAddress: text("to_address").notNull(),
    subject: text("subject").notNull(),
    body: text("body").notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    // migration 0010: SMTP delivery retries (attempts so far, the last failure, when to try again)
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }),
    // migration 0033: whose mail it is and what kind (the preference grid's category, or a locked kind)
    userId: uuid("user_id").references(() => users.id, { onDelete: "cascade" }),
    category: text("category"),
    /** Extra SMTP headers (List-Unsubscribe, List-Unsubscribe-Post), name → value. */
    headers: jsonb("headers").$type<Record<string, string>>().notNull().default({}),
    /** Held for the person's quiet hours until then; at the end it goes in one summary, never alone. */
    heldUntil: timestamp("held_until", { withTimezone: true }),
    /** The summary e-mail that told of this held mail. */
    summaryId: uuid("summary_id"),
  },
  (t) => [
    index("email_outbox_unsent_idx")
      .on(t.createdAt)
      .where(sql`${t.sentAt} is null`),
    index("email_outbox_held_idx")
      .on(t.heldUntil)
      .where(sql`${t.heldUntil} is not null and ${t.summaryId} is null`),
  ],
);
