// POST /api/bookings: book and pay in one request. The Idempotency-Key of a retried request is the
// first attempt's (useCreateBooking keeps it), so the server answers the same booking and authorizes
// the card once.
import type { Booking, CreateBookingInput } from "@contract/bookings";
import { apiRequest } from "@/lib/api";

export const createBooking = (input: CreateBookingInput, idempotencyKey: string) =>
  apiRequest<Booking>("POST", "/api/bookings", input, { "Idempotency-Key": idempotencyKey });
