// Query keys of portfolios: the tasker's own under the taskers root (a portfolio change also changes
// the public profile, which sits there too), a booking's consent under that booking's detail key, so
// the booking's live events refresh it.
import { bookingKeys } from "@/features/bookings/api/keys";
import { taskerKeys } from "@/features/taskers/api/keys";

export const portfolioKeys = {
  own: () => [...taskerKeys.own(), "portfolio"] as const,
  consent: (bookingId: string) => [...bookingKeys.detail(bookingId), "portfolio-consent"] as const,
};
