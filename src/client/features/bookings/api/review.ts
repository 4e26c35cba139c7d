// A booking's reviews: POST /api/bookings/{id}/review (either side, once), PATCH it (until the other
// side submits), GET /api/bookings/{id}/reviews (the viewer's side: their review, whether the other
// has submitted, the window's end, both once published), POST /api/reviews/{id}/reply (the reviewee, once).
import { queryOptions } from "@tanstack/react-query";
import type { CreateReviewInput, CreatedReview } from "@contract/bookings";
import type { BookingReviews, EditReviewInput, ReplyResult } from "@contract/reviews";
import { apiGet, apiRequest } from "@/lib/api";
import { bookingKeys } from "./keys";

export const reviewBooking = (bookingId: string, review: CreateReviewInput) =>
  apiRequest<CreatedReview>("POST", `/api/bookings/${bookingId}/review`, review);

export const editReview = (bookingId: string, review: EditReviewInput) =>
  apiRequest<CreatedReview>("PATCH", `/api/bookings/${bookingId}/review`, review);

export const bookingReviewsQuery = (bookingId: string) =>
  queryOptions({
    queryKey: bookingKeys.reviews(bookingId),
    queryFn: () => apiGet<BookingReviews>(`/api/bookings/${bookingId}/reviews`),
  });

/** The reviewee's one public reply to a published review. */
export const replyToReview = (reviewId: string, reply: string) =>
  apiRequest<ReplyResult>("POST", `/api/reviews/${reviewId}/reply`, { reply });
