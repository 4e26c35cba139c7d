// The core entities (users, categories, tasker profiles, tasks, offers, bookings, payments, reviews,
// messages) plus sessions: the first migration (0000).
import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  customType,
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

import { conversations } from "./messaging";

const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

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

export const sessions = pgTable(
  "sessions",
  {
    tokenHash: text("token_hash").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("sessions_user_id_idx").on(t.userId), index("sessions_expires_at_idx").on(t.expiresAt)],
);

export const serviceCategories = pgTable("service_categories", {
  id: uuid("id").primaryKey().defaultRandom(),
  name: text("name").notNull().unique(),
  description: text("description"),
  icon: text("icon"),
  baseRate: numeric("base_rate", { precision: 10, scale: 2 }),
});

export type Availability = { days: string[]; hours?: string; weekdays?: boolean; weekends?: boolean };

export const taskerProfiles = pgTable(
  "tasker_profiles",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: "cascade" }),
    bio: text("bio"),
    skills: text("skills")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    hourlyRate: numeric("hourly_rate", { precision: 10, scale: 2 }),
    experience: text("experience"),
    availability: jsonb("availability").$type<Availability>(),
    isVerified: boolean("is_verified").notNull().default(false),
    rating: numeric("rating", { precision: 3, scale: 2 }).notNull().default("0"),
    totalReviews: integer("total_reviews").notNull().default(0),
    completedTasks: integer("completed_tasks").notNull().default(0),
    createdAt: createdAt(),
    // migration 0003 (search): denormalized display fields kept by the 0004 triggers
    displayName: text("display_name"),
    location: text("location"),
    isListed: boolean("is_listed").notNull().default(true),
    searchText: text("search_text"),
    searchDoc: tsvector("search_doc"),
    rankScore: numeric("rank_score", { precision: 8, scale: 4 }).notNull().default("0"),
    // migration 0003 too: tasker tools (service area, private calendar feed token)
    serviceArea: text("service_area"),
    calendarToken: text("calendar_token").unique(),
    // migration 0009 (fast search): lower(trimmed location), the key of tasker_search_entries
    cityKey: text("city_key"),
  },
  (t) => [
    index("tasker_profiles_search_doc_idx").using("gin", t.searchDoc),
    index("tasker_profiles_search_text_trgm_idx").using("gin", t.searchText.op("gin_trgm_ops")),
    index("tasker_profiles_location_trgm_idx").using("gin", sql`lower(${t.location}) gin_trgm_ops`),
    index("tasker_profiles_skills_idx").using("gin", t.skills),
    index("tasker_profiles_rank_idx")
      .on(t.rankScore.desc(), t.id)
      .where(sql`${t.isListed}`),
    index("tasker_profiles_rate_idx")
      .on(t.hourlyRate, t.id)
      .where(sql`${t.isListed}`),
    index("tasker_profiles_reviews_idx")
      .on(t.totalReviews.desc(), t.id)
      .where(sql`${t.isListed}`),
    index("tasker_profiles_city_rank_idx")
      .on(t.cityKey, t.rankScore.desc(), t.id)
      .where(sql`${t.isListed}`),
    index("tasker_profiles_city_rate_idx")
      .on(t.cityKey, t.hourlyRate, t.id)
      .where(sql`${t.isListed}`),
    index("tasker_profiles_city_reviews_idx")
      .on(t.cityKey, t.totalReviews.desc(), t.id)
      .where(sql`${t.isListed}`),
    check("tasker_profiles_rating_check", sql`${t.rating} >= 0 and ${t.rating} <= 5`),
    check("tasker_profiles_hourly_rate_check", sql`${t.hourlyRate} is null or ${t.hourlyRate} >= 0`),
  ],
);

