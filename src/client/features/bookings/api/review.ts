// POST /api/bookings/{id}/review: the customer's one review of a completed booking.
import type { CreateReviewInput, CreatedReview } from "@contract/bookings";
import { apiRequest } from "@/lib/api";

export const reviewBooking = (bookingId: string, review: CreateReviewInput) =>
  apiRequest<CreatedReview>("POST", `/api/bookings/${bookingId}/review`, review);
