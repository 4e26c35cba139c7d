// Date exceptions: a day off, or other hours than the weekday's (one or several ranges), for one date each.
import { Plus, X } from "lucide-react";
import { format } from "date-fns";
import type { DateException } from "@contract/availability";
import { Button } from "@/components/ui/button";
import { Input, Label } from "@/components/ui/input";
import { FIRST_RANGE } from "./next-range";
import { RangeList } from "./range-list";

export function ExceptionsList({ value, onChange }: { value: DateException[]; onChange(next: DateException[]): void }) {
  const set = (i: number, e: DateException) => onChange(value.map((x, j) => (j === i ? e : x)));
  const nextDate = () => {
    const taken = new Set(value.map((e) => e.date));
    for (let d = new Date(), n = 0; n < 400; n++, d.setDate(d.getDate() + 1)) {
      const key = format(d, "yyyy-MM-dd");
      if (!taken.has(key)) return key;
    }
    return format(new Date(), "yyyy-MM-dd");
  };
  return (
    <fieldset className="grid min-w-0 gap-2">
      <legend className="mb-2 text-sm font-semibold text-slate-900">Exceptions</legend>
      <p className="text-sm text-slate-600">
        A day off or other hours on a date, instead of that weekday&apos;s hours.
      </p>
      {value.map((e, i) => (
        <div key={i} className="grid min-w-0 gap-3 rounded-xl border border-slate-200 p-2 sm:p-3">
          {/* On a phone: the date and its remove button on one row, "Day off" below. */}
          <div className="grid grid-cols-[minmax(0,1fr)_auto] items-end gap-x-3 gap-y-1 sm:flex sm:flex-wrap">
            <div className="grid min-w-0 gap-1">
              <Label htmlFor={`exception-${i}-date`} className="text-xs text-slate-600">
                Date
              </Label>
              <Input
                id={`exception-${i}-date`}
                type="date"
                className="w-full sm:w-44"
                value={e.date}
                onChange={(ev) => set(i, { ...e, date: ev.target.value })}
              />
            </div>
            <label className="col-span-2 row-start-2 flex min-h-11 items-center gap-2 text-sm text-slate-800">
              <input
                type="checkbox"
                className="size-4 accent-brand-700"
                checked={e.ranges.length === 0}
                onChange={(ev) => set(i, { ...e, ranges: ev.target.checked ? [] : [FIRST_RANGE] })}
              />
              Day off
            </label>
            <Button
              type="button"
              size="icon"
              variant="ghost"
              className="col-start-2 row-start-1 sm:ml-auto"
              aria-label={`Remove the exception on ${e.date}`}
              onClick={() => onChange(value.filter((_, j) => j !== i))}
            >
              <X />
            </Button>
          </div>
          {e.ranges.length > 0 && (
            <div className="grid min-w-0 gap-2">
              <RangeList
                idPrefix={`exception-${i}`}
                label={e.date}
                ranges={e.ranges}
                onChange={(ranges) => set(i, { ...e, ranges })}
              />
            </div>
          )}
        </div>
      ))}
      <div>
        <Button
          type="button"
          size="sm"
          variant="outline"
          onClick={() => onChange([...value, { date: nextDate(), ranges: [] }])}
        >
          <Plus /> Add an exception
        </Button>
      </div>
    </fieldset>
  );
}
