// Moving a confirmed booking: "Change time" proposes a free time of the tasker; a pending proposal
// shows on the booking with Accept / Decline for the other side, or Withdraw for the proposer.
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import type { Booking } from "@contract/bookings";
import { FREE_CANCELLATION_HOURS } from "@contract/constants";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogFooter, DialogHeader } from "@/components/ui/dialog";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/api";
import { invalidateRoots, queryRoots } from "@/lib/query-roots";
import { answerReschedule, proposeReschedule } from "./api/reschedule";
import { whenLabel } from "./schedule";
import { ScheduleFields, type ScheduleValue } from "./schedule-fields";

const refresh = () => invalidateRoots(queryRoots.bookings, queryRoots.tasks);

export function RescheduleButton({ booking }: { booking: Booking }) {
  const [open, setOpen] = useState(false);
  const duration = booking.duration ?? 1;
  const [schedule, setSchedule] = useState<ScheduleValue>({ day: undefined, start: null, duration });
  const propose = useMutation({
    mutationFn: (start: string) => proposeReschedule(booking.id, { scheduledDate: start }),
    onSuccess: () => {
      toast({ title: "New time proposed", description: "We let the other side know.", variant: "success" });
      setOpen(false);
      void refresh();
    },
    onError: (e) =>
      toast({ title: "Could not propose that time", description: errorMessage(e), variant: "destructive" }),
  });
  // Moving is possible while cancelling is free: until 24 hours before the start.
  const movable = Date.parse(booking.scheduledDate) - FREE_CANCELLATION_HOURS * 3_600_000 > Date.now();
  if (!booking.taskerProfileId || !movable) return null;
  return (
    <>
      <Button size="sm" variant="outline" onClick={() => setOpen(true)}>
        Change time
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent className="sm:max-w-2xl">
          <DialogHeader
            title="Propose a new time"
            description={`${booking.taskTitle} · now ${whenLabel(booking.scheduledDate)}. Free until 24 hours before the start.`}
          />
          {open && (
            <ScheduleFields
              taskerProfileId={booking.taskerProfileId}
              value={schedule}
              onChange={setSchedule}
              idPrefix={`move-${booking.id.slice(0, 8)}`}
              fixedDuration
            />
          )}
          <DialogFooter>
            <Button variant="outline" onClick={() => setOpen(false)}>
              Keep this time
            </Button>
            <Button
              onClick={() => schedule.start && propose.mutate(schedule.start)}
              disabled={!schedule.start || propose.isPending}
            >
              {propose.isPending ? "Sending..." : "Propose new time"}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </>
  );
}

export function PendingReschedule({ booking, role }: { booking: Booking; role: "customer" | "tasker" }) {
  const pending = booking.pendingReschedule;
  const answer = useMutation({
    mutationFn: (a: "accept" | "decline") => answerReschedule(booking.id, a),
    onSuccess: (_b, a) => {
      toast({ title: a === "accept" ? "Booking moved" : "Proposal closed", variant: "success" });
      void refresh();
    },
    onError: (e) => toast({ title: "That did not work", description: errorMessage(e), variant: "destructive" }),
  });
  if (!pending) return null;
  const mine = pending.proposedBy === role;
  return (
    <div
      className="mt-3 grid gap-2 rounded-xl border border-amber-200 bg-amber-50 p-3 text-sm"
      data-testid="pending-reschedule"
    >
      <p className="text-amber-950">
        {mine ? "You proposed" : `The ${pending.proposedBy} proposes`} a new time:{" "}
        <span className="font-semibold">{whenLabel(pending.scheduledDate)}</span>
        {mine ? ". Waiting for an answer." : "."}
      </p>
      <div className="flex flex-wrap gap-2">
        {!mine && (
          <Button size="sm" onClick={() => answer.mutate("accept")} disabled={answer.isPending}>
            Accept new time
          </Button>
        )}
        <Button size="sm" variant="outline" onClick={() => answer.mutate("decline")} disabled={answer.isPending}>
          {mine ? "Withdraw" : "Decline"}
        </Button>
      </div>
    </div>
  );
}
