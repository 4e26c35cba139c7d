// Book and pay, then the confirmation toast and My Bookings. A failure (a declined card, a time just
// taken) is shown once, by the form that sent it (`create.error`), never also as a toast.
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
  });
}
