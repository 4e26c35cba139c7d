// Quiet hours on the person's own wall clock: "22:00"–"07:00" in Europe/Berlin means 22:00 to 07:00
// Berlin time every night, whatever its UTC offset that night (zone-clock.ts does the offsets, so a
// night the clocks change is still 22:00 to 07:00 local).
import { dayOf, instantOfWall, offsetAt } from "../availability/zone-clock";

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/** Minutes after midnight of "HH:MM". */
export const minutesOf = (hhmm: string): number => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** "HH:MM" of minutes after midnight. */
export const clockOf = (minutes: number): string =>
  `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;

/**
 * When the quiet hours `now` falls in end, or null when `now` is outside them. `start`/`end` are
 * minutes after local midnight; an end before the start runs across midnight into the next day.
 */
export function quietUntil(now: Date, zone: string, start: number, end: number): Date | null {
  if (start === end) return null;
  const ts = now.getTime();
  const day = dayOf(zone, ts);
  const minute = Math.floor((ts + offsetAt(zone, ts) * MINUTE_MS - day.wall) / MINUTE_MS);
  const inside = start < end ? minute >= start && minute < end : minute >= start || minute < end;
  if (!inside) return null;
  // Across midnight and already past the start: the quiet hours end tomorrow.
  const endDay = start > end && minute >= start ? day.wall + DAY_MS : day.wall;
  const until = instantOfWall(zone, endDay + end * MINUTE_MS);
  return until > ts ? new Date(until) : null;
}
