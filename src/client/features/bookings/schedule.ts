// Schedule helpers: the start-time choices of a day and the ISO start sent to the API.
import { format, isSameDay } from "date-fns";

/** Start times offered, 7:00 to 20:00 local time. */
export const START_HOURS = Array.from({ length: 14 }, (_, i) => 7 + i);

export const hourLabel = (hour: number) => format(new Date(2000, 0, 1, hour), "h:mm a");

/** Hours still bookable on `day` (today: at least one hour from now). */
export function availableHours(day: Date | undefined, now = new Date()): number[] {
  if (!day) return START_HOURS;
  if (!isSameDay(day, now)) return START_HOURS;
  return START_HOURS.filter((h) => h > now.getHours() + 1 || (h === now.getHours() + 1 && now.getMinutes() === 0));
}

/** The start instant: `day` at `hour` local time, as ISO. */
export function startIso(day: Date, hour: number): string {
  const d = new Date(day);
  d.setHours(hour, 0, 0, 0);
  return d.toISOString();
}

export const whenLabel = (iso: string) => format(new Date(iso), "EEE, MMM d, yyyy 'at' h:mm a");
