// From / until of one range as native time inputs (quarter hours); "until" 24:00 is written 00:00.
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
  return (
    <div className="flex items-end gap-2">
      <div className="grid gap-1">
        <Label htmlFor={`${id}-from`} className="text-xs text-slate-600">
          <span className="sr-only">{label} </span>From
        </Label>
        <Input
          id={`${id}-from`}
          type="time"
          step={900}
          className="w-32"
          value={toInput(value.start)}
          onChange={(e) => onChange({ ...value, start: fromInput(e.target.value, false) })}
        />
      </div>
      <div className="grid gap-1">
        <Label htmlFor={`${id}-until`} className="text-xs text-slate-600">
          <span className="sr-only">{label} </span>Until
        </Label>
        <Input
          id={`${id}-until`}
          type="time"
          step={900}
          className="w-32"
          value={toInput(value.end)}
          onChange={(e) => onChange({ ...value, end: fromInput(e.target.value, true) })}
        />
      </div>
    </div>
  );
}
