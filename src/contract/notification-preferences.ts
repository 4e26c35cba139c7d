// What a person chooses to hear about, and how: a grid of categories × channels, plus quiet hours in
// their own time zone. Security, receipts and safety messages are not in the grid: they always go out.
import { z } from "zod";
import type { NotificationKind } from "./notifications";

export const PREFERENCE_CATEGORIES = [
  "messages",
  "offers",
  "bookings",
  "payments",
  "reviews",
  "alerts",
  "reminders",
  "news",
  "reports",
] as const;
export type PreferenceCategory = (typeof PREFERENCE_CATEGORIES)[number];

export const CHANNELS = ["inApp", "email", "push"] as const;
export type Channel = (typeof CHANNELS)[number];

/** Labels of the grid's rows, in order. */
export const PREFERENCE_CATEGORY_LABELS: Record<PreferenceCategory, string> = {
  messages: "Messages",
  offers: "Offers and invitations",
  bookings: "Booking updates",
  payments: "Payments and payouts",
  reviews: "Reviews",
  alerts: "Task alerts",
  reminders: "Reminders",
  news: "News and tips from taskly",
  reports: "Your reports",
};

/** What a cell is when the person never changed it. */
export function defaultEnabled(category: PreferenceCategory, channel: Channel): boolean {
  return !(category === "news" && channel === "push");
}

/** Messages that cannot be turned off, shown locked in the grid with why. */
export const LOCKED_MESSAGES = [
  { key: "security", label: "Security", why: "Sign-in, password and account changes keep your account safe." },
  { key: "receipts", label: "Receipts", why: "Receipts and refunds are records of money you paid or received." },
  { key: "safety", label: "Safety", why: "Safety notices about a booking or your account must reach you." },
] as const;

/** The grid row that governs each kind of notification centre item (and its push and e-mail). */
export const KIND_PREFERENCE: Record<NotificationKind, PreferenceCategory> = {
  "offer.made": "offers",
  "invitation.sent": "offers",
  "booking.created": "bookings",
  "booking.rescheduled": "bookings",
  "booking.started": "bookings",
  "booking.completed": "bookings",
  "booking.cancelled": "bookings",
  "payment.refunded": "payments",
  "tip.given": "payments",
  "price-change.proposed": "bookings",
  "price-change.answered": "bookings",
  "portfolio-consent.asked": "bookings",
  "portfolio-consent.granted": "bookings",
  "portfolio-consent.declined": "bookings",
  "dispute.opened": "bookings",
  "dispute.answered": "bookings",
  "dispute.settled": "bookings",
  "payout.sent": "payments",
  "payout.failed": "payments",
  "review.written": "reviews",
  "review.replied": "reviews",
  "reminder.booking-24h": "reminders",
  "reminder.booking-2h": "reminders",
  "reminder.review": "reminders",
  "reminder.invitation": "reminders",
  "task.alert": "alerts",
  "report.reviewed": "reports",
  "report.actioned": "reports",
  // Account notices are safety messages (LOCKED_MESSAGES): written whatever the grid says
  // (modules/moderation/tell.ts); the row only types them.
  "moderation.warned": "reports",
  "moderation.limited": "reports",
  "moderation.hidden": "reports",
  "moderation.suspended": "reports",
  "id-check.verified": "reminders",
  "id-check.rejected": "reminders",
  "badge.expiring": "reminders",
};

/**
 * Kinds that are a change to a booking (or its imminent start): when the booking starts within the
 * next 24 hours they go through quiet hours, and their push is sent with Urgency high.
 */
export const URGENT_WHEN_SOON: readonly NotificationKind[] = [
  "booking.rescheduled",
  "booking.cancelled",
  "booking.started",
  "price-change.proposed",
  "price-change.answered",
  "reminder.booking-2h",
];

export type LockedCategory = (typeof LOCKED_MESSAGES)[number]["key"];
/** What every e-mail is: a row of the grid, or a locked kind that always goes out. */
export type MailCategory = PreferenceCategory | LockedCategory;

export const isPreferenceCategory = (value: string): value is PreferenceCategory =>
  (PREFERENCE_CATEGORIES as readonly string[]).includes(value);

/** "HH:MM", 00:00 to 23:59. */
export const clockTimeSchema = z
  .string()
  .max(5)
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, "Enter a time as HH:MM, from 00:00 to 23:59.");

/** From `start` to `end` in the person's time zone; an `end` before `start` runs across midnight. */
export const quietHoursSchema = z
  .object({ start: clockTimeSchema, end: clockTimeSchema })
  .refine((q) => q.start !== q.end, { message: "Quiet hours must start and end at different times.", path: ["end"] });
export type QuietHours = z.infer<typeof quietHoursSchema>;

export const channelCellsSchema = z.object({ inApp: z.boolean(), email: z.boolean(), push: z.boolean() });

export const notificationPreferencesSchema = z.object({
  /** Every category in order, each channel's effective value (the person's choice, else the default). */
  grid: z.array(z.object({ category: z.enum(PREFERENCE_CATEGORIES), label: z.string(), channels: channelCellsSchema })),
  locked: z.array(z.object({ key: z.enum(["security", "receipts", "safety"]), label: z.string(), why: z.string() })),
  quietHours: quietHoursSchema.nullable(),
  /** The IANA zone quiet hours are counted in; null until the person saves one (show the browser's). */
  timeZone: z.string().nullable(),
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

/** A change: only the cells named change; quiet hours and time zone when given (null quiet hours: none). */
export const notificationPreferencesUpdateSchema = z
  .object({
    cells: z
      .array(z.object({ category: z.enum(PREFERENCE_CATEGORIES), channel: z.enum(CHANNELS), enabled: z.boolean() }))
      .max(PREFERENCE_CATEGORIES.length * CHANNELS.length)
      .optional(),
    quietHours: quietHoursSchema.nullable().optional(),
    timeZone: z.string().max(64).optional(),
  })
  .strict();
export type NotificationPreferencesUpdate = z.infer<typeof notificationPreferencesUpdateSchema>;

/** A cell's accessible name: "Booking updates by e-mail". */
export const CHANNEL_PHRASES: Record<Channel, string> = { inApp: "in the app", email: "by e-mail", push: "by push" };
export const CHANNEL_LABELS: Record<Channel, string> = { inApp: "In app", email: "E-mail", push: "Push" };