export const tasks = pgTable(
  "tasks",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    customerId: uuid("customer_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    categoryId: uuid("category_id")
      .notNull()
      .references(() => serviceCategories.id),
    title: text("title").notNull(),
    description: text("description").notNull(),
    location: text("location").notNull(),
    budget: numeric("budget", { precision: 10, scale: 2 }),
    scheduledDate: timestamp("scheduled_date", { withTimezone: true }),
    status: text("status").notNull().default("open"),
    taskerId: uuid("tasker_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    check("tasks_status_check", sql`${t.status} in ('open','assigned','in_progress','completed','cancelled')`),
    index("tasks_customer_id_idx").on(t.customerId, t.createdAt),
    index("tasks_status_idx").on(t.status, t.createdAt),
    index("tasks_tasker_id_idx").on(t.taskerId),
    // migration 0008: admin task search
    index("tasks_title_trgm_idx").using("gin", sql`lower(${t.title}) gin_trgm_ops`),
    // Find Work's location filter ('%denver%') reads the matching open tasks, not every open task.
    index("tasks_location_trgm_idx").using("gin", sql`lower(${t.location}) gin_trgm_ops`),
  ],
);

export const taskOffers = pgTable(
  "task_offers",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    taskId: uuid("task_id")
      .notNull()
      .references(() => tasks.id, { onDelete: "cascade" }),
    taskerId: uuid("tasker_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    message: text("message"),
    proposedRate: numeric("proposed_rate", { precision: 10, scale: 2 }).notNull(),
    estimatedDuration: integer("estimated_duration"),
    status: text("status").notNull().default("pending"),
    createdAt: createdAt(),
  },
  (t) => [
    check("task_offers_status_check", sql`${t.status} in ('pending','accepted','declined','withdrawn')`),
    // migration 0005: one pending offer per tasker per task
    uniqueIndex("task_offers_one_pending_idx")
      .on(t.taskId, t.taskerId)
      .where(sql`${t.status} = 'pending'`),
    index("task_offers_task_id_idx").on(t.taskId),
    index("task_offers_tasker_id_idx").on(t.taskerId),
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
  },
  (t) => [
    index("messages_conversation_idx").on(t.conversationId, t.createdAt),
    index("messages_unread_idx")
      .on(t.receiverId, t.conversationId)
      .where(sql`${t.readAt} is null`),
    index("messages_sender_idx").on(t.senderId, t.createdAt),
    // migration 0009: a tasker's measured response time reads the messages they received
    index("messages_receiver_idx").on(t.receiverId, t.createdAt),
  ],
);

export const bookings = pgTable(
  "bookings",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    taskId: uuid("task_id")
      .notNull()
      .references(() => tasks.id, { onDelete: "cascade" }),
    customerId: uuid("customer_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    taskerId: uuid("tasker_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    scheduledDate: timestamp("scheduled_date", { withTimezone: true }).notNull(),
    duration: integer("duration"),
    totalAmount: numeric("total_amount", { precision: 10, scale: 2 }).notNull(),
    status: text("status").notNull().default("confirmed"),
    paymentStatus: text("payment_status").notNull().default("pending"),
    createdAt: createdAt(),
    // migration 0005 (transactions): money breakdown, time range, lifecycle
    offerId: uuid("offer_id").references(() => taskOffers.id, { onDelete: "set null" }),
    hourlyRate: numeric("hourly_rate", { precision: 10, scale: 2 }),
    subtotal: numeric("subtotal", { precision: 10, scale: 2 }),
    serviceFee: numeric("service_fee", { precision: 10, scale: 2 }),
    endsAt: timestamp("ends_at", { withTimezone: true }),
    startedAt: timestamp("started_at", { withTimezone: true }),
    completedAt: timestamp("completed_at", { withTimezone: true }),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    cancelledBy: uuid("cancelled_by").references(() => users.id, { onDelete: "set null" }),
    cancellationFee: numeric("cancellation_fee", { precision: 10, scale: 2 }),
    refundAmount: numeric("refund_amount", { precision: 10, scale: 2 }),
  },
  (t) => [
    check("bookings_status_check", sql`${t.status} in ('confirmed','in_progress','completed','cancelled')`),
    check(
      "bookings_payment_status_check",
      sql`${t.paymentStatus} in ('pending','authorized','captured','refunded','partially_refunded')`,
    ),
    check("bookings_ends_after_start_check", sql`${t.endsAt} is null or ${t.endsAt} > ${t.scheduledDate}`),
    index("bookings_customer_id_idx").on(t.customerId, t.scheduledDate),
    index("bookings_tasker_id_idx").on(t.taskerId, t.scheduledDate),
    index("bookings_task_id_idx").on(t.taskId),
    // Deleting an offer (with its task) sets bookings.offer_id to null: found by index, not a scan.
    index("bookings_offer_id_idx")
      .on(t.offerId)
      .where(sql`${t.offerId} is not null`),
  ],
);

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
