// Task alerts (modules/task-alerts/): a tasker's standing searches and the tasks they were told of
// (migration 0034).
import { sql } from "drizzle-orm";
import { check, index, numeric, pgTable, primaryKey, smallint, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { tasks } from "./tasks";
import { users } from "./users";

export const taskAlerts = pgTable(
  "task_alerts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    taskerId: uuid("tasker_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    categoryIds: uuid("category_ids").array().notNull(),
    /** Tasks with a budget below this are left out; tasks without a budget always match. */
    minBudget: numeric("min_budget", { precision: 10, scale: 2 }),
    /** 0 = Sunday … 6 = Saturday; null: any day. */
    weekdays: smallint("weekdays").array(),
    delivery: text("delivery").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("task_alerts_delivery_check", sql`${t.delivery} in ('instant', 'daily')`),
    check("task_alerts_categories_check", sql`cardinality(${t.categoryIds}) between 1 and 20`),
    index("task_alerts_tasker_idx").on(t.taskerId, t.createdAt),
    index("task_alerts_categories_idx").using("gin", t.categoryIds),
  ],
);

/** One row per tasker and task: a tasker hears of a task once, however many alerts match or reopenings come. */
export const taskAlertMatches = pgTable(
  "task_alert_matches",
  {
    taskerId: uuid("tasker_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    taskId: uuid("task_id")
      .notNull()
      .references(() => tasks.id, { onDelete: "cascade" }),
    alertId: uuid("alert_id").references(() => taskAlerts.id, { onDelete: "set null" }),
    delivery: text("delivery").notNull(),
    /** Why it matched: "Mounting · 6 km from your base · Saturday". */
    reason: text("reason").notNull(),
    /** When its e-mail went out (instant: at once; daily: with the digest). */
    sentAt: timestamp("sent_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: "task_alert_matches_pk", columns: [t.taskerId, t.taskId] }),
    index("task_alert_matches_task_idx").on(t.taskId),
    index("task_alert_matches_unsent_idx")
      .on(t.taskerId)
      .where(sql`${t.sentAt} is null`),
  ],
);
