import { Star } from "lucide-react";
import { cn } from "@/lib/utils";

/** Stars out of 5; `value` is shown rounded down (a 4.8 shows four full stars), as on every card. */
export function Stars({ value, className, size = "size-4" }: { value: number; className?: string; size?: string }) {
  const full = Math.max(0, Math.min(5, Math.floor(Number.isFinite(value) ? value : 0)));
  return (
    <span
      className={cn("inline-flex items-center gap-0.5", className)}
      role="img"
      aria-label={`${full} out of 5 stars`}
    >
      {Array.from({ length: 5 }, (_, i) => (
        <Star
          key={i}
          aria-hidden="true"
          className={cn(size, i < full ? "fill-amber-400 text-amber-400" : "fill-slate-200 text-slate-200")}
        />
      ))}
    </span>
  );
}
