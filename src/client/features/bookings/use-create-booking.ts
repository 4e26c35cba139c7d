// POST /api/bookings with a fresh Idempotency-Key per attempt, and SPEC.md §8's toasts.
import { useMutation } from "@tanstack/react-query";
import { useLocation } from "wouter";
import type { Booking, CreateBookingInput } from "@contract/bookings";
import { toast } from "@/components/ui/use-toast";
import { apiRequest } from "@/lib/api";
import { queryClient } from "@/lib/query-client";

const newKey = () => (typeof crypto !== "undefined" && "randomUUID" in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2)}`);

export function useCreateBooking() {
  const [, navigate] = useLocation();
  return useMutation({
    mutationFn: (input: CreateBookingInput) => apiRequest<Booking>("POST", "/api/bookings", input, { "Idempotency-Key": newKey() }),
    onSuccess: () => {
      toast({ title: "Booking confirmed!", description: "Your booking has been confirmed. You'll receive a confirmation email shortly.", variant: "success" });
      void queryClient.invalidateQueries({ predicate: (q) => /\/api\/(bookings|tasks|taskers)/.test(String(q.queryKey[0])) });
      navigate("/my-bookings");
    },
    onError: () => toast({ title: "Booking failed", description: "There was an error creating your booking. Please try again.", variant: "destructive" }),
  });
}
