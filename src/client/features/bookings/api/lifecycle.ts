// POST /api/bookings/{id}/start and /complete: the tasker starts the job, then completes it
// (completing captures the payment).
import type { Booking } from "@contract/bookings";
import { apiRequest } from "@/lib/api";

export type BookingStep = "start" | "complete";

export const advanceBooking = (bookingId: string, step: BookingStep) =>
  apiRequest<Booking>("POST", `/api/bookings/${bookingId}/${step}`);
