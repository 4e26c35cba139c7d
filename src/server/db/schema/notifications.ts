// The notification centre (modules/notification-centre/): the items under a person's bell, written
// in the transaction of the domain event they tell of (migration 0031).
import { sql } from "drizzle-orm";
import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./users";

export const notifications = pgTable(
  "notifications",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    category: text("category").notNull(),
    kind: text("kind").notNull(),
    /** Unread items with the same key are one item with a count ("3 new offers on …"). */
    groupKey: text("group_key").notNull(),
    subjectType: text("subject_type").notNull(),
    subjectId: uuid("subject_id").notNull(),
    /** The screen it opens, a path on the site. */
    link: text("link").notNull(),
    /** What its text names (a task's title, the other person's display name); never private text. */
    data: jsonb("data").notNull().default({}),
    count: integer("count").notNull().default(1),
    lastEventId: bigint("last_event_id", { mode: "number" }).notNull(),
    readAt: timestamp("read_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("notifications_user_updated_idx").on(t.userId, t.updatedAt.desc(), t.id.desc()),
    uniqueIndex("notifications_unread_group_idx")
      .on(t.userId, t.groupKey)
      .where(sql`${t.readAt} is null`),
  ],
);

/** One row per event and recipient: an event is told to a person once, whatever runs it again. */
export const notificationEvents = pgTable(
  "notification_events",
  {
    eventId: bigint("event_id", { mode: "number" }).notNull(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: "notification_events_pk", columns: [t.eventId, t.userId] }),
    index("notification_events_user_idx").on(t.userId),
    index("notification_events_created_at_idx").on(t.createdAt),
  ],
);
