// Portfolios (modules/portfolio/): a tasker's public photos of their work, and the customers'
// consent to show a booking's photos among them (migration 0043).
import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { bookings } from "./bookings";
import { serviceCategories } from "./categories";
import { createdAt } from "./columns";
import { photos } from "./photos";
import { users } from "./users";

export const portfolioPhotos = pgTable(
  "portfolio_photos",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    taskerId: uuid("tasker_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** A public photo of the tasker's; one portfolio item per photo. */
    photoId: uuid("photo_id")
      .notNull()
      .unique("portfolio_photos_photo_unique")
      .references(() => photos.id, { onDelete: "cascade" }),
    caption: text("caption").notNull().default(""),
    categoryId: uuid("category_id").references(() => serviceCategories.id, { onDelete: "set null" }),
    /** Shown in ascending order; reordering rewrites them 1, 2, 3, … */
    position: integer("position").notNull(),
    /** The booking whose photo this is a copy of (with its customer's consent); null for the tasker's own. */
    bookingId: uuid("booking_id").references(() => bookings.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    check("portfolio_photos_caption_check", sql`char_length(${t.caption}) <= 200`),
    index("portfolio_photos_tasker_idx").on(t.taskerId, t.position),
    index("portfolio_photos_booking_idx")
      .on(t.bookingId)
      .where(sql`${t.bookingId} is not null`),
  ],
);

/** One per booking: asked by its tasker once; granted null until the customer answers. */
export const portfolioConsents = pgTable("portfolio_consents", {
  bookingId: uuid("booking_id")
    .primaryKey()
    .references(() => bookings.id, { onDelete: "cascade" }),
  askedAt: timestamp("asked_at", { withTimezone: true }).notNull().defaultNow(),
  answeredAt: timestamp("answered_at", { withTimezone: true }),
  granted: boolean("granted"),
});
