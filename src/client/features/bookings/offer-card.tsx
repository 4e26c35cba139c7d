// One offer in the side-by-side comparison: the tasker's real rating, reviews and verified badge,
// the rate, estimated hours and the all-in total for those hours (fee included), what selecting it books.
import { Clock, MessageSquare, Wrench } from "lucide-react";
import { Link } from "wouter";
import { offerBookingHours } from "@contract/bookings";
import { bookingAmountStrings } from "@contract/money";
import { Avatar } from "@/components/ui/avatar";
import { TaskerBadges } from "@/components/tasker-badges";
import { Rating } from "@/components/ui/rating";
import { useCurrency } from "@/features/currency";
import { ReportButton } from "@/features/reports";
import { cn } from "@/lib/utils";
import type { BookingOffer } from "./types";

export function OfferCard({ offer, selected, onSelect }: { offer: BookingOffer; selected: boolean; onSelect(): void }) {
  const { format } = useCurrency();
  const hours = offerBookingHours(offer.estimatedDuration);
  const t = offer.tasker;
  return (
    <li
      className={cn(
        "flex flex-col rounded-2xl border bg-white p-5 shadow-sm transition-shadow",
        selected ? "border-brand-700 ring-2 ring-brand-700/30" : "border-slate-200 hover:shadow-md",
      )}
      data-testid="offer-card"
    >
      <div className="flex items-start gap-3">
        <Avatar initials={t.initials} image={t.profileImage} seed={t.userId} />
        <div className="min-w-0 flex-1">
          <h3 className="flex flex-wrap items-center gap-1.5 font-semibold text-slate-900">
            {t.profileId ? (
              <a href={`/taskers/${t.profileId}`} target="_blank" rel="noreferrer" className="hover:underline">
                {t.name}
              </a>
            ) : (
              t.name
            )}
          </h3>
          <Rating value={t.rating} reviews={t.totalReviews} className="mt-0.5" />
          <TaskerBadges badges={t.badges} className="mt-1.5" />
        </div>
      </div>
      {offer.message && <p className="mt-4 line-clamp-4 text-sm text-slate-700">{offer.message}</p>}
      <dl className="mt-4 grid grid-cols-3 gap-2 rounded-xl bg-slate-50 p-3 text-center">
        <div>
          <dt className="text-xs text-slate-600">Rate</dt>
          <dd className="font-semibold text-slate-900">{format(offer.proposedRate)}/hr</dd>
        </div>
        <div>
          <dt className="flex items-center justify-center gap-1 text-xs text-slate-600">
            <Clock className="size-3" aria-hidden="true" />
            Est.
          </dt>
          <dd className="font-semibold text-slate-900">
            {hours} {hours === 1 ? "hr" : "hrs"}
          </dd>
        </div>
        <div>
          <dt className="text-xs text-slate-600">Total</dt>
          <dd className="font-semibold text-slate-900" data-testid="offer-total">
            {format(bookingAmountStrings(offer.proposedRate, hours).total)}
          </dd>
        </div>
      </dl>
      <p className="mt-2 flex items-center gap-1 text-xs text-slate-600">
        <Wrench className="size-3" aria-hidden="true" />
        {t.completedTasks} {t.completedTasks === 1 ? "task" : "tasks"} completed · total includes the 5% service fee
      </p>
      <ReportButton
        target={{ type: "offer", id: offer.id, label: `the offer from ${t.name}` }}
        ownerId={t.userId}
        className="mt-1 self-start"
      />
      <div className="mt-auto pt-4">
        <button
          type="button"
          onClick={onSelect}
          aria-pressed={selected}
          className={cn(
            "min-h-11 w-full rounded-lg px-4 text-sm font-semibold transition-colors",
            selected
              ? "bg-brand-700 text-white hover:bg-brand-800"
              : "border border-slate-300 bg-white text-slate-900 hover:bg-slate-50",
          )}
        >
          {selected ? "Selected" : `Select ${t.name}`}
        </button>
        <Link
          href={`/messages?to=${offer.taskerId}`}
          className="mt-1 flex min-h-11 items-center justify-center gap-1.5 rounded-lg text-sm font-medium text-brand-700 hover:underline"
        >
          <MessageSquare className="size-4" aria-hidden="true" /> Ask {t.name} a question
        </Link>
      </div>
    </li>
  );
}
