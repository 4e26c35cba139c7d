// The seed client's booking failure ('Booking failed' / 'There was an error creating your booking. Please try
// again.'), said at the form that sent the booking: a reason the server gave (a declined card, a
// time just taken) replaces the general sentence.
import { FailureAlert } from "@/components/ui/failure-alert";
import { ApiRequestError } from "@/lib/api";

export const BOOKING_FAILED_TITLE = "Booking failed";
export const BOOKING_FAILED_TEXT = "There was an error creating your booking. Please try again.";

export function BookingFailure({ error }: { error: unknown }) {
  const reason = error instanceof ApiRequestError && error.status < 500 ? error.serverMessage : BOOKING_FAILED_TEXT;
  return <FailureAlert title={BOOKING_FAILED_TITLE} reason={reason} />;
}
