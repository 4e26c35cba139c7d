// Reviews of completed bookings, both ways: the customer reviews the tasker and the tasker reviews the
// customer (`direction`), each once, within the review window after completion. Double-blind: a
// review stays unpublished (`published_at` null) until both are in or the window ends, then both
// publish together (modules/reviews). A review of a job refunded by half or more of its price is kept
// but withdrawn (`withdrawn_at`); an admin may hide one (`hidden_at`); one with contact details or a
// link is held for moderation (`held_at`). Only published, unhidden, unwithdrawn reviews are shown
// and counted in ratings.
import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";
import { bookings } from "./bookings";
import { taskerProfiles } from "./taskers";
import { users } from "./users";

const subRating = (name: string) => integer(name);

export const reviews = pgTable(
  "reviews",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    bookingId: uuid("booking_id").references(() => bookings.id, { onDelete: "cascade" }),
    reviewerId: uuid("reviewer_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The booking's tasker profile, whichever way the review goes. */
    taskerId: uuid("tasker_id")
      .notNull()
      .references(() => taskerProfiles.id, { onDelete: "cascade" }),
    rating: integer("rating").notNull(),
    comment: text("comment"),
    createdAt: createdAt(),
    withdrawnAt: timestamp("withdrawn_at", { withTimezone: true }),
    // migration 0050: two-way, double-blind reviews with replies
    revieweeId: uuid("reviewee_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    direction: text("direction").notNull().default("customer_to_tasker"),
    punctuality: subRating("punctuality"),
    communication: subRating("communication"),
    quality: subRating("quality"),
    clearInstructions: subRating("clear_instructions"),
    onTime: subRating("on_time"),
    respectful: subRating("respectful"),
    /** Seen by the reviewee only, never published. */
    privateNote: text("private_note"),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    updatedAt: timestamp("updated_at", { withTimezone: true }),
    hiddenAt: timestamp("hidden_at", { withTimezone: true }),
    hiddenReason: text("hidden_reason"),
    heldAt: timestamp("held_at", { withTimezone: true }),
    /** The reviewee's one public reply. */
    reply: text("reply"),
    repliedAt: timestamp("replied_at", { withTimezone: true }),
    replyHeldAt: timestamp("reply_held_at", { withTimezone: true }),
  },
  (t) => [
    check("reviews_rating_check", sql`${t.rating} between 1 and 5`),
    check("reviews_direction_check", sql`${t.direction} in ('customer_to_tasker','tasker_to_customer')`),
    check(
      "reviews_sub_ratings_check",
      sql`coalesce(${t.punctuality}, 1) between 1 and 5 and coalesce(${t.communication}, 1) between 1 and 5
        and coalesce(${t.quality}, 1) between 1 and 5 and coalesce(${t.clearInstructions}, 1) between 1 and 5
        and coalesce(${t.onTime}, 1) between 1 and 5 and coalesce(${t.respectful}, 1) between 1 and 5`,
    ),
    check("reviews_private_note_check", sql`char_length(${t.privateNote}) <= 500`),
    check("reviews_reply_check", sql`char_length(${t.reply}) <= 500`),
    // migration 0050: one review per booking and reviewer (was one per booking)
    uniqueIndex("reviews_booking_reviewer_unique").on(t.bookingId, t.reviewerId),
    index("reviews_tasker_id_idx").on(t.taskerId, t.createdAt),
    index("reviews_reviewer_id_idx").on(t.reviewerId),
    index("reviews_reviewee_id_idx").on(t.revieweeId),
  ],
);
