// Dated badges (what was checked about a tasker, and when) and the ID checks that grant the
// "ID verified" one. A badge shows until it expires (a year after it was granted) or is revoked.
import { sql } from "drizzle-orm";
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./users";

export const badges = pgTable(
  "badges",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** id_verified: an identity document was checked; taskly_verified: an admin verified the tasker. */
    kind: text("kind").notNull(),
    /** stripe_identity, manual (an admin reviewed an uploaded ID), admin (the admin verification toggle). */
    method: text("method").notNull(),
    verifiedAt: timestamp("verified_at", { withTimezone: true }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    /** When the tasker was told the badge expires within 30 days (once per badge). */
    renewalNotifiedAt: timestamp("renewal_notified_at", { withTimezone: true }),
    /** The admin who granted it (manual review or the toggle), null for a provider's check. */
    grantedBy: uuid("granted_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("badges_kind_check", sql`${t.kind} in ('id_verified','taskly_verified')`),
    check("badges_method_check", sql`${t.method} in ('stripe_identity','manual','admin')`),
    check("badges_dates_check", sql`${t.expiresAt} > ${t.verifiedAt}`),
    uniqueIndex("badges_one_live_per_kind")
      .on(t.userId, t.kind)
      .where(sql`${t.revokedAt} is null`),
    index("badges_expiry_idx")
      .on(t.expiresAt)
      .where(sql`${t.revokedAt} is null`),
  ],
);

export const idChecks = pgTable(
  "id_checks",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** manual: an uploaded photo an admin reviews; stripe_identity: a Stripe Identity VerificationSession. */
    method: text("method").notNull(),
    /** pending (waiting for a review or for the provider), verified, rejected (manual), requires_input (provider). */
    status: text("status").notNull().default("pending"),
    /** The private storage key of the uploaded ID photo; null once decided (the photo is deleted). */
    photoKey: text("photo_key"),
    /** The provider's session id (Stripe Identity). */
    sessionId: text("session_id"),
    /** Why it was rejected, or what the provider asked for: shown to the tasker. */
    reason: text("reason"),
    decidedBy: uuid("decided_by").references(() => users.id, { onDelete: "set null" }),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("id_checks_method_check", sql`${t.method} in ('manual','stripe_identity')`),
    check("id_checks_status_check", sql`${t.status} in ('pending','verified','rejected','requires_input')`),
    uniqueIndex("id_checks_one_pending")
      .on(t.userId)
      .where(sql`${t.status} = 'pending'`),
    uniqueIndex("id_checks_session_idx").on(t.sessionId),
    index("id_checks_user_idx").on(t.userId, t.createdAt),
    index("id_checks_pending_idx")
      .on(t.createdAt)
      .where(sql`${t.status} = 'pending'`),
  ],
);
