// POST /api/adjustments/{id}/approve|decline: the customer answers a price change.
import type { Adjustment } from "@contract/booking-extras";
import { apiRequest } from "@/lib/api";

export const decideAdjustment = (adjustmentId: string, decision: "approve" | "decline") =>
  apiRequest<Adjustment>("POST", `/api/adjustments/${adjustmentId}/${decision}`);
