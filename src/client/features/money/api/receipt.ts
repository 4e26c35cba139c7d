// GET /api/bookings/{id}/receipt: the customer's itemised receipt and the state of the payment.
import { queryOptions } from "@tanstack/react-query";
import type { Receipt } from "@contract/receipts";
import { apiGet } from "@/lib/api";
import { moneyKeys } from "./keys";

export const receiptQuery = (bookingId: string) =>
  queryOptions({
    queryKey: moneyKeys.receipt(bookingId),
    queryFn: () => apiGet<Receipt>(`/api/bookings/${bookingId}/receipt`),
  });
