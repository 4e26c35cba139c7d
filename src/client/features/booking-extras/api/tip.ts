// POST /api/bookings/{id}/tips: the customer tips a completed booking on the saved card.
import type { CreateTipInput, Tip } from "@contract/booking-extras";
import { apiRequest } from "@/lib/api";

export const tipBooking = (bookingId: string, input: CreateTipInput) =>
  apiRequest<Tip>("POST", `/api/bookings/${bookingId}/tips`, input);
