// GET /api/bookings?role=&scope=: the signed-in user's bookings as customer or tasker, upcoming or past;
// GET /api/bookings/{id}: one of them.
import { queryOptions } from "@tanstack/react-query";
import type { Booking } from "@contract/bookings";
import { apiGet, queryString } from "@/lib/api";
import { bookingKeys, type BookingRole, type BookingScope } from "./keys";

export const bookingsQuery = (role: BookingRole, scope: BookingScope) =>
  queryOptions({
    queryKey: bookingKeys.list(role, scope),
    queryFn: () => apiGet<Booking[]>(`/api/bookings${queryString({ role, scope })}`),
  });

export const bookingQuery = (bookingId: string) =>
  queryOptions({
    queryKey: bookingKeys.one(bookingId),
    queryFn: () => apiGet<Booking>(`/api/bookings/${encodeURIComponent(bookingId)}`),
  });
