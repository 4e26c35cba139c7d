// Reviews of completed bookings.
import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";
import { bookings } from "./bookings";
import { taskerProfiles } from "./taskers";
import { users } from "./users";

export const reviews = pgTable(
  "reviews",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    bookingId: uuid("booking_id").references(() => bookings.id, { onDelete: "cascade" }),
    reviewerId: uuid("reviewer_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    taskerId: uuid("tasker_id")
      .notNull()
      .references(() => taskerProfiles.id, { onDelete: "cascade" }),
    rating: integer("rating").notNull(),
    comment: text("comment"),
    createdAt: createdAt(),
  },
  (t) => [
    check("reviews_rating_check", sql`${t.rating} between 1 and 5`),
    // migration 0005: one review per booking
    uniqueIndex("reviews_booking_id_unique").on(t.bookingId),
    index("reviews_tasker_id_idx").on(t.taskerId, t.createdAt),
    index("reviews_reviewer_id_idx").on(t.reviewerId),
  ],
);
