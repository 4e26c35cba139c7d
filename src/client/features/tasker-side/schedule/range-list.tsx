// The ranges of one day (a weekday or a date exception): from / until of each with a remove button,
// and "Add hours" for another range where the day has room (next-range.ts), sorted by start. For the
// keyboard, the focus follows: to the new range's "From" after adding, to "Add hours" after removing.
import { useEffect, useRef, useState } from "react";
import { Plus, X } from "lucide-react";
import type { TimeRange } from "@contract/availability";
import { MAX_RANGES_PER_DAY } from "@contract/availability";
import { Button } from "@/components/ui/button";
import { nextRange } from "./next-range";
import { RangeInputs } from "./range-inputs";

const byStart = (a: TimeRange, b: TimeRange) => a.start.localeCompare(b.start);

export function RangeList({
  idPrefix,
  label,
  ranges,
  onChange,
  empty,
}: {
  idPrefix: string;
  /** The day, for screen readers: "Monday", "2026-12-24". */
  label: string;
  ranges: TimeRange[];
  onChange(next: TimeRange[]): void;
  /** Shown while the day has no ranges. */
  empty?: string;
}) {
  const next = nextRange(ranges);
  const addButton = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLDivElement>(null);
  /** Where the focus goes once the ranges have re-rendered: a range's index, or "add". */
  const [focusAfter, setFocusAfter] = useState<number | "add" | null>(null);
  useEffect(() => {
    if (focusAfter === null) return;
    if (focusAfter === "add") addButton.current?.focus();
    else list.current?.querySelectorAll<HTMLInputElement>("input")[focusAfter * 2]?.focus();
    setFocusAfter(null);
  }, [focusAfter, ranges]);
  return (
    <>
      <div ref={list} className="grid min-w-0 gap-2">
        {ranges.length === 0 && empty && <span className="text-sm text-slate-600">{empty}</span>}
        {ranges.map((range, i) => (
          <div key={i} className="flex min-w-0 items-end gap-1 sm:gap-2">
            <RangeInputs
              idPrefix={`${idPrefix}-${i}`}
              label={label}
              value={range}
              onChange={(r) => onChange(ranges.map((x, j) => (j === i ? r : x)))}
            />
            <Button
              type="button"
              size="icon"
              variant="ghost"
              className="shrink-0"
              aria-label={`Remove ${label} ${range.start}–${range.end}`}
              onClick={() => {
                onChange(ranges.filter((_, j) => j !== i));
                setFocusAfter("add");
              }}
            >
              <X />
            </Button>
          </div>
        ))}
      </div>
      <Button
        ref={addButton}
        type="button"
        size="sm"
        variant="outline"
        className="justify-self-start"
        disabled={!next || ranges.length >= MAX_RANGES_PER_DAY}
        onClick={() => {
          if (!next) return;
          const sorted = [...ranges, next].sort(byStart);
          onChange(sorted);
          setFocusAfter(sorted.indexOf(next));
        }}
        aria-label={`Add hours on ${label}`}
      >
        <Plus /> Add hours
      </Button>
    </>
  );
}
