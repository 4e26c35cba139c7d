// 'Leave a review' on a completed booking: 1-5 stars and a comment, once.
import { useMutation } from "@tanstack/react-query";
import { Star } from "lucide-react";
import { useState } from "react";
import { REVIEW_COMMENT_MAX, type Booking } from "@contract/bookings";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogFooter, DialogHeader } from "@/components/ui/dialog";
import { Label, Textarea } from "@/components/ui/input";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/api";
import { invalidateRoots, queryRoots } from "@/lib/query-roots";
import { reviewBooking } from "./api/review";
import { StarInput } from "./star-input";

export function ReviewButton({ booking }: { booking: Booking }) {
  const [open, setOpen] = useState(false);
  const [rating, setRating] = useState(0);
  const [comment, setComment] = useState("");
  const [error, setError] = useState<string | null>(null);
  const submit = useMutation({
    mutationFn: () => reviewBooking(booking.id, { rating, comment: comment.trim() || null }),
    onSuccess: () => {
      toast({
        title: "Review submitted",
        description: `Thanks! Your review of ${booking.tasker.name} is live.`,
        variant: "success",
      });
      setOpen(false);
      void invalidateRoots(queryRoots.bookings, queryRoots.taskers);
    },
    onError: (e) => setError(errorMessage(e)),
  });
  return (
    <>
      <Button size="sm" onClick={() => setOpen(true)}>
        <Star /> Leave a review
      </Button>
      <Dialog
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) setError(null);
        }}
      >
        <DialogContent>
          <DialogHeader title={`Review ${booking.tasker.name}`} description={booking.taskTitle} />
          <form
            className="grid gap-4"
            onSubmit={(e) => {
              e.preventDefault();
              if (rating < 1) return setError("Choose a rating from 1 to 5 stars");
              setError(null);
              submit.mutate();
            }}
          >
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
            {error && (
              <p role="alert" className="text-sm text-red-700">
                {error}
              </p>
            )}
            <DialogFooter>
              <Button variant="outline" onClick={() => setOpen(false)}>
                Cancel
              </Button>
              <Button type="submit" disabled={submit.isPending}>
                {submit.isPending ? "Submitting..." : "Submit review"}
              </Button>
            </DialogFooter>
          </form>
        </DialogContent>
      </Dialog>
    </>
  );
}
