// Query keys of bookings: `all` covers every My Bookings list, single booking, cancellation preview and
// taskers' free times.
import type { BOOKING_ROLES, BOOKING_SCOPES } from "@contract/bookings";
import { queryRoots } from "@/lib/query-roots";

export type BookingRole = (typeof BOOKING_ROLES)[number];
export type BookingScope = (typeof BOOKING_SCOPES)[number];

export const bookingKeys = {
  all: queryRoots.bookings,
  /** My Bookings' lists, both roles and scopes. */
  lists: () => [...queryRoots.bookings, "list"] as const,
  list: (role: BookingRole, scope: BookingScope) => [...bookingKeys.lists(), role, scope] as const,
  detail: (bookingId: string) => [...queryRoots.bookings, "detail", bookingId] as const,
  cancellation: (bookingId: string) => [...queryRoots.bookings, "cancellation", bookingId] as const,
  /** The viewer's side of a booking's reviews. */
  reviews: (bookingId: string) => [...queryRoots.bookings, "reviews", bookingId] as const,
  /** Free times of a tasker: under bookings, so every booking change refreshes them. */
  slots: (profileId: string, duration: number) => [...queryRoots.bookings, "slots", profileId, duration] as const,
  /** Every tasker's free times (refetched when a chosen time turns out taken). */
  allSlots: () => [...queryRoots.bookings, "slots"] as const,
};
