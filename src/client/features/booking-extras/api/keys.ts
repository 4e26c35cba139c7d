// Query keys of a booking's extras, under the bookings root: any booking change refreshes them.
import { queryRoots } from "@/lib/query-roots";

export const extrasKeys = {
  detail: (bookingId: string) => [...queryRoots.bookings, "extras", bookingId] as const,
  /** The admin's disputes under every status. */
  adminDisputeLists: () => [...queryRoots.bookings, "admin-disputes"] as const,
  adminDisputes: (status: string) => [...extrasKeys.adminDisputeLists(), status] as const,
  /** The photos a dispute's two people sent each other. */
  disputeEvidence: (disputeId: string) => [...extrasKeys.adminDisputeLists(), "evidence", disputeId] as const,
};
