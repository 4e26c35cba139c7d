// POST /api/bookings/{id}/release: the customer releases the held payment to the tasker.
import type { ReleaseResult } from "@contract/earnings";
import { apiRequest } from "@/lib/api";

export const releasePayment = (bookingId: string) =>
  apiRequest<ReleaseResult>("POST", `/api/bookings/${bookingId}/release`);
