// The one way a tasker's rating is shown: stars (rounded down), the number with one decimal, the review count;
// before the first review 'New' (a 0.0 with empty stars would read as the worst rating).
import { plural, ratingLabel } from "@contract/plural";
import { cn } from "@/lib/utils";
import { Stars } from "./stars";

export function Rating({
  value,
  reviews,
  size = "sm",
  className,
}: {
  value: number | string | null | undefined;
  reviews: number;
  size?: "sm" | "md";
  className?: string;
}) {
  const label = ratingLabel(value);
  if (reviews === 0)
    return (
      <span className={cn("inline-flex flex-wrap items-center gap-x-1.5 text-sm", className)} data-testid="rating">
        <span className="font-semibold text-slate-900">New</span>
        <span className="text-slate-600">(no reviews yet)</span>
      </span>
    );
  return (
    <span className={cn("inline-flex flex-wrap items-center gap-x-1.5 text-sm", className)} data-testid="rating">
      <span aria-hidden="true" className="inline-flex">
        <Stars value={Number(label)} size={size === "sm" ? "size-3.5" : "size-4"} />
      </span>
      <span className="font-semibold text-slate-900">
        <span className="sr-only">Rated </span>
        {label}
        <span className="sr-only"> out of 5</span>
      </span>
      <span className="text-slate-600">({plural(reviews, "review")})</span>
    </span>
  );
}
