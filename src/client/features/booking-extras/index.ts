// What other features may use of money after booking: the panel on a booking card and the admin
// disputes requests.
export { BookingExtrasPanel } from "./extras-panel";
export { adminDisputesQuery, disputeEvidenceQuery, resolveDispute } from "./api/admin-disputes";
