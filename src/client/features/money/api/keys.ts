// Query keys of money after capture: earnings, the payout account, payouts, receipts, and the admin
// finance figures, one booking's money and one tasker's payouts.
import { queryRoots } from "@/lib/query-roots";

export const moneyKeys = {
  all: queryRoots.money,
  earnings: () => [...queryRoots.money, "earnings"] as const,
  payoutAccount: () => [...queryRoots.money, "payout-account"] as const,
  payouts: () => [...queryRoots.money, "payouts"] as const,
  receipt: (bookingId: string) => [...queryRoots.money, "receipt", bookingId] as const,
  finance: () => [...queryRoots.money, "admin-finance"] as const,
  adminBooking: (bookingId: string) => [...queryRoots.money, "admin-booking", bookingId] as const,
  adminTaskerPayouts: (taskerId: string) => [...queryRoots.money, "admin-tasker-payouts", taskerId] as const,
};
