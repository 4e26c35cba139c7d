// What other features may use of bookings: starting and completing a booking (the tasker's
// active tasks, with the start window) and the booking query keys.
export { bookingKeys } from "./api/keys";
export { advanceBooking, type BookingStep } from "./api/lifecycle";
export { useStartWindow } from "./start-window";
