// Which photos a task and a message show, in order (migration 0042). A photo row belongs to its
// owner (photos.ts); these rows attach it. Removing a task or a message removes its rows; a photo
// removed by moderation keeps its row but drops out of every view (photoViews skips it).
import { check, index, integer, pgTable, primaryKey, uuid } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import { messages } from "./messages";
import { photos } from "./photos";
import { tasks } from "./tasks";

export const taskPhotos = pgTable(
  "task_photos",
  {
    taskId: uuid("task_id")
      .notNull()
      .references(() => tasks.id, { onDelete: "cascade" }),
    photoId: uuid("photo_id")
      .notNull()
      .references(() => photos.id, { onDelete: "cascade" }),
    /** 0 first: the order the customer chose. */
    position: integer("position").notNull(),
  },
  (t) => [
    primaryKey({ name: "task_photos_pk", columns: [t.taskId, t.position] }),
    check("task_photos_position_check", sql`${t.position} between 0 and 9`),
    index("task_photos_photo_id_idx").on(t.photoId),
  ],
);

export const messagePhotos = pgTable(
  "message_photos",
  {
    messageId: uuid("message_id")
      .notNull()
      .references(() => messages.id, { onDelete: "cascade" }),
    photoId: uuid("photo_id")
      .notNull()
      .references(() => photos.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
  },
  (t) => [
    primaryKey({ name: "message_photos_pk", columns: [t.messageId, t.position] }),
    check("message_photos_position_check", sql`${t.position} between 0 and 9`),
    index("message_photos_photo_id_idx").on(t.photoId),
  ],
);
