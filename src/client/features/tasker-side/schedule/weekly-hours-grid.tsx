// The weekly grid: one row per weekday, each with its ranges (from / until, quarter hours), a button
// to add a range and one to remove each. No ranges: closed that day.
import type { TimeRange } from "@contract/availability";
import { WEEKDAYS } from "@contract/tasker-profile";
import { RangeList } from "./range-list";

export function WeeklyHoursGrid({ value, onChange }: { value: TimeRange[][]; onChange(next: TimeRange[][]): void }) {
  const setDay = (day: number, ranges: TimeRange[]) => onChange(value.map((r, i) => (i === day ? ranges : r)));
  return (
    <fieldset className="grid min-w-0 gap-2">
      <legend className="mb-2 text-sm font-semibold text-slate-900">Weekly hours</legend>
      {WEEKDAYS.map((name, day) => (
        <div
          key={name}
          className="grid min-w-0 gap-2 rounded-xl border border-slate-200 p-2 sm:grid-cols-[7rem_1fr_auto] sm:items-center sm:p-3"
          data-testid={`hours-${name}`}
        >
          <span className="font-medium text-slate-900">{name}</span>
          <RangeList
            idPrefix={name}
            label={name}
            ranges={value[day] ?? []}
            onChange={(ranges) => setDay(day, ranges)}
            empty="Closed"
          />
        </div>
      ))}
    </fieldset>
  );
}
