// POST /api/disputes/{id}/respond: the tasker accepts or counters.
import type { Dispute, RespondDisputeInput } from "@contract/booking-extras";
import { apiRequest } from "@/lib/api";

export const respondToDispute = (disputeId: string, input: RespondDisputeInput) =>
  apiRequest<Dispute>("POST", `/api/disputes/${disputeId}/respond`, input);
