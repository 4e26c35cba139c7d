// GET /api/bookings/{id}/cancellation: the fee and refund if cancelled now; always fetched fresh.
import { queryOptions } from "@tanstack/react-query";
import type { CancellationPreview } from "@contract/bookings";
import { apiGet } from "@/lib/api";
import { bookingKeys } from "./keys";

export const cancellationPreviewQuery = (bookingId: string) =>
  queryOptions({
    queryKey: bookingKeys.cancellation(bookingId),
    queryFn: () => apiGet<CancellationPreview>(`/api/bookings/${bookingId}/cancellation`),
    staleTime: 0,
    gcTime: 0,
  });
