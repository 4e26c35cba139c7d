// The free start times of one day as a group of toggle buttons (one can be chosen; arrow keys move
// between them as in a radio group), or a note why there are none.
import { useRef, type KeyboardEvent } from "react";
import { format } from "date-fns";
import { cn } from "@/lib/utils";
import { timeLabel } from "./schedule";

export function SlotTimes({
  idPrefix,
  day,
  times,
  value,
  onChange,
  loading,
  noneAtAll,
}: {
  idPrefix: string;
  day: Date | undefined;
  times: string[];
  value: string | null;
  onChange(start: string): void;
  loading: boolean;
  noneAtAll: boolean;
}) {
  const group = useRef<HTMLDivElement>(null);
  if (noneAtAll)
    return (
      <p role="status" className="rounded-xl bg-amber-50 p-3 text-sm text-amber-900">
        This tasker has no free times in the next two months. Send them a message to find a time.
      </p>
    );
  if (!day || loading)
    return (
      <p className="text-sm text-slate-600">{loading ? "Loading free times..." : "Choose a day to see free times."}</p>
    );
  const onKeyDown = (e: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const step =
      e.key === "ArrowRight" || e.key === "ArrowDown" ? 1 : e.key === "ArrowLeft" || e.key === "ArrowUp" ? -1 : 0;
    if (!step) return;
    e.preventDefault();
    const next = (index + step + times.length) % times.length;
    onChange(times[next]);
    group.current?.querySelectorAll<HTMLButtonElement>("button")[next]?.focus();
  };
  const checkedIndex = Math.max(0, times.indexOf(value ?? ""));
  return (
    <div className="grid gap-2">
      <span id={`${idPrefix}-times-label`} className="text-sm font-medium text-slate-800">
        Free start times on {format(day, "EEEE, MMMM d")}
      </span>
      <div
        ref={group}
        role="radiogroup"
        aria-labelledby={`${idPrefix}-times-label`}
        className="grid grid-cols-3 gap-2 sm:grid-cols-4"
      >
        {times.map((slot, index) => (
          <button
            key={slot}
            type="button"
            role="radio"
            aria-checked={slot === value}
            tabIndex={index === checkedIndex ? 0 : -1}
            onClick={() => onChange(slot)}
            onKeyDown={(e) => onKeyDown(e, index)}
            className={cn(
              "min-h-11 rounded-xl border px-2 text-sm font-medium whitespace-nowrap transition focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none",
              slot === value
                ? "border-brand-700 bg-brand-700 text-white"
                : "border-slate-300 bg-white text-slate-800 hover:border-brand-600 hover:bg-brand-50",
            )}
          >
            {timeLabel(slot)}
          </button>
        ))}
      </div>
      {times.length === 0 && <p className="text-sm text-slate-600">No free times that day. Pick another day.</p>}
    </div>
  );
}
