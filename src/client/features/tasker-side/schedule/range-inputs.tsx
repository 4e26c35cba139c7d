// From / until of one range as native time inputs (quarter hours); "until" 24:00 is written 00:00.
// The two share the row's width on a phone, where the picker icon gives its room to the time (a tap
// opens the picker there anyway).
import type { TimeRange } from "@contract/availability";
import { Input, Label } from "@/components/ui/input";

const toInput = (hhmm: string) => (hhmm === "24:00" ? "00:00" : hhmm);
const fromInput = (value: string, isEnd: boolean) => (isEnd && value === "00:00" ? "24:00" : value.slice(0, 5));

export function RangeInputs({
  idPrefix,
  label,
  value,
  onChange,
}: {
  idPrefix: string;
  label: string;
  value: TimeRange;
  onChange(next: TimeRange): void;
}) {
  const id = idPrefix.replace(/\s+/g, "-").toLowerCase();
  const field = (which: "from" | "until") => (
    <div className="grid min-w-0 gap-1">
      <Label htmlFor={`${id}-${which}`} className="text-xs text-slate-600">
        <span className="sr-only">{label} </span>
        {which === "from" ? "From" : "Until"}
      </Label>
      <Input
        id={`${id}-${which}`}
        type="time"
        step={900}
        className="w-full min-w-0 px-2 sm:w-32 sm:px-3 max-sm:[&::-webkit-calendar-picker-indicator]:hidden"
        value={toInput(which === "from" ? value.start : value.end)}
        onChange={(e) =>
          onChange(
            which === "from"
              ? { ...value, start: fromInput(e.target.value, false) }
              : { ...value, end: fromInput(e.target.value, true) },
          )
        }
      />
    </div>
  );
  return (
    <div className="grid min-w-0 flex-1 grid-cols-2 items-end gap-1 sm:flex sm:flex-none sm:gap-2">
      {field("from")}
      {field("until")}
    </div>
  );
}
