// GET /api/tasks/{taskId}/offers: the offers on one of the customer's tasks.
// POST /api/tasks/{taskId}/offers: a tasker sends an offer; POST /api/offers/{id}/withdraw takes it back.
import { queryOptions } from "@tanstack/react-query";
import type { CreateOfferInput, Offer } from "@contract/tasks";
import { apiGet, apiRequest } from "@/lib/api";
import { taskKeys } from "./keys";

export const taskOffersQuery = (taskId: string) =>
  queryOptions({ queryKey: taskKeys.offers(taskId), queryFn: () => apiGet<Offer[]>(`/api/tasks/${taskId}/offers`) });

export const sendOffer = (taskId: string, offer: CreateOfferInput) =>
  apiRequest<Offer>("POST", `/api/tasks/${taskId}/offers`, offer);

export const withdrawOffer = (offerId: string) => apiRequest<Offer>("POST", `/api/offers/${offerId}/withdraw`);
