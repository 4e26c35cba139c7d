// Web push (modules/push/): the browsers and devices a person turned push on in (migration 0035).
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./users";

export const pushSubscriptions = pgTable(
  "push_subscriptions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The push service's URL for this browser; the server POSTs to it, so only allowed hosts are stored. */
    endpoint: text("endpoint").notNull(),
    /** The browser's P-256 public key and auth secret (base64url), which the payload is encrypted with. */
    p256dh: text("p256dh").notNull(),
    auth: text("auth").notNull(),
    /** A short label for the device ("Chrome on Android"), from the User-Agent when it subscribed. */
    userAgent: text("user_agent").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastSuccessAt: timestamp("last_success_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("push_subscriptions_endpoint_idx").on(t.endpoint),
    index("push_subscriptions_user_idx").on(t.userId),
  ],
);
