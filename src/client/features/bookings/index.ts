// What other features may use of bookings: starting and completing a booking (the tasker's
// active tasks, with the start window and the confirmation before completing) and the booking queries.
export { bookingKeys } from "./api/keys";
export { bookingQuery } from "./api/booking";
export { CompleteJobButton } from "./complete-button";
export { advanceBooking, type BookingStep } from "./api/lifecycle";
export { useStartWindow } from "./start-window";
