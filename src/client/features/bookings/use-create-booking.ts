// Book and pay, then the confirmation toast and My Bookings. A failure (a declined card, a time just
// taken) is shown once, by the form that sent it (`create.error`), never also as a toast. When the
// chosen time was taken meanwhile (409), the free times are fetched again and `onSlotTaken` clears the choice.
import { useMutation } from "@tanstack/react-query";
import { useLocation } from "wouter";
import { SLOT_TAKEN_MESSAGE } from "@contract/availability";
import { toast } from "@/components/ui/use-toast";
import type { CreateBookingInput } from "@contract/bookings";
import { ApiRequestError } from "@/lib/api";
import { useRetryKey } from "@/lib/idempotency-key";
import { queryClient } from "@/lib/query-client";
import { invalidateRoots, queryRoots } from "@/lib/query-roots";
import { createBooking } from "./api/create";
import { bookingKeys } from "./api/keys";

/** Shown by the time picker after its chosen time was taken. */
export const SLOT_TAKEN_NOTICE = `${SLOT_TAKEN_MESSAGE} Choose another time.`;

export const isSlotTaken = (error: unknown) =>
  error instanceof ApiRequestError && error.status === 409 && error.serverMessage === SLOT_TAKEN_MESSAGE;

export function useCreateBooking({ onSlotTaken }: { onSlotTaken?: () => void } = {}) {
  const [, navigate] = useLocation();
  // A retry of the same booking (after a network error) sends the first attempt's key.
  const retryKey = useRetryKey();
  return useMutation({
    mutationFn: (input: CreateBookingInput) => retryKey.send(input, (key) => createBooking(input, key)),
    onSuccess: () => {
      toast({
        title: "Booking confirmed!",
        description: "Your booking has been confirmed. You'll receive a confirmation email shortly.",
        variant: "success",
      });
      void invalidateRoots(queryRoots.bookings, queryRoots.tasks, queryRoots.taskers);
      navigate("/my-bookings");
    },
    onError: (error) => {
      if (!isSlotTaken(error)) return;
      void queryClient.invalidateQueries({ queryKey: bookingKeys.allSlots() });
      onSlotTaken?.();
    },
  });
}
