// POST /api/bookings/{id}/adjustments: the tasker proposes extra hours or an expense.
import type { Adjustment, CreateAdjustmentInput } from "@contract/booking-extras";
import { apiRequest } from "@/lib/api";

export const proposeAdjustment = (bookingId: string, input: CreateAdjustmentInput) =>
  apiRequest<Adjustment>("POST", `/api/bookings/${bookingId}/adjustments`, input);
