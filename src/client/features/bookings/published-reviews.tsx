// Both published reviews of a booking, as its two people read them: stars, sub-ratings, comment and
// the reply; the private note left for the viewer; and, under the review of the viewer, one reply
// of their own while the reply window is open. The viewer's own words are "you"; the other person's
// carry `otherName`, the name their booking card gives them.
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import {
  REPLY_MAX,
  REPLY_WINDOW_DAYS,
  SUB_RATING_LABELS,
  type BookingReviews,
  type PublishedReview,
  type SubRatingKey,
} from "@contract/reviews";
import { Button } from "@/components/ui/button";
import { Label, Textarea } from "@/components/ui/input";
import { Stars } from "@/components/ui/stars";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/api";
import { invalidateRoots, queryRoots } from "@/lib/query-roots";
import { replyToReview } from "./api/review";

const DAY_MS = 86_400_000;

/** The direction of a review written about the viewer. */
const aboutViewer = (role: BookingReviews["role"]) =>
  role === "customer" ? "tasker_to_customer" : "customer_to_tasker";

export function PublishedReviews({ reviews, otherName }: { reviews: BookingReviews; otherName: string }) {
  return (
    <ul className="grid w-full gap-2">
      {reviews.published.map((r) => (
        <li key={r.id} className="rounded-xl bg-slate-50 p-3 text-sm">
          <p className="font-medium text-slate-900">
            {r.direction === aboutViewer(reviews.role) ? otherName : "Your review"}
          </p>
          <Stars value={r.rating} size="size-3.5" />
          <SubRatingsLine review={r} />
          {r.comment && <p className="mt-1 text-slate-700">{r.comment}</p>}
          {r.reply ? (
            <div className="mt-2 border-l-2 border-slate-200 pl-3">
              <p className="font-medium text-slate-800">
                Response from {r.direction === aboutViewer(reviews.role) ? "you" : otherName}
              </p>
              <p className="text-slate-700">{r.reply}</p>
            </div>
          ) : (
            r.direction === aboutViewer(reviews.role) && canStillReply(r) && <ReplyForm review={r} />
          )}
        </li>
      ))}
      {reviews.noteForYou && (
        <li className="rounded-xl border border-slate-200 p-3 text-sm text-slate-700">
          Private note for you: {reviews.noteForYou}
        </li>
      )}
    </ul>
  );
}

function SubRatingsLine({ review }: { review: PublishedReview }) {
  const rated = (Object.entries(review.subRatings) as [SubRatingKey, number | null | undefined][]).filter(
    (entry): entry is [SubRatingKey, number] => typeof entry[1] === "number",
  );
  if (rated.length === 0) return null;
  return (
    <p className="mt-1 text-xs text-slate-600">
      {rated.map(([key, value]) => `${SUB_RATING_LABELS[key]} ${value}/5`).join(" · ")}
    </p>
  );
}

const canStillReply = (r: PublishedReview) =>
  Date.now() < new Date(r.publishedAt).getTime() + REPLY_WINDOW_DAYS * DAY_MS;

function ReplyForm({ review }: { review: PublishedReview }) {
  const [open, setOpen] = useState(false);
  const [text, setText] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [held, setHeld] = useState(false);
  const send = useMutation({
    mutationFn: () => replyToReview(review.id, text.trim()),
    onSuccess: (result) => {
      setOpen(false);
      if (result.held) {
        setHeld(true);
        toast({ title: "Reply sent for a check", description: "It appears once our team has checked it." });
      } else toast({ title: "Reply published", variant: "success" });
      void invalidateRoots(queryRoots.bookings, queryRoots.taskers);
    },
    onError: (e) => setError(errorMessage(e)),
  });
  if (held) return <p className="mt-2 text-slate-600">Your reply appears once our team has checked it.</p>;
  if (!open)
    return (
      <Button variant="outline" size="sm" className="mt-2" onClick={() => setOpen(true)}>
        Reply publicly
      </Button>
    );
  const id = `reply-${review.id}`;
  return (
    <form
      className="mt-2 grid gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        if (!text.trim()) return setError("Write a reply");
        setError(null);
        send.mutate();
      }}
    >
      <Label htmlFor={id}>Your public reply</Label>
      <Textarea
        id={id}
        rows={3}
        maxLength={REPLY_MAX}
        value={text}
        onChange={(e) => setText(e.target.value)}
        aria-describedby={`${id}-hint`}
      />
      <p id={`${id}-hint`} className="text-xs text-slate-600">
        Everyone who reads this review sees your reply. You can reply once, up to {REPLY_MAX} characters.
      </p>
      {error && (
        <p role="alert" className="text-red-700">
          {error}
        </p>
      )}
      <div className="flex gap-2">
        <Button type="submit" size="sm" disabled={send.isPending}>
          {send.isPending ? "Publishing..." : "Publish reply"}
        </Button>
        <Button type="button" variant="outline" size="sm" onClick={() => setOpen(false)}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
