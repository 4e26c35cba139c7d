// A calendar for choosing a day from today on (react-day-picker): past days cannot be chosen and
// a chosen day stays chosen; `isAvailable` can close more days. The theme goes on the picker itself: its stylesheet sets the
// --rdp-* variables on its own root.
import { startOfToday } from "date-fns";
import type { CSSProperties } from "react";
import { DayPicker } from "react-day-picker";
import "react-day-picker/style.css";

const THEME = {
  "--rdp-accent-color": "var(--color-brand-700)",
  "--rdp-accent-background-color": "var(--color-brand-50)",
  "--rdp-day-width": "40px",
  "--rdp-day-height": "40px",
  "--rdp-day_button-width": "38px",
  "--rdp-day_button-height": "38px",
} as CSSProperties;

export function FutureDatePicker({
  value,
  onChange,
  isAvailable,
}: {
  value: Date | undefined;
  onChange(day: Date): void;
  /** Days for which this is false cannot be chosen (e.g. a tasker with no free time that day). */
  isAvailable?: (day: Date) => boolean;
}) {
  const today = startOfToday();
  return (
    <div className="flex justify-center rounded-2xl border border-slate-200 bg-white p-2 sm:p-4">
      <DayPicker
        mode="single"
        required
        selected={value}
        onSelect={onChange}
        disabled={isAvailable ? [{ before: today }, (day: Date) => !isAvailable(day)] : { before: today }}
        startMonth={today}
        defaultMonth={value ?? today}
        showOutsideDays={false}
        style={THEME}
      />
    </div>
  );
}
