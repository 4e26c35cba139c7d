// A 1-5 star rating as a radio group: arrow keys move, every star has a label.
import { Star } from "lucide-react";
import { cn } from "@/lib/utils";

export function StarInput({
  value,
  onChange,
  name = "rating",
  labelledBy,
}: {
  value: number;
  onChange(v: number): void;
  name?: string;
  labelledBy?: string;
}) {
  return (
    <div role="radiogroup" aria-labelledby={labelledBy} className="flex gap-1">
      {[1, 2, 3, 4, 5].map((n) => (
        <label
          key={n}
          className="group relative cursor-pointer rounded-md p-1 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600"
        >
          <input
            type="radio"
            name={name}
            value={n}
            checked={value === n}
            onChange={() => onChange(n)}
            className="sr-only"
            aria-label={`${n} ${n === 1 ? "star" : "stars"}`}
          />
          <Star
            aria-hidden="true"
            className={cn(
              "size-8 transition-colors",
              n <= value ? "fill-amber-400 text-amber-400" : "fill-slate-200 text-slate-300 group-hover:text-amber-300",
            )}
          />
        </label>
      ))}
    </div>
  );
}
