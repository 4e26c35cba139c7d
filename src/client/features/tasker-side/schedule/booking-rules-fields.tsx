// Time zone, vacation, minimum notice, buffer between jobs and how far ahead customers can book.
import type { Schedule } from "@contract/availability";
import { MAX_BUFFER_MINUTES, MAX_HORIZON_DAYS, MAX_NOTICE_HOURS } from "@contract/availability";
import { Field, Input, NativeSelect } from "@/components/ui/input";

type Rules = Pick<Schedule, "timeZone" | "onVacation" | "noticeHours" | "bufferMinutes" | "horizonDays">;

const zones = (current: string): string[] => {
  const all = typeof Intl.supportedValuesOf === "function" ? Intl.supportedValuesOf("timeZone") : [];
  return all.includes(current) ? all : [current, ...all];
};

export function BookingRulesFields({ value, onChange }: { value: Rules; onChange(next: Rules): void }) {
  const number = (key: "noticeHours" | "bufferMinutes" | "horizonDays", max: number) => (
    <Input
      id={`rule-${key}`}
      type="number"
      inputMode="numeric"
      min={key === "horizonDays" ? 1 : 0}
      max={max}
      value={Number.isNaN(value[key]) ? "" : value[key]}
      onChange={(e) => onChange({ ...value, [key]: e.target.valueAsNumber })}
    />
  );
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field id="rule-timeZone" label="Time zone" hint="Your hours are in this zone.">
        <NativeSelect
          id="rule-timeZone"
          value={value.timeZone}
          onChange={(e) => onChange({ ...value, timeZone: e.target.value })}
        >
          {zones(value.timeZone).map((z) => (
            <option key={z} value={z}>
              {z.replace(/_/g, " ")}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <Field id="rule-noticeHours" label="Minimum notice (hours)" hint="How soon before a job customers can book it.">
        {number("noticeHours", MAX_NOTICE_HOURS)}
      </Field>
      <Field
        id="rule-bufferMinutes"
        label="Buffer between jobs (minutes)"
        hint="Kept free before and after each booking."
      >
        {number("bufferMinutes", MAX_BUFFER_MINUTES)}
      </Field>
      <Field id="rule-horizonDays" label="Bookable ahead (days)" hint="How far ahead customers can book you.">
        {number("horizonDays", MAX_HORIZON_DAYS)}
      </Field>
      <label className="flex min-h-11 items-center gap-3 rounded-xl bg-slate-50 px-3 text-sm text-slate-800 sm:col-span-2">
        <input
          type="checkbox"
          className="size-4 accent-brand-700"
          checked={value.onVacation}
          onChange={(e) => onChange({ ...value, onVacation: e.target.checked })}
        />
        On vacation: take no new bookings for now
      </label>
    </div>
  );
}
