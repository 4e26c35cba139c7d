// The range "Add hours" adds to a day: after the last one while the day has room, else the first gap
// before it; none when the day is full (ranges may touch, never overlap).
import type { TimeRange } from "@contract/availability";

export const FIRST_RANGE: TimeRange = { start: "09:00", end: "17:00" };

export function nextRange(ranges: TimeRange[]): TimeRange | null {
  const sorted = [...ranges].sort((a, b) => a.start.localeCompare(b.start));
  const last = sorted[sorted.length - 1];
  if (!last) return FIRST_RANGE;
  if (last.end !== "24:00") return { start: last.end, end: "24:00" };
  let free = "00:00";
  for (const range of sorted) {
    if (range.start > free) return { start: free, end: range.start };
    if (range.end > free) free = range.end;
  }
  return null;
}
