// What other features may use of money after booking: the panel on a booking card and the admin
// disputes requests, and the query keys.
export { extrasKeys } from "./api/keys";
export { BookingExtrasPanel } from "./extras-panel";
export { adminDisputesQuery, resolveDispute } from "./api/admin-disputes";
