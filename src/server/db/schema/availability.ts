// When a tasker works (migration 0013): weekly hours in their time zone with date exceptions, vacation,
// notice, buffer and horizon; busy times imported from their own iCalendar URL (with its retries and
// the throttle of imports on request); reschedule proposals.
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { bookings } from "./bookings";
import { users } from "./users";

/** "HH:MM" wall-clock times in the tasker's zone; an end of "24:00" is midnight after the day. */
export type TimeRangeRow = { start: string; end: string };
/** Monday first: seven lists of ranges. */
export type WeeklyHoursRow = TimeRangeRow[][];
/** A date (YYYY-MM-DD) whose ranges replace that weekday's; no ranges is a day off. */
export type DateExceptionRow = { date: string; ranges: TimeRangeRow[] };

export const taskerSchedules = pgTable(
  "tasker_schedules",
  {
    taskerId: uuid("tasker_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    timeZone: text("time_zone").notNull(),
    weeklyHours: jsonb("weekly_hours").$type<WeeklyHoursRow>().notNull(),
    exceptions: jsonb("exceptions")
      .$type<DateExceptionRow[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    onVacation: boolean("on_vacation").notNull().default(false),
    noticeHours: integer("notice_hours").notNull().default(12),
    bufferMinutes: integer("buffer_minutes").notNull().default(30),
    horizonDays: integer("horizon_days").notNull().default(60),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("tasker_schedules_notice_check", sql`${t.noticeHours} between 0 and 336`),
    check("tasker_schedules_buffer_check", sql`${t.bufferMinutes} between 0 and 240`),
    check("tasker_schedules_horizon_check", sql`${t.horizonDays} between 1 and 365`),
  ],
);

export const taskerCalendarImports = pgTable(
  "tasker_calendar_imports",
  {
    taskerId: uuid("tasker_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    url: text("url").notNull(),
    lastAttemptAt: timestamp("last_attempt_at", { withTimezone: true }),
    lastSyncedAt: timestamp("last_synced_at", { withTimezone: true }),
    lastError: text("last_error"),
    busyCount: integer("busy_count").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    // Attempts since the last success: counted when an attempt starts, so one the process never
    // finished counts as failed; each doubles the wait before the next (calendar-import/retry.ts).
    failedAttempts: integer("failed_attempts").notNull().default(0),
    // When the periodic job may import it next (null: at once).
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }),
  },
  (t) => [index("tasker_calendar_imports_next_attempt_idx").on(t.nextAttemptAt)],
);

/** Imports a tasker asked for (a new address, "Import now") in the current fixed window. */
export const calendarImportRequests = pgTable("calendar_import_requests", {
  taskerId: uuid("tasker_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  windowStart: timestamp("window_start", { withTimezone: true }).notNull().defaultNow(),
  count: integer("count").notNull().default(0),
});

export const taskerBusyTimes = pgTable(
  "tasker_busy_times",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    taskerId: uuid("tasker_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    index("tasker_busy_times_tasker_idx").on(t.taskerId, t.endsAt, t.startsAt),
    check("tasker_busy_times_order_check", sql`${t.endsAt} > ${t.startsAt}`),
  ],
);

export const RESCHEDULE_STATUSES = ["pending", "accepted", "declined", "withdrawn"] as const;

export const bookingReschedules = pgTable(
  "booking_reschedules",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    bookingId: uuid("booking_id")
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    proposedBy: uuid("proposed_by")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    scheduledDate: timestamp("scheduled_date", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    status: text("status").notNull().default("pending"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("booking_reschedules_one_pending_idx")
      .on(t.bookingId)
      .where(sql`${t.status} = 'pending'`),
    index("booking_reschedules_booking_idx").on(t.bookingId, t.createdAt),
    check("booking_reschedules_status_check", sql`${t.status} in ('pending','accepted','declined','withdrawn')`),
  ],
);
