// Query keys of a booking's extras, under the bookings root: any booking change refreshes them.
import { queryRoots } from "@/lib/query-roots";

export const extrasKeys = {
  detail: (bookingId: string) => [...queryRoots.bookings, "extras", bookingId] as const,
  adminDisputes: (status: string) => [...queryRoots.bookings, "admin-disputes", status] as const,
};
