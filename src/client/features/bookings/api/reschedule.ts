// POST /api/bookings/{id}/reschedule (propose a new time) and .../reschedule/accept|decline.
import type { Booking } from "@contract/bookings";
import type { ProposeRescheduleInput } from "@contract/reschedule";
import { apiRequest } from "@/lib/api";

export const proposeReschedule = (bookingId: string, input: ProposeRescheduleInput) =>
  apiRequest<Booking>("POST", `/api/bookings/${bookingId}/reschedule`, input);

export const answerReschedule = (bookingId: string, answer: "accept" | "decline") =>
  apiRequest<Booking>("POST", `/api/bookings/${bookingId}/reschedule/${answer}`);
