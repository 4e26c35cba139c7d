// Reviews of completed bookings. A review of a job refunded by half or more of its price is kept but
// withdrawn (`withdrawn_at`): not shown, not counted in the tasker's rating.
import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
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
    withdrawnAt: timestamp("withdrawn_at", { withTimezone: true }),
  },
  (t) => [
    check("reviews_rating_check", sql`${t.rating} between 1 and 5`),
    // migration 0005: one review per booking
    uniqueIndex("reviews_booking_id_unique").on(t.bookingId),
    index("reviews_tasker_id_idx").on(t.taskerId, t.createdAt),
    index("reviews_reviewer_id_idx").on(t.reviewerId),
  ],
);
