// POST /api/bookings/{id}/tips: the customer tips a completed booking on the saved card. The
// Idempotency-Key makes a retry of the same tip safe: the server answers it with the first tip.
import type { CreateTipInput, Tip } from "@contract/booking-extras";
import { apiRequest } from "@/lib/api";

export const tipBooking = (bookingId: string, input: CreateTipInput, idempotencyKey: string) =>
  apiRequest<Tip>("POST", `/api/bookings/${bookingId}/tips`, input, { "Idempotency-Key": idempotencyKey });
