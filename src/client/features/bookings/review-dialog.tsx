// A completed booking's reviews, for either side: 'Leave a review' (stars, optional sub-ratings,
// comment, a private note) until the window's end, shown in the viewer's time zone; 'Edit your
// review' until the other side submits; then "Waiting for {name} to review" or "Both reviews are
// published" with both reviews. The other person is named as the card names them (a tasker by
// their business name), not by the review API's short name.
import { useMutation, useQuery } from "@tanstack/react-query";
import { Star } from "lucide-react";
import { useState } from "react";
import { REVIEW_COMMENT_MAX, type Booking } from "@contract/bookings";
import {
  CUSTOMER_SUB_RATINGS,
  REVIEW_NOTE_MAX,
  SUB_RATING_LABELS,
  TASKER_SUB_RATINGS,
  type BookingReviews,
  type SubRatingKey,
  type SubRatings,
} from "@contract/reviews";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogFooter, DialogHeader } from "@/components/ui/dialog";
import { Label, Textarea } from "@/components/ui/input";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/api";
import { invalidateRoots, queryRoots } from "@/lib/query-roots";
import { bookingReviewsQuery, editReview, reviewBooking } from "./api/review";
import { PublishedReviews } from "./published-reviews";
import { deadlineLabel } from "./schedule";
import { StarInput } from "./star-input";

/** "Sat, Dec 12, 2026 · 1:15 PM CST": the window's exact end in the viewer's own time zone. */
const until = (iso: string) => deadlineLabel(iso);

/** The other person of the booking, named as their card names them. */
const otherOf = (booking: Booking, reviews: BookingReviews) =>
  (reviews.role === "customer" ? booking.tasker : booking.customer).name;

export function ReviewButton({ booking }: { booking: Booking }) {
  const [open, setOpen] = useState(false);
  const state = useQuery(bookingReviewsQuery(booking.id));
  const reviews = state.data;
  if (!reviews) return null;
  const otherName = otherOf(booking, reviews);
  const status = reviewStatus(reviews, otherName);
  return (
    <>
      {(reviews.canReview || reviews.mine?.editable) && (
        <Button size="sm" onClick={() => setOpen(true)}>
          <Star /> {reviews.mine ? "Edit your review" : "Leave a review"}
        </Button>
      )}
      {status && (
        <p className="w-full text-sm text-slate-600" data-testid="review-status">
          {status}
        </p>
      )}
      {reviews.published.length > 0 && <PublishedReviews reviews={reviews} otherName={otherName} />}
      {open && (
        <ReviewDialog booking={booking} reviews={reviews} otherName={otherName} onClose={() => setOpen(false)} />
      )}
    </>
  );
}

function reviewStatus(r: BookingReviews, otherName: string): string | null {
  if (r.published.length > 0 || r.mine?.publishedAt) return "Both reviews are published";
  if (r.mine && !r.otherSubmitted) return `Waiting for ${otherName} to review`;
  if (r.canReview && r.windowEndsAt) return `You can review until ${until(r.windowEndsAt)}`;
  return null;
}

function ReviewDialog({
  booking,
  reviews,
  otherName,
  onClose,
}: {
  booking: Booking;
  reviews: BookingReviews;
  otherName: string;
  onClose(): void;
}) {
  const mine = reviews.mine;
  const [rating, setRating] = useState(mine?.rating ?? 0);
  const [comment, setComment] = useState(mine?.comment ?? "");
  const [note, setNote] = useState(mine?.privateNote ?? "");
  const [sub, setSub] = useState<SubRatings>(mine?.subRatings ?? {});
  const [error, setError] = useState<string | null>(null);
  const keys: readonly SubRatingKey[] = reviews.role === "customer" ? TASKER_SUB_RATINGS : CUSTOMER_SUB_RATINGS;
  const submit = useMutation({
    mutationFn: () => {
      const body = { rating, comment: comment.trim() || null, privateNote: note.trim() || null, subRatings: sub };
      return mine ? editReview(booking.id, body) : reviewBooking(booking.id, body);
    },
    onSuccess: () => {
      toast({
        title: mine ? "Review updated" : "Review submitted",
        description: `Your review of ${otherName} is published when they have reviewed too, or when the time to review ends.`,
        variant: "success",
      });
      onClose();
      void invalidateRoots(queryRoots.bookings, queryRoots.taskers);
    },
    onError: (e) => setError(errorMessage(e)),
  });
  return (
    <Dialog open onOpenChange={(next) => !next && onClose()}>
      <DialogContent>
        <DialogHeader title={`Review ${otherName}`} description={booking.taskTitle} />
        <form
          className="grid gap-4"
          onSubmit={(e) => {
            e.preventDefault();
            if (rating < 1) return setError("Choose a rating from 1 to 5 stars");
            setError(null);
            submit.mutate();
          }}
        >
          {reviews.windowEndsAt && (
            <p className="text-sm text-slate-600">You can review until {until(reviews.windowEndsAt)}</p>
          )}
          <div className="grid gap-1.5">
            <span id={`rating-${booking.id}`} className="text-sm font-medium text-slate-800">
              Your rating
            </span>
            <StarInput
              value={rating}
              onChange={setRating}
              labelledBy={`rating-${booking.id}`}
              name={`rating-${booking.id}`}
            />
          </div>
          {/* On a wide screen each sub-rating is one line, label beside its stars, so the form and
              its Submit fit a laptop's window. */}
          {keys.map((key) => (
            <div key={key} className="grid gap-1.5 sm:flex sm:items-center sm:justify-between sm:gap-4">
              <span id={`${key}-${booking.id}`} className="text-sm text-slate-700">
                {SUB_RATING_LABELS[key]} (optional)
              </span>
              <StarInput
                value={sub[key] ?? 0}
                onChange={(v) => setSub({ ...sub, [key]: v })}
                labelledBy={`${key}-${booking.id}`}
                name={`${key}-${booking.id}`}
              />
            </div>
          ))}
          <div className="grid gap-1.5">
            <Label htmlFor={`comment-${booking.id}`}>Comment (optional)</Label>
            <Textarea
              id={`comment-${booking.id}`}
              rows={4}
              maxLength={REVIEW_COMMENT_MAX}
              value={comment}
              onChange={(e) => setComment(e.target.value)}
              placeholder="How did it go?"
            />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={`note-${booking.id}`}>Private note to {otherName} (optional)</Label>
            <Textarea
              id={`note-${booking.id}`}
              rows={2}
              maxLength={REVIEW_NOTE_MAX}
              value={note}
              onChange={(e) => setNote(e.target.value)}
            />
          </div>
          {error && (
            <p role="alert" className="text-sm text-red-700">
              {error}
            </p>
          )}
          <DialogFooter>
            <Button variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={submit.isPending}>
              {submit.isPending ? "Submitting..." : mine ? "Save review" : "Submit review"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
