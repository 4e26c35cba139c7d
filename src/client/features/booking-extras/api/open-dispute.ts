// POST /api/bookings/{id}/disputes: the customer disputes a completed booking before release.
import type { Dispute, OpenDisputeInput } from "@contract/booking-extras";
import { apiRequest } from "@/lib/api";

export const openDispute = (bookingId: string, input: OpenDisputeInput) =>
  apiRequest<Dispute>("POST", `/api/bookings/${bookingId}/disputes`, input);
