// The slot engine: which start times a tasker is free for, from their rules (weekly hours in their zone,
// date exceptions, vacation, notice, horizon) and busy intervals (bookings widened by the buffer,
// imported calendar events). Pure: the same answer for the slots list and the booking check.
// Wall-clock ranges become instants day by day in the tasker's zone (zone-clock.ts, luxon's rules), so
// 09:00 stays 09:00 across a daylight-saving switch; a range starting in a skipped hour starts when the
// clock resumes.
import { SLOT_STEP_MINUTES } from "../../../contract/availability";
import type { DateExceptionRow, WeeklyHoursRow } from "../../db/schema/availability";
import { dayOf, isoDateOf, nextDay, wallTime, weekdayOf } from "./zone-clock";

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** An instant range in epoch milliseconds, end exclusive. */
export interface Interval {
  start: number;
  end: number;
}

export interface ScheduleRules {
  timeZone: string;
  weeklyHours: WeeklyHoursRow;
  exceptions: DateExceptionRow[];
  onVacation: boolean;
  noticeHours: number;
  bufferMinutes: number;
  horizonDays: number;
}

/** The tasker's working time overlapping [from, to), ranges that touch merged into one window. */
export function workingWindows(rules: ScheduleRules, from: number, to: number): Interval[] {
  const exceptions = new Map(rules.exceptions.map((e) => [e.date, e.ranges]));
  const windows: Interval[] = [];
  const last = dayOf(rules.timeZone, to).start;
  for (let day = dayOf(rules.timeZone, from); day.start <= last;) {
    const exception = exceptions.size ? exceptions.get(isoDateOf(day)) : undefined;
    const ranges = exception ?? rules.weeklyHours[weekdayOf(day) - 1] ?? [];
    for (const range of ranges) {
      const start = wallTime(day, range.start);
      const end = wallTime(day, range.end);
      if (end <= start || end <= from || start >= to) continue;
      const previous = windows[windows.length - 1];
      if (previous && start <= previous.end) previous.end = Math.max(previous.end, end);
      else windows.push({ start, end });
    }
    day = nextDay(day);
  }
  return windows;
}

/** Busy intervals widened by the buffer on both sides (for bookings; calendar events take none). */
export function withBuffer(intervals: Interval[], bufferMinutes: number): Interval[] {
  const pad = bufferMinutes * MINUTE_MS;
  return intervals.map((i) => ({ start: i.start - pad, end: i.end + pad }));
}

const overlapsAny = (start: number, end: number, busy: Interval[]) => busy.some((b) => b.start < end && start < b.end);

/** The earliest and latest start the rules allow at `now`. */
function startBounds(rules: ScheduleRules, now: number): Interval {
  return { start: now + rules.noticeHours * HOUR_MS, end: now + rules.horizonDays * DAY_MS };
}

export interface SlotWindow {
  from: number;
  to: number;
  durationMs: number;
  now: number;
}

/** Free start times in [from, to) on the SLOT_STEP_MINUTES grid of each working window, ascending. */
export function freeSlots(rules: ScheduleRules, busy: Interval[], w: SlotWindow): number[] {
  if (rules.onVacation) return [];
  const bounds = startBounds(rules, w.now);
  const step = SLOT_STEP_MINUTES * MINUTE_MS;
  const slots: number[] = [];
  for (const window of workingWindows(rules, w.from, w.to + w.durationMs)) {
    for (let t = window.start; t + w.durationMs <= window.end && t < w.to; t += step) {
      if (t < w.from || t < bounds.start || t > bounds.end) continue;
      if (!overlapsAny(t, t + w.durationMs, busy)) slots.push(t);
    }
  }
  return slots;
}

/** Whether [start, start + duration) is free: inside working time, notice and horizon, clear of busy time. */
export function isFree(
  rules: ScheduleRules,
  busy: Interval[],
  start: number,
  durationMs: number,
  now: number,
): boolean {
  if (rules.onVacation) return false;
  const bounds = startBounds(rules, now);
  if (start < bounds.start || start > bounds.end) return false;
  const end = start + durationMs;
  const inside = workingWindows(rules, start, end).some((w) => w.start <= start && end <= w.end);
  return inside && !overlapsAny(start, end, busy);
}

/** The tasker's local dates (YYYY-MM-DD in their zone) in [from, to) that hold at least one free start:
 *  the days of `freeSlots`, found by looking for each day's first free start only. */
export function freeDays(rules: ScheduleRules, busy: Interval[], w: SlotWindow): string[] {
  if (rules.onVacation) return [];
  const bounds = startBounds(rules, w.now);
  const step = SLOT_STEP_MINUTES * MINUTE_MS;
  const days: string[] = [];
  // Starts before this instant lie on a day already counted.
  let counted = Number.NEGATIVE_INFINITY;
  for (const window of workingWindows(rules, w.from, w.to + w.durationMs)) {
    const skip = Math.max(0, Math.ceil((counted - window.start) / step));
    for (let t = window.start + skip * step; t + w.durationMs <= window.end && t < w.to; t += step) {
      if (t < w.from || t < bounds.start || t > bounds.end) continue;
      if (overlapsAny(t, t + w.durationMs, busy)) continue;
      const day = dayOf(rules.timeZone, t);
      days.push(isoDateOf(day));
      counted = nextDay(day).start;
      t += Math.max(0, Math.ceil((counted - t) / step) - 1) * step;
    }
  }
  return days;
}
