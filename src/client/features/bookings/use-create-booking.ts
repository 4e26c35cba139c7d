// Book and pay, then the confirmation toast and My Bookings; a failure toasts 'Booking failed'.
import { useMutation } from "@tanstack/react-query";
import { useLocation } from "wouter";
import { toast } from "@/components/ui/use-toast";
import { invalidateRoots, queryRoots } from "@/lib/query-roots";
import { createBooking } from "./api/create";

export function useCreateBooking() {
  const [, navigate] = useLocation();
  return useMutation({
    mutationFn: createBooking,
    onSuccess: () => {
      toast({
        title: "Booking confirmed!",
        description: "Your booking has been confirmed. You'll receive a confirmation email shortly.",
        variant: "success",
      });
      void invalidateRoots(queryRoots.bookings, queryRoots.tasks, queryRoots.taskers);
      navigate("/my-bookings");
    },
    onError: () =>
      toast({
        title: "Booking failed",
        description: "There was an error creating your booking. Please try again.",
        variant: "destructive",
      }),
  });
}
