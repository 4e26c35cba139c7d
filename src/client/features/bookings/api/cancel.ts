// POST /api/bookings/{id}/cancel: cancel a confirmed booking; answers the booking with its refund.
import type { Booking } from "@contract/bookings";
import { apiRequest } from "@/lib/api";

export const cancelBooking = (bookingId: string) => apiRequest<Booking>("POST", `/api/bookings/${bookingId}/cancel`);
