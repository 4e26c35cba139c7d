// POST /api/adjustments/{id}/approve|decline: the customer answers a price change. The
// Idempotency-Key makes a retry safe: the server answers it with the first answer and charges once.
import type { Adjustment } from "@contract/booking-extras";
import { apiRequest } from "@/lib/api";

export const decideAdjustment = (adjustmentId: string, decision: "approve" | "decline", idempotencyKey: string) =>
  apiRequest<Adjustment>("POST", `/api/adjustments/${adjustmentId}/${decision}`, undefined, {
    "Idempotency-Key": idempotencyKey,
  });
