// The notification centre (modules/notification-centre/): the items under a person's bell, written
// in the transaction of the domain event they tell of (migration 0031).
import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
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
    // Read items are pruned after a while (events/prune.ts).
    index("notifications_read_at_idx")
      .on(t.readAt)
      .where(sql`${t.readAt} is not null`),
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

/**
 * A person's choices in the preference grid (contract/notification-preferences.ts): only cells they
 * changed are rows; a missing cell is the default.
 */
export const notificationPreferences = pgTable(
  "notification_preferences",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    category: text("category").notNull(),
    /** inApp, email or push. */
    channel: text("channel").notNull(),
    enabled: boolean("enabled").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: "notification_preferences_pk", columns: [t.userId, t.category, t.channel] })],
);

/**
 * Quiet hours: push and e-mail wait from `quiet_start` to `quiet_end` (minutes after midnight in
 * `time_zone`, the person's own IANA zone) and are summarised at the end; changes to a booking in
 * the next 24 hours still go through. No row, or equal start and end: no quiet hours.
 */
export const notificationSettings = pgTable("notification_settings", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  timeZone: text("time_zone").notNull(),
  quietStart: smallint("quiet_start"),
  quietEnd: smallint("quiet_end"),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Secrets the server makes once and every instance shares (the unsubscribe links' signing key, the
 * VAPID keys of web push when no setting gives them): lib/server-secrets.ts.
 */
export const serverSecrets = pgTable("server_secrets", {
  name: text("name").primaryKey(),
  value: text("value").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The reminders sent (modules/reminders): one row per subject (a booking's id, or an invitation's
 * "task id:tasker id") and reminder, so each goes out once whatever runs the job again.
 */
export const remindersSent = pgTable(
  "reminders_sent",
  {
    subject: text("subject").notNull(),
    reminder: text("reminder").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: "reminders_sent_pk", columns: [t.subject, t.reminder] }),
    index("reminders_sent_created_at_idx").on(t.createdAt),
  ],
);

/**
 * Web pushes waiting to go (modules/notification-centre/push-deliveries.ts): written with the
 * notification item in its event's transaction, for people with push on for the item's row of the
 * grid and a device to send to; drained by the "send-push" job. Held for quiet hours (`held`), a
 * person's pushes go as one summary at the end.
 */
export const pushDeliveries = pgTable(
  "push_deliveries",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    eventId: bigint("event_id", { mode: "number" }).notNull(),
    kind: text("kind").notNull(),
    /** The grid row it belongs to (contract/notification-preferences.ts). */
    preference: text("preference").notNull(),
    /** Pushes with one topic replace each other: a booking's updates share its topic. */
    topic: text("topic").notNull(),
    link: text("link").notNull(),
    data: jsonb("data").notNull().default({}),
    /** A change to a booking within the next 24 hours: Urgency high, through quiet hours. */
    urgent: boolean("urgent").notNull().default(false),
    dueAt: timestamp("due_at", { withTimezone: true }).notNull().defaultNow(),
    held: boolean("held").notNull().default(false),
    /** The devices that have it already (a retry skips them). */
    deliveredTo: uuid("delivered_to")
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    doneAt: timestamp("done_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("push_deliveries_due_idx")
      .on(t.dueAt)
      .where(sql`${t.doneAt} is null`),
    index("push_deliveries_user_idx").on(t.userId),
    index("push_deliveries_done_at_idx")
      .on(t.doneAt)
      .where(sql`${t.doneAt} is not null`),
  ],
);
