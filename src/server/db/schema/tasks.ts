// Tasks customers post, the offers taskers send on them and the invitations customers send.
import { sql } from "drizzle-orm";
import {
  check,
  doublePrecision,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { createdAt } from "./columns";
import { serviceCategories } from "./categories";
import { users } from "./users";

export const tasks = pgTable(
  "tasks",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    customerId: uuid("customer_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    categoryId: uuid("category_id")
      .notNull()
      .references(() => serviceCategories.id),
    title: text("title").notNull(),
    description: text("description").notNull(),
    location: text("location").notNull(),
    budget: numeric("budget", { precision: 10, scale: 2 }),
    scheduledDate: timestamp("scheduled_date", { withTimezone: true }),
    status: text("status").notNull().default("open"),
    taskerId: uuid("tasker_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    // migration 0047: hidden by an admin (moderation): gone for everyone but admins
    hiddenAt: timestamp("hidden_at", { withTimezone: true }),
    hiddenReason: text("hidden_reason"),
    // the gazetteer place the location names, and its coordinates (null for free text)
    placeId: text("place_id"),
    lat: doublePrecision("lat"),
    lng: doublePrecision("lng"),
  },
  (t) => [
    check("tasks_status_check", sql`${t.status} in ('open','assigned','in_progress','completed','cancelled')`),
    index("tasks_customer_id_idx").on(t.customerId, t.createdAt),
    index("tasks_status_idx").on(t.status, t.createdAt),
    index("tasks_tasker_id_idx").on(t.taskerId),
    // migration 0008: admin task search
    index("tasks_title_trgm_idx").using("gin", sql`lower(${t.title}) gin_trgm_ops`),
    // Find Work's location filter ('%denver%') reads the matching open tasks, not every open task.
    index("tasks_location_trgm_idx").using("gin", sql`lower(${t.location}) gin_trgm_ops`),
    // Find Work by area: the open tasks of one category in one whole-degree cell of the map, newest
    // first (modules/tasks/work-area.ts walks the cells an area touches).
    index("tasks_open_cell_idx")
      .on(
        t.categoryId,
        sql`(floor(${t.lat})::int * 1000 + floor(${t.lng})::int)`,
        t.createdAt.desc().nullsFirst(),
        t.id,
      )
      .where(sql`${t.status} = 'open' and ${t.lat} is not null`),
    // Find Work by area, its other half: the open tasks without coordinates whose text names the base
    // city. Only these few, so the area walk is not joined by every task that mentions the city.
    index("tasks_open_unplaced_location_trgm_idx")
      .using("gin", sql`lower(${t.location}) gin_trgm_ops`)
      .where(sql`${t.status} = 'open' and ${t.lat} is null`),
  ],
);

export const taskOffers = pgTable(
  "task_offers",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    taskId: uuid("task_id")
      .notNull()
      .references(() => tasks.id, { onDelete: "cascade" }),
    taskerId: uuid("tasker_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    message: text("message"),
    proposedRate: numeric("proposed_rate", { precision: 10, scale: 2 }).notNull(),
    estimatedDuration: integer("estimated_duration"),
    status: text("status").notNull().default("pending"),
    createdAt: createdAt(),
    // migration 0047: hidden by an admin (moderation): gone for everyone but admins
    hiddenAt: timestamp("hidden_at", { withTimezone: true }),
    hiddenReason: text("hidden_reason"),
  },
  (t) => [
    check("task_offers_status_check", sql`${t.status} in ('pending','accepted','declined','withdrawn')`),
    // migration 0005: one pending offer per tasker per task
    uniqueIndex("task_offers_one_pending_idx")
      .on(t.taskId, t.taskerId)
      .where(sql`${t.status} = 'pending'`),
    index("task_offers_task_id_idx").on(t.taskId),
    index("task_offers_tasker_id_idx").on(t.taskerId),
  ],
);

export const taskInvitations = pgTable(
  "task_invitations",
  {
    taskId: uuid("task_id")
      .notNull()
      .references(() => tasks.id, { onDelete: "cascade" }),
    taskerId: uuid("tasker_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.taskId, t.taskerId] }),
    index("task_invitations_tasker_idx").on(t.taskerId),
    // The reminders job finds invitations left unanswered for a day (modules/reminders).
    index("task_invitations_created_at_idx").on(t.createdAt),
  ],
);
