// What a person chooses to hear about, and how: a grid of categories × channels, plus quiet hours in
// their own time zone. Security, receipts and safety messages are not in the grid: they always go out.
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
  "dispute.opened": "bookings",
  "dispute.answered": "bookings",
  "dispute.settled": "bookings",
  "payout.sent": "payments",
  "payout.failed": "payments",
  "review.written": "reviews",
  "reminder.booking-24h": "reminders",
  "reminder.booking-2h": "reminders",
  "reminder.review": "reminders",
  "reminder.invitation": "reminders",
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
