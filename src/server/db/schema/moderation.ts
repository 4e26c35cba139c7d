// Admin audit log: who changed what, before and after, when. Reports, the moderation queue and the
// actions admins took (migration 0047).
import { sql } from "drizzle-orm";
import { check, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./users";

export const auditLog = pgTable(
  "audit_log",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    actorId: uuid("actor_id").references(() => users.id, { onDelete: "set null" }),
    action: text("action").notNull(),
    targetType: text("target_type").notNull(),
    targetId: uuid("target_id").notNull(),
    before: jsonb("before"),
    after: jsonb("after"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("audit_log_created_at_idx").on(t.createdAt),
    index("audit_log_target_idx").on(t.targetType, t.targetId),
  ],
);

/** One entry of the admins' queue: a reported target (all its reports), or an automatic flag on a person. */
export const moderationItems = pgTable(
  "moderation_items",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    kind: text("kind").notNull(),
    targetType: text("target_type").notNull(),
    targetId: uuid("target_id").notNull(),
    /** The person the item is about: the target's owner. */
    subjectUserId: uuid("subject_user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    status: text("status").notNull().default("open"),
    claimedBy: uuid("claimed_by").references(() => users.id, { onDelete: "set null" }),
    claimedAt: timestamp("claimed_at", { withTimezone: true }),
    outcome: text("outcome"),
    closedAt: timestamp("closed_at", { withTimezone: true }),
    /** A flag's evidence: the masked messages' ids, the reporters counted. */
    details: jsonb("details").notNull().default({}),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("moderation_items_live_idx")
      .on(t.kind, t.targetType, t.targetId)
      .where(sql`${t.status} <> 'closed'`),
    index("moderation_items_status_idx").on(t.status, t.createdAt),
    // migration 0050: reviews (and replies) held for contact details or links; reviews as targets
    check("moderation_items_kind_check", sql`${t.kind} in ('reports','contact-details','many-reports','held-review')`),
    check("moderation_items_target_type_check", sql`${t.targetType} in ('profile','message','task','offer','review')`),
    check("moderation_items_status_check", sql`${t.status} in ('open','claimed','closed')`),
  ],
);

/** A person's report of a profile, message, task or offer, with what it showed at the time. */
export const reports = pgTable(
  "reports",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    reporterId: uuid("reporter_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    targetType: text("target_type").notNull(),
    targetId: uuid("target_id").notNull(),
    subjectUserId: uuid("subject_user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    category: text("category").notNull(),
    details: text("details"),
    context: jsonb("context").notNull(),
    status: text("status").notNull().default("received"),
    itemId: uuid("item_id").references(() => moderationItems.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp("resolved_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("reports_reporter_target_idx").on(t.reporterId, t.targetType, t.targetId),
    index("reports_reporter_created_idx").on(t.reporterId, t.createdAt),
    index("reports_subject_created_idx").on(t.subjectUserId, t.createdAt),
    index("reports_item_idx").on(t.itemId),
    check("reports_target_type_check", sql`${t.targetType} in ('profile','message','task','offer','review')`),
    check(
      "reports_category_check",
      sql`${t.category} in ('scam','harassment','unsafe','no-show','inappropriate','spam','other')`,
    ),
    check("reports_status_check", sql`${t.status} in ('received','reviewed','action-taken')`),
  ],
);

/** What an admin did about a person, with the reason they gave: the person's moderation history. */
export const moderationActions = pgTable(
  "moderation_actions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    itemId: uuid("item_id").references(() => moderationItems.id, { onDelete: "set null" }),
    subjectUserId: uuid("subject_user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    adminId: uuid("admin_id").references(() => users.id, { onDelete: "set null" }),
    action: text("action").notNull(),
    reason: text("reason").notNull(),
    limitedUntil: timestamp("limited_until", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("moderation_actions_subject_idx").on(t.subjectUserId, t.createdAt),
    // migration 0050: 'approve' publishes a held review or reply
    check("moderation_actions_action_check", sql`${t.action} in ('dismiss','approve','hide','warn','limit','suspend')`),
  ],
);
