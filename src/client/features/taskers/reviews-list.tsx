import { useInfiniteQuery } from "@tanstack/react-query";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { Stars } from "@/components/ui/stars";
import { taskerReviewsQuery } from "./api/reviews";

// 'Jan 5, 2025', the same on the server and in every browser (UTC), without a date library.
const REVIEW_DATE = new Intl.DateTimeFormat("en-US", {
  month: "short",
  day: "numeric",
  year: "numeric",
  timeZone: "UTC",
});

/** The tasker's reviews, asked for once their profile is known to exist (`enabled`). */
export function useTaskerReviews(taskerId: string, enabled = true) {
  return useInfiniteQuery({ ...taskerReviewsQuery(taskerId), enabled });
}

/** `taskerName` names the tasker's replies as the profile names them ("Response from Ezra Mounts"). */
export function ReviewsList({
  query,
  taskerName = "the tasker",
}: {
  query: ReturnType<typeof useTaskerReviews>;
  taskerName?: string;
}) {
  const reviews = query.data?.pages.flatMap((p) => p.items) ?? [];
  if (query.isLoading)
    return (
      <div className="grid gap-3">
        {[0, 1].map((i) => (
          <Skeleton key={i} className="h-16" />
        ))}
      </div>
    );
  if (query.isError)
    return (
      <p role="alert" className="text-sm text-red-700">
        Failed to fetch reviews
      </p>
    );
  if (reviews.length === 0) return <p className="text-slate-600">No reviews yet</p>;
  return (
    <div>
      <ul className="divide-y divide-slate-100">
        {reviews.map((review) => (
          <li key={review.id} className="py-4 first:pt-0">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <span className="font-semibold text-slate-900">{review.reviewerName}</span>
              <span className="text-sm text-slate-500">
                {review.createdAt ? REVIEW_DATE.format(new Date(review.createdAt)) : "Recent"}
              </span>
            </div>
            <Stars value={review.rating} size="size-3.5" className="mt-1" />
            {review.comment && <p className="mt-2 text-slate-700">{review.comment}</p>}
            {review.pending && (
              <p className="mt-2 text-sm text-slate-600">
                Only you can see your review until it is published: when the tasker has reviewed you too, or when the
                time to review ends.
              </p>
            )}
            {review.reply && (
              <div className="mt-2 border-l-2 border-slate-200 pl-3 text-sm">
                <p className="font-medium text-slate-800">Response from {taskerName}</p>
                <p className="text-slate-700">{review.reply.text}</p>
              </div>
            )}
          </li>
        ))}
      </ul>
      {query.hasNextPage && (
        <Button
          variant="outline"
          size="sm"
          className="mt-2"
          onClick={() => void query.fetchNextPage()}
          disabled={query.isFetchingNextPage}
        >
          {query.isFetchingNextPage ? "Loading..." : "Show more reviews"}
        </Button>
      )}
    </div>
  );
}
