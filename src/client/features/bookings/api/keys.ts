// Query keys of bookings: `all` covers every My Bookings list, cancellation preview and taskers' free times.
import type { BOOKING_ROLES, BOOKING_SCOPES } from "@contract/bookings";
import { queryRoots } from "@/lib/query-roots";

export type BookingRole = (typeof BOOKING_ROLES)[number];
export type BookingScope = (typeof BOOKING_SCOPES)[number];

export const bookingKeys = {
  all: queryRoots.bookings,
  list: (role: BookingRole, scope: BookingScope) => [...queryRoots.bookings, "list", role, scope] as const,
  one: (bookingId: string) => [...queryRoots.bookings, "one", bookingId] as const,
  cancellation: (bookingId: string) => [...queryRoots.bookings, "cancellation", bookingId] as const,
  /** Free times of a tasker: under bookings, so every booking change refreshes them. */
  slots: (profileId: string, duration: number) => [...queryRoots.bookings, "slots", profileId, duration] as const,
  /** Every tasker's free times (refetched when a chosen time turns out taken). */
  allSlots: () => [...queryRoots.bookings, "slots"] as const,
};
