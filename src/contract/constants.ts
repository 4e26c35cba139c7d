// Business constants, shared by client and server.
export const USER_TYPES = ["customer", "tasker", "both", "admin"] as const;
export type UserType = (typeof USER_TYPES)[number];
export const SIGNUP_USER_TYPES = ["customer", "tasker", "both"] as const;
/** The account types that work as taskers (a 'both' account is customer and tasker). */
export const TASKER_USER_TYPES = ["tasker", "both"] as const;
export const isTaskerType = (userType: string | null | undefined): boolean =>
  (TASKER_USER_TYPES as readonly string[]).includes(userType ?? "");

export const TASK_STATUSES = ["open", "assigned", "in_progress", "completed", "cancelled"] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];
export const OFFER_STATUSES = ["pending", "accepted", "declined", "withdrawn"] as const;
export type OfferStatus = (typeof OFFER_STATUSES)[number];
export const BOOKING_STATUSES = ["confirmed", "in_progress", "completed", "cancelled"] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];
export const PAYMENT_STATUSES = ["pending", "authorized", "captured", "refunded", "partially_refunded"] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** Service fee: this percentage of (hourly rate × hours), added to the booking total. */
export const SERVICE_FEE_PERCENT = 5;
/** A booking lasts 1 to this many whole hours, the range of an offer's estimate. */
export const MAX_BOOKING_HOURS = 24;
/** The lengths a booking can be made for: every whole hour from 1 to MAX_BOOKING_HOURS. */
export const BOOKING_DURATIONS: readonly number[] = Array.from({ length: MAX_BOOKING_HOURS }, (_, i) => i + 1);
/** A booking's length when nothing (such as an offer's estimate) suggests another. */
export const DEFAULT_BOOKING_DURATION = 2;
/** Free cancellation until this many hours before the start. */
export const FREE_CANCELLATION_HOURS = 24;
/** The lowest hourly rate a tasker may ask, in a profile or an offer (USD). */
export const MIN_HOURLY_RATE = 15;
/** A tasker can start a booking from this many minutes before its scheduled start. */
export const START_WINDOW_MINUTES = 60;

export const FEATURED_TASKERS = 3;
export const SKILL_BADGES_PER_CARD = 3;
/** The footer names the first this many categories; the sitemap lists them all. */
export const FOOTER_CATEGORIES = 5;
export const HOME_SKELETONS = 3;
export const BROWSE_SKELETONS = 6;
export const MESSAGE_SKELETON_ROWS = 5;
export const MIN_TASKER_MESSAGE_LENGTH = 10;
export const MAX_MESSAGE_LENGTH = 5000;
export const TASKER_PAGE_SIZE = 12;
export const TASKER_PAGE_MAX = 50;

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
