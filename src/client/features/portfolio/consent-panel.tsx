// A completed booking's portfolio consent on My Bookings. The tasker asks to show the job's photos in
// their portfolio and, once allowed, adds them; the customer allows or declines, and may change
// their mind (declining later takes the photos out of the portfolio again).
import { useMutation } from "@tanstack/react-query";
import { Images } from "lucide-react";
import type { Booking } from "@contract/bookings";
import { consentActions, type ConsentStatus } from "@contract/portfolio";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/api";
import { addBookingPhotos, answerPortfolioConsent, askPortfolioConsent } from "./api/portfolio";

type Role = "customer" | "tasker";

const TEXT: Record<Role, Record<ConsentStatus, string>> = {
  tasker: {
    none: "Show this job's photos in your portfolio? The customer decides.",
    asked: "You asked the customer to show this job's photos in your portfolio.",
    granted: "The customer agreed: you can add this job's photos to your portfolio.",
    declined: "The customer declined to show this job's photos in your portfolio.",
  },
  customer: {
    none: "",
    asked: "Your tasker asks to show this job's photos in their public portfolio.",
    granted: "You agreed to show this job's photos in your tasker's portfolio.",
    declined: "You declined to show this job's photos in your tasker's portfolio.",
  },
};

/** Shown on a completed booking; the consent comes with the booking (no request of its own). */
export function PortfolioConsentPanel({ booking, role }: { booking: Booking; role: Role }) {
  const bookingId = booking.id;
  const failed = (error: unknown) =>
    toast({ title: "Something went wrong", description: errorMessage(error), variant: "destructive" });
  const ask = useMutation({
    mutationFn: () => askPortfolioConsent(bookingId),
    onSuccess: () => toast({ title: "Asked", description: "We told the customer.", variant: "success" }),
    onError: failed,
  });
  const answer = useMutation({
    mutationFn: (granted: boolean) => answerPortfolioConsent(bookingId, granted),
    onError: failed,
  });
  const add = useMutation({
    mutationFn: () => addBookingPhotos({ bookingId, caption: "" }),
    onSuccess: (items) =>
      toast({
        title: `${items.length} photo${items.length === 1 ? "" : "s"} added to your portfolio`,
        variant: "success",
      }),
    onError: failed,
  });

  const status = booking.portfolioConsent.status;
  if (role === "customer" && status === "none") return null;
  const data = { status, ...consentActions(role, booking.status, status) };
  const busy = ask.isPending || answer.isPending || add.isPending;

  return (
    <div className="mt-3 flex flex-col gap-2 rounded-xl bg-slate-50 p-3 text-sm sm:flex-row sm:items-center sm:justify-between">
      <p className="flex items-start gap-2 text-slate-700" role="status">
        <Images className="mt-0.5 size-4 shrink-0 text-slate-500" aria-hidden="true" />
        {TEXT[role][data.status]}
      </p>
      <div className="flex flex-wrap gap-2">
        {data.canAsk && (
          <Button size="sm" variant="outline" disabled={busy} onClick={() => ask.mutate()}>
            Ask to show photos
          </Button>
        )}
        {role === "tasker" && data.status === "granted" && (
          <Button size="sm" variant="outline" disabled={busy} onClick={() => add.mutate()}>
            Add photos to portfolio
          </Button>
        )}
        {data.canAnswer && data.status !== "granted" && (
          <Button size="sm" disabled={busy} onClick={() => answer.mutate(true)}>
            Allow
          </Button>
        )}
        {data.canAnswer && data.status !== "declined" && (
          <Button size="sm" variant="outline" disabled={busy} onClick={() => answer.mutate(false)}>
            {data.status === "granted" ? "Withdraw" : "Decline"}
          </Button>
        )}
      </div>
    </div>
  );
}
