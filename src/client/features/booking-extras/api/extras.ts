// GET /api/bookings/{id}/extras: saved card, held share, tips, price changes and dispute.
import { queryOptions } from "@tanstack/react-query";
import type { BookingExtras } from "@contract/booking-extras";
import { apiGet } from "@/lib/api";
import { extrasKeys } from "./keys";

export const bookingExtrasQuery = (bookingId: string) =>
  queryOptions({
    queryKey: extrasKeys.detail(bookingId),
    queryFn: () => apiGet<BookingExtras>(`/api/bookings/${bookingId}/extras`),
  });
