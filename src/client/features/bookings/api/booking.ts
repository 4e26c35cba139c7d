// GET /api/bookings/{id}: one booking of the signed-in user, with its money (`totals`).
import { queryOptions } from "@tanstack/react-query";
import type { Booking } from "@contract/bookings";
import { apiGet } from "@/lib/api";
import { bookingKeys } from "./keys";

export const bookingQuery = (bookingId: string) =>
  queryOptions({
    queryKey: bookingKeys.detail(bookingId),
    queryFn: () => apiGet<Booking>(`/api/bookings/${encodeURIComponent(bookingId)}`),
  });
