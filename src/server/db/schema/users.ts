// Users: customers, taskers and admins, with their public name, contact and account state.
import { sql } from "drizzle-orm";
import { check, index, integer, numeric, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";

export const users = pgTable(
  "users",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    username: text("username"),
    email: text("email").notNull(),
    passwordHash: text("password_hash").notNull(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    phone: text("phone"),
    profileImage: text("profile_image"),
    userType: text("user_type").notNull().default("customer"),
    location: text("location"),
    createdAt: createdAt(),
    // migration 0001: moderation and account deletion
    suspendedAt: timestamp("suspended_at", { withTimezone: true }),
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
    // migration 0047: an admin's limit (no messages, offers or tasks until then) and its reason
    limitedUntil: timestamp("limited_until", { withTimezone: true }),
    limitedReason: text("limited_reason"),
    // migration 0050: the customer's rating from taskers' published reviews (two decimals, 0 without any)
    customerRating: numeric("customer_rating", { precision: 3, scale: 2 }).notNull().default("0"),
    customerReviewCount: integer("customer_review_count").notNull().default(0),
  },
  (t) => [
    uniqueIndex("users_email_unique").on(sql`lower(${t.email})`),
    uniqueIndex("users_username_unique").on(sql`lower(${t.username})`),
    check("users_user_type_check", sql`${t.userType} in ('customer','tasker','both','admin')`),
    index("users_created_at_idx").on(t.createdAt),
    // migration 0008: admin search by email or name stays fast at 100,000 users
    index("users_email_trgm_idx").using("gin", sql`lower(${t.email}) gin_trgm_ops`),
    index("users_name_trgm_idx").using("gin", sql`lower(${t.firstName} || ' ' || ${t.lastName}) gin_trgm_ops`),
  ],
);
