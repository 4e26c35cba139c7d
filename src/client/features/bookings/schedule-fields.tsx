// Date (no past days), start time and duration (1, 2, 3, 4, 5, 6, 8 hours; default 2).
import { BOOKING_DURATIONS } from "@contract/constants";
import { Field, NativeSelect } from "@/components/ui/input";
import { FutureDatePicker } from "@/components/ui/future-date-picker";
import { availableHours, hourLabel } from "./schedule";

export interface ScheduleValue {
  day: Date | undefined;
  hour: number;
  duration: number;
}

export function ScheduleFields({
  value,
  onChange,
  idPrefix = "booking",
}: {
  value: ScheduleValue;
  onChange(next: ScheduleValue): void;
  idPrefix?: string;
}) {
  const hours = availableHours(value.day);
  const setDay = (day: Date | undefined) => {
    const allowed = availableHours(day);
    onChange({ ...value, day, hour: allowed.includes(value.hour) ? value.hour : (allowed[0] ?? value.hour) });
  };
  return (
    <div className="grid gap-5 md:grid-cols-[auto_1fr] md:items-start">
      <div className="grid gap-1.5">
        <span className="text-sm font-medium text-slate-800" id={`${idPrefix}-date-label`}>
          Date
        </span>
        <FutureDatePicker value={value.day} onChange={setDay} />
      </div>
      <div className="grid content-start gap-4">
        <Field id={`${idPrefix}-time`} label="Start time">
          <NativeSelect
            id={`${idPrefix}-time`}
            value={value.hour}
            onChange={(e) => onChange({ ...value, hour: Number(e.target.value) })}
            disabled={!hours.length}
          >
            {hours.map((h) => (
              <option key={h} value={h}>
                {hourLabel(h)}
              </option>
            ))}
          </NativeSelect>
        </Field>
        {value.day && !hours.length && (
          <p role="alert" className="text-sm text-amber-800">
            No start times left today. Please pick another day.
          </p>
        )}
        <Field id={`${idPrefix}-duration`} label="Duration">
          <NativeSelect
            id={`${idPrefix}-duration`}
            value={value.duration}
            onChange={(e) => onChange({ ...value, duration: Number(e.target.value) })}
          >
            {BOOKING_DURATIONS.map((d) => (
              <option key={d} value={d}>
                {d} {d === 1 ? "hour" : "hours"}
              </option>
            ))}
          </NativeSelect>
        </Field>
      </div>
    </div>
  );
}
