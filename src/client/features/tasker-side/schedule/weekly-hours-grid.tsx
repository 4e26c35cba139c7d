// The weekly grid: one row per weekday, each with its ranges (from / until, quarter hours), a button
// to add a range and one to remove each. No ranges: closed that day.
import { Plus, X } from "lucide-react";
import type { TimeRange } from "@contract/availability";
import { MAX_RANGES_PER_DAY } from "@contract/availability";
import { WEEKDAYS } from "@contract/tasker-profile";
import { Button } from "@/components/ui/button";
import { RangeInputs } from "./range-inputs";

export function WeeklyHoursGrid({ value, onChange }: { value: TimeRange[][]; onChange(next: TimeRange[][]): void }) {
  const setDay = (day: number, ranges: TimeRange[]) => onChange(value.map((r, i) => (i === day ? ranges : r)));
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 text-sm font-semibold text-slate-900">Weekly hours</legend>
      {WEEKDAYS.map((name, day) => {
        const ranges = value[day] ?? [];
        const last = ranges[ranges.length - 1];
        const next = last
          ? { start: last.end === "24:00" ? "23:00" : last.end, end: "24:00" }
          : { start: "09:00", end: "17:00" };
        return (
          <div
            key={name}
            className="grid gap-2 rounded-xl border border-slate-200 p-3 sm:grid-cols-[7rem_1fr_auto] sm:items-center"
            data-testid={`hours-${name}`}
          >
            <span className="font-medium text-slate-900">{name}</span>
            <div className="grid gap-2">
              {ranges.length === 0 && <span className="text-sm text-slate-600">Closed</span>}
              {ranges.map((range, i) => (
                <div key={i} className="flex flex-wrap items-end gap-2">
                  <RangeInputs
                    idPrefix={`${name}-${i}`}
                    label={name}
                    value={range}
                    onChange={(r) =>
                      setDay(
                        day,
                        ranges.map((x, j) => (j === i ? r : x)),
                      )
                    }
                  />
                  <Button
                    type="button"
                    size="icon"
                    variant="ghost"
                    aria-label={`Remove ${name} ${range.start}–${range.end}`}
                    onClick={() =>
                      setDay(
                        day,
                        ranges.filter((_, j) => j !== i),
                      )
                    }
                  >
                    <X />
                  </Button>
                </div>
              ))}
            </div>
            <Button
              type="button"
              size="sm"
              variant="outline"
              disabled={ranges.length >= MAX_RANGES_PER_DAY}
              onClick={() => setDay(day, [...ranges, next])}
              aria-label={`Add hours on ${name}`}
            >
              <Plus /> Add hours
            </Button>
          </div>
        );
      })}
    </fieldset>
  );
}
