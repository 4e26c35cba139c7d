// Query keys of portfolios: the tasker's own under the taskers root (a portfolio change also changes
// the public profile, which sits there too), a booking's consent under that booking's detail key
// (bookings › detail › id), so the booking's live events refresh it.
import { taskerKeys } from "@/features/taskers";
import { queryRoots } from "@/lib/query-roots";

export const portfolioKeys = {
  own: () => [...taskerKeys.own(), "portfolio"] as const,
  consent: (bookingId: string) => [...queryRoots.bookings, "detail", bookingId, "portfolio-consent"] as const,
};
