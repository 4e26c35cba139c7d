// Conversations (one per pair of users, and task when given, derived by the server) and messages.
import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { createdAt } from "./columns";
import { tasks } from "./tasks";
import { users } from "./users";

export const conversations = pgTable(
  "conversations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    // The pair is stored ordered (userA < userB) so either side finds the same row.
    userA: uuid("user_a")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    userB: uuid("user_b")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    taskId: uuid("task_id").references(() => tasks.id, { onDelete: "set null" }),
    lastMessageAt: timestamp("last_message_at", { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    // migration 0045: what the conversation list shows, kept by triggers in the transactions that
    // change it (messages sent, read or removed; bookings made or changed), so the list reads one row
    // per conversation instead of counting and searching messages. No foreign key: the messages
    // trigger keeps it pointing at the newest message.
    lastMessageId: uuid("last_message_id"),
    /** Messages user_a / user_b received here and has not read. */
    unreadA: integer("unread_a").notNull().default(0),
    unreadB: integer("unread_b").notNull().default(0),
    /** The pair has a confirmed, in-progress or completed booking: contact details show (bookedTogether). */
    contactsVisible: boolean("contacts_visible").notNull().default(false),
  },
  (t) => [
    check("conversations_ordered_pair_check", sql`${t.userA} < ${t.userB}`),
    uniqueIndex("conversations_pair_task_unique").on(
      t.userA,
      t.userB,
      sql`coalesce(${t.taskId}, '00000000-0000-0000-0000-000000000000'::uuid)`,
    ),
    index("conversations_user_a_idx").on(t.userA, t.lastMessageAt),
    index("conversations_user_b_idx").on(t.userB, t.lastMessageAt),
    // Deleting a task sets conversations.task_id to null: found by index, not a scan.
    index("conversations_task_id_idx")
      .on(t.taskId)
      .where(sql`${t.taskId} is not null`),
  ],
);

export const messages = pgTable(
  "messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    conversationId: uuid("conversation_id")
      .notNull()
      .references((): AnyPgColumn => conversations.id, { onDelete: "cascade" }),
    senderId: uuid("sender_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    receiverId: uuid("receiver_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    content: text("content").notNull(),
    createdAt: createdAt(),
    // migration 0006 (messaging)
    readAt: timestamp("read_at", { withTimezone: true }),
    // migration 0047: hidden by an admin (moderation): gone for everyone but admins
    hiddenAt: timestamp("hidden_at", { withTimezone: true }),
    hiddenReason: text("hidden_reason"),
  },
  (t) => [
    index("messages_conversation_idx").on(t.conversationId, t.createdAt),
    index("messages_unread_idx")
      .on(t.receiverId, t.conversationId)
      .where(sql`${t.readAt} is null`),
    index("messages_sender_idx").on(t.senderId, t.createdAt),
    // migration 0009: a tasker's measured response time reads the messages they received
    index("messages_receiver_idx").on(t.receiverId, t.createdAt),
    // The message e-mails job looks at recent unread messages only (modules/message-mail).
    index("messages_unread_created_at_idx")
      .on(t.createdAt)
      .where(sql`${t.readAt} is null`),
  ],
);

/**
 * What a person was last e-mailed about a conversation (modules/message-mail): messages up to
 * `mailed_through` were in a mail, the last one sent at `mailed_at`.
 */
export const messageMailState = pgTable(
  "message_mail_state",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    conversationId: uuid("conversation_id")
      .notNull()
      .references(() => conversations.id, { onDelete: "cascade" }),
    mailedThrough: timestamp("mailed_through", { withTimezone: true }).notNull(),
    mailedAt: timestamp("mailed_at", { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ name: "message_mail_state_pk", columns: [t.userId, t.conversationId] })],
);
