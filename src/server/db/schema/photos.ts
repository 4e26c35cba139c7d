// Photos (modules/photos/): every uploaded image, stored as sized WebP variants through the storage
// driver (lib/storage/). Tasks, messages and portfolios attach photos in their own tables; a photo
// no one attached within a day is pruned (migration 0041).
import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./users";

/** One stored size of a photo: its pixel size, its storage key and its length in bytes. */
export interface PhotoVariant {
  width: number;
  height: number;
  key: string;
  bytes: number;
}

export const photos = pgTable(
  "photos",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    ownerId: uuid("owner_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** 'public' (avatars, portfolio: plain cacheable URLs) or 'private' (tasks, messages: signed URLs). */
    access: text("access").$type<"public" | "private">().notNull(),
    /** The size of the largest variant. */
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    variants: jsonb("variants").$type<PhotoVariant[]>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** When a task, message, portfolio or avatar first used it; loose photos are pruned after a day. */
    attachedAt: timestamp("attached_at", { withTimezone: true }),
    removedAt: timestamp("removed_at", { withTimezone: true }),
    removedBy: uuid("removed_by").references(() => users.id, { onDelete: "set null" }),
    removedReason: text("removed_reason"),
  },
  (t) => [
    check("photos_access_check", sql`${t.access} in ('public', 'private')`),
    index("photos_owner_idx").on(t.ownerId),
    index("photos_loose_idx")
      .on(t.createdAt)
      .where(sql`attached_at is null and removed_at is null`),
  ],
);
