// GET /api/admin/bookings/{id}/money: one booking's money, journal by journal, for admins.
import { queryOptions } from "@tanstack/react-query";
import type { AdminBookingMoney } from "@contract/finance";
import { apiGet } from "@/lib/api";
import { moneyKeys } from "./keys";

export const adminBookingMoneyQuery = (bookingId: string) =>
  queryOptions({
    queryKey: moneyKeys.adminBooking(bookingId),
    queryFn: () => apiGet<AdminBookingMoney>(`/api/admin/bookings/${bookingId}/money`),
  });
