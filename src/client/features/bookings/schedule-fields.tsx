// Duration, then a calendar of the days the tasker has room and the free start times of the chosen day,
// in the customer's (browser's) time zone, with a note when the tasker works in another zone.
import { useQuery } from "@tanstack/react-query";
import { BOOKING_DURATIONS } from "@contract/constants";
import { localTimeZone } from "@contract/time-zones";
import { Field, NativeSelect } from "@/components/ui/input";
import { FutureDatePicker } from "@/components/ui/future-date-picker";
import { Skeleton } from "@/components/ui/skeleton";
import { errorMessage } from "@/lib/api";
import { taskerSlotsQuery } from "./api/slots";
import { dayKey, slotsByDay, zoneCity } from "./schedule";
import { SlotTimes } from "./slot-times";

export interface ScheduleValue {
  day: Date | undefined;
  /** The chosen free start (ISO), or null. */
  start: string | null;
  duration: number;
}

export function ScheduleFields({
  taskerProfileId,
  value,
  onChange,
  idPrefix = "booking",
  fixedDuration = false,
  notice = null,
}: {
  taskerProfileId: string;
  value: ScheduleValue;
  onChange(next: ScheduleValue): void;
  idPrefix?: string;
  fixedDuration?: boolean;
  /** Why the choice was cleared (the chosen time was taken meanwhile). */
  notice?: string | null;
}) {
  const slots = useQuery(taskerSlotsQuery(taskerProfileId, value.duration));
  const byDay = slotsByDay(slots.data?.slots ?? []);
  const times = value.day ? (byDay.get(dayKey(value.day)) ?? []) : [];
  const zone = localTimeZone();
  const taskerZone = slots.data?.timeZone;
  return (
    <div className="grid gap-5">
      {!fixedDuration && (
        <Field id={`${idPrefix}-duration`} label="Duration">
          <NativeSelect
            id={`${idPrefix}-duration`}
            value={value.duration}
            onChange={(e) => onChange({ ...value, duration: Number(e.target.value), start: null })}
          >
            {BOOKING_DURATIONS.map((d) => (
              <option key={d} value={d}>
                {d} {d === 1 ? "hour" : "hours"}
              </option>
            ))}
          </NativeSelect>
        </Field>
      )}
      {notice && (
        <p role="alert" className="rounded-xl bg-amber-50 p-3 text-sm text-amber-900">
          {notice}
        </p>
      )}
      {slots.isError && (
        <p role="alert" className="text-sm text-red-700">
          {errorMessage(slots.error)}
        </p>
      )}
      <div className="grid gap-5 md:grid-cols-[auto_1fr] md:items-start">
        <div className="grid gap-1.5">
          <span className="text-sm font-medium text-slate-800" id={`${idPrefix}-date-label`}>
            Date <span className="font-normal text-slate-600">(days with free times)</span>
          </span>
          {slots.isLoading ? (
            <Skeleton className="h-80 w-full min-w-72 rounded-2xl" aria-label="Loading free days" />
          ) : (
            <FutureDatePicker
              value={value.day}
              onChange={(day) => onChange({ ...value, day, start: null })}
              isAvailable={(day) => byDay.has(dayKey(day))}
            />
          )}
        </div>
        <div className="grid content-start gap-3">
          <SlotTimes
            idPrefix={idPrefix}
            day={value.day}
            times={times}
            value={value.start}
            onChange={(start) => onChange({ ...value, start })}
            loading={slots.isLoading}
            noneAtAll={!slots.isLoading && !slots.isError && byDay.size === 0}
          />
          <p className="text-xs text-slate-600" data-testid={`${idPrefix}-zone-note`}>
            Times are in your time zone ({zoneCity(zone)}).
            {taskerZone && taskerZone !== zone && ` The tasker works on ${zoneCity(taskerZone)} time.`}
          </p>
        </div>
      </div>
    </div>
  );
}
