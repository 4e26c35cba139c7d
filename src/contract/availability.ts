// A tasker's availability (weekly hours in their time zone, date exceptions, vacation, notice, buffer,
// horizon), free time slots and calendar import: shared by the settings grid, the booking calendar and
// /api/taskers/.../schedule|slots.
import { z } from "zod";
import { DURATION_MESSAGE, durationSchema } from "./bookings";
import { canonicalTimeZone } from "./time-zones";

/** Free start times are offered on this grid (minutes) from the start of each range. */
export const SLOT_STEP_MINUTES = 30;
/** The longest window GET .../slots answers. */
export const MAX_SLOT_WINDOW_DAYS = 62;
export const MAX_RANGES_PER_DAY = 6;
export const MAX_EXCEPTIONS = 120;
export const MAX_NOTICE_HOURS = 336;
export const MAX_BUFFER_MINUTES = 240;
export const MAX_HORIZON_DAYS = 365;

const TIME = /^([01]\d|2[0-3]):(00|15|30|45)$|^24:00$/;
const timeSchema = z
  .string({ error: "Times look like 09:00" })
  .max(5, "Times look like 09:00")
  .regex(TIME, "Times look like 09:00, in quarter hours, up to 24:00");

export const timeRangeSchema = z
  .object({ start: timeSchema, end: timeSchema })
  .refine((r) => r.start < r.end, { message: "A range must end after it starts", path: ["end"] });
export type TimeRange = z.infer<typeof timeRangeSchema>;

/** Several ranges in one day: sorted, none overlapping another. */
export const dayRangesSchema = z
  .array(timeRangeSchema)
  .max(MAX_RANGES_PER_DAY, `At most ${MAX_RANGES_PER_DAY} ranges a day`)
  .transform((ranges) => [...ranges].sort((a, b) => a.start.localeCompare(b.start)))
  .refine((ranges) => ranges.every((r, i) => i === 0 || ranges[i - 1].end <= r.start), "Ranges of one day overlap");

export const weeklyHoursSchema = z.array(dayRangesSchema).length(7, "Weekly hours need seven days, Monday first");

const dateSchema = z
  .string()
  .max(10, "Dates look like 2026-12-24")
  .regex(/^\d{4}-\d{2}-\d{2}$/, "Dates look like 2026-12-24")
  .refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(d).toISOString().startsWith(d), {
    message: "Not a real date",
  });

export const dateExceptionSchema = z.object({ date: dateSchema, ranges: dayRangesSchema });
export type DateException = z.infer<typeof dateExceptionSchema>;

export const timeZoneSchema = z
  .string({ error: "Choose a time zone" })
  .max(64, "Unknown time zone")
  .refine((tz) => canonicalTimeZone(tz) !== null, "Unknown time zone")
  .transform((tz) => canonicalTimeZone(tz)!);

const whole = (label: string, max: number) =>
  z
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(0, `${label} cannot be negative`)
    .max(max, `${label} is at most ${max}`);

/** PUT /api/taskers/profile/schedule. */
export const scheduleInputSchema = z.object({
  timeZone: timeZoneSchema,
  weeklyHours: weeklyHoursSchema,
  exceptions: z
    .array(dateExceptionSchema)
    .max(MAX_EXCEPTIONS, `At most ${MAX_EXCEPTIONS} exceptions`)
    .refine((list) => new Set(list.map((e) => e.date)).size === list.length, "Each date can have one exception")
    .default([]),
  onVacation: z.boolean().default(false),
  noticeHours: whole("Minimum notice", MAX_NOTICE_HOURS),
  bufferMinutes: whole("Buffer", MAX_BUFFER_MINUTES),
  horizonDays: whole("Booking horizon", MAX_HORIZON_DAYS).min(1, "Booking horizon is at least 1 day"),
});
export type ScheduleInput = z.input<typeof scheduleInputSchema>;
export type Schedule = z.output<typeof scheduleInputSchema>;

export const calendarImportSchema = z.object({
  url: z.string(),
  lastSyncedAt: z.string().nullable(),
  lastAttemptAt: z.string().nullable(),
  lastError: z.string().nullable(),
  busyCount: z.number().int(),
});
export type CalendarImport = z.infer<typeof calendarImportSchema>;

const rangeOutSchema = z.object({ start: z.string(), end: z.string() });

/** GET /api/taskers/profile/schedule: `custom` is false while the tasker has not saved hours yet. */
export const ownScheduleSchema = z.object({
  timeZone: z.string(),
  weeklyHours: z.array(z.array(rangeOutSchema)),
  exceptions: z.array(z.object({ date: z.string(), ranges: z.array(rangeOutSchema) })),
  onVacation: z.boolean(),
  noticeHours: z.number().int(),
  bufferMinutes: z.number().int(),
  horizonDays: z.number().int(),
  custom: z.boolean(),
  calendarImport: calendarImportSchema.nullable(),
});
export type OwnSchedule = z.infer<typeof ownScheduleSchema>;

export const ICS_URL_MAX = 2000;
/** PUT /api/taskers/profile/calendar-import: a private iCalendar URL, or null to stop importing. */
export const calendarImportInputSchema = z.object({
  url: z
    .string({ error: "Paste your calendar's iCalendar (.ics) address" })
    .trim()
    .max(ICS_URL_MAX, "That address is too long")
    .refine(
      (u) => /^https?:\/\//i.test(u) && URL.canParse(u),
      "The calendar address must start with http:// or https://",
    )
    .nullable(),
});

/** GET /api/taskers/{id}/slots?from&to&duration. */
export const slotsQuerySchema = z
  .object({
    from: z
      .string({ error: "from is required" })
      .max(40, "from must be an ISO date-time")
      .datetime({ offset: true, error: "from must be an ISO date-time" }),
    to: z
      .string({ error: "to is required" })
      .max(40, "to must be an ISO date-time")
      .datetime({ offset: true, error: "to must be an ISO date-time" }),
    duration: z.coerce.number({ error: DURATION_MESSAGE }).pipe(durationSchema),
  })
  .refine((q) => Date.parse(q.to) > Date.parse(q.from), { message: "to must be after from", path: ["to"] })
  .refine((q) => Date.parse(q.to) - Date.parse(q.from) <= MAX_SLOT_WINDOW_DAYS * 86_400_000, {
    message: `The window is at most ${MAX_SLOT_WINDOW_DAYS} days`,
    path: ["to"],
  });
export type SlotsQuery = z.input<typeof slotsQuerySchema>;

export const slotsSchema = z.object({
  /** The tasker's time zone (IANA). */
  timeZone: z.string(),
  duration: z.number().int(),
  /** Free start times, ISO in UTC, ascending. */
  slots: z.array(z.string()),
});
export type Slots = z.infer<typeof slotsSchema>;

export const SLOT_TAKEN_MESSAGE = "That time is no longer available.";
