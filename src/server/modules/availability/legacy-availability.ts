// The older `availability` shape (day names + an hours text) derived from weekly hours, so clients that
// read it see the same days and hours the weekly grid holds (a new profile: every day, any time, as it
// can be booked until its tasker saves hours). Profiles show `availabilityOf` the weekly hours as they
// are read; the stored days + hours text is never shown.
import type { TimeRange } from "../../../contract/availability";
import { WEEKDAYS } from "../../../contract/tasker-profile";
import type { Availability } from "../../db/schema";
import type { WeeklyHoursRow } from "../../db/schema/availability";
import { OPEN_WEEKLY_HOURS } from "./rules";

function clock(hhmm: string): string {
  const [h, m] = hhmm.split(":").map(Number);
  const hour12 = h % 12 === 0 ? 12 : h % 12;
  const suffix = h < 12 || h === 24 ? "am" : "pm";
  return `${hour12}${m ? `:${String(m).padStart(2, "0")}` : ""}${suffix}`;
}

const rangeText = (r: TimeRange) =>
  r.start === "00:00" && r.end === "24:00" ? "Any time" : `${clock(r.start)} - ${clock(r.end)}`;
const rangesText = (ranges: TimeRange[]) => ranges.map(rangeText).join(", ");

export function legacyAvailability(weeklyHours: TimeRange[][]): Availability {
  const days = WEEKDAYS.filter((_, i) => weeklyHours[i]?.length);
  const texts = [...new Set(weeklyHours.filter((r) => r.length).map(rangesText))];
  const hours = texts.length === 1 ? texts[0] : texts.length ? "Varies by day" : undefined;
  return {
    days,
    hours: hours && hours.length <= 60 ? hours : "Varies by day",
    weekdays: days.some((d) => d !== "Saturday" && d !== "Sunday"),
    weekends: days.includes("Saturday") || days.includes("Sunday"),
  };
}

/** A tasker's days and hours: from their saved weekly hours, else the open hours they can be booked in. */
export function availabilityOf(weeklyHours: WeeklyHoursRow | null | undefined): Availability {
  return legacyAvailability(weeklyHours ?? OPEN_WEEKLY_HOURS);
}

/** On `tasker_profiles tp`: the tasker's saved weekly hours, or null while they have saved none. */
export const WEEKLY_HOURS_COLUMN = "(select s.weekly_hours from tasker_schedules s where s.tasker_id = tp.user_id)";
