// POST /api/bookings: book and pay in one request. A fresh Idempotency-Key per attempt makes a
// retried request safe (the server answers the same booking and authorizes the card once).
import type { Booking, CreateBookingInput } from "@contract/bookings";
import { apiRequest } from "@/lib/api";
import { newIdempotencyKey } from "@/lib/idempotency-key";

export const createBooking = (input: CreateBookingInput) =>
  apiRequest<Booking>("POST", "/api/bookings", input, { "Idempotency-Key": newIdempotencyKey() });
