// Small shared pieces of the task screens: status badges, dates and where a task is.
import { format } from "date-fns";
import type { OfferStatus, TaskStatus } from "@contract/constants";
import { plural } from "@contract/plural";
import type { TaskPlaceFields } from "@contract/tasks";
import { Badge } from "@/components/ui/badge";
import { useDistanceAway } from "@/features/places";

const TASK_STATUS: Record<
  TaskStatus,
  { label: string; variant: "success" | "info" | "warning" | "secondary" | "danger" }
> = {
  open: { label: "Open", variant: "success" },
  assigned: { label: "Booked", variant: "info" },
  in_progress: { label: "In progress", variant: "warning" },
  completed: { label: "Completed", variant: "secondary" },
  cancelled: { label: "Cancelled", variant: "danger" },
};

export function TaskStatusBadge({ status }: { status: TaskStatus }) {
  const s = TASK_STATUS[status];
  return <Badge variant={s.variant}>{s.label}</Badge>;
}

const OFFER_STATUS: Record<OfferStatus, { label: string; variant: "success" | "info" | "secondary" | "danger" }> = {
  pending: { label: "Offer sent", variant: "info" },
  accepted: { label: "Offer accepted", variant: "success" },
  declined: { label: "Offer declined", variant: "secondary" },
  withdrawn: { label: "Offer withdrawn", variant: "secondary" },
};

export function OfferStatusBadge({ status }: { status: OfferStatus }) {
  const s = OFFER_STATUS[status];
  return <Badge variant={s.variant}>{s.label}</Badge>;
}

/** "Sat, Jun 14, 2025" in local time, or a fallback. */
export function taskDate(iso: string | null, fallback = "Flexible date"): string {
  if (!iso) return fallback;
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? fallback : format(d, "EEE, MMM d, yyyy");
}

/** The chosen calendar day as local noon, so the day survives any time zone on the way. */
export function dayToIso(day: Date): string {
  return new Date(day.getFullYear(), day.getMonth(), day.getDate(), 12).toISOString();
}

/**
 * Where a task is, as the server let the reader see it: the address, or before booking the city and
 * how far it is ('Austin, TX · 12 mi away'), saying when the address comes.
 */
export function TaskPlaceText({ task }: { task: TaskPlaceFields }) {
  const distanceAway = useDistanceAway();
  return (
    <>
      {task.location}
      {task.distanceKm != null && ` · ${distanceAway(task.distanceKm)}`}
      {task.addressHidden && <span className="text-slate-500"> (exact address after booking)</span>}
    </>
  );
}

/**
 * The customer's standing as taskers rated them ('Customer 4.9 · 12 reviews'), for the screens a
 * tasker decides on (Find Work, invitations, offers); nothing before their first published review.
 */
export function CustomerRatingText({ task }: { task: { customerRating: string; customerReviewCount: number } }) {
  if (task.customerReviewCount < 1) return null;
  return (
    <span className="text-slate-600">
      Customer {Number(task.customerRating).toFixed(1)} · {plural(task.customerReviewCount, "review")}
    </span>
  );
}
