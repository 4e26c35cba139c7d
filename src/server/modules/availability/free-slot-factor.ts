// Availability as a factor of Get Matched and Find Work, from the same rules and busy times as the slots
// list (weekly hours, exceptions, vacation, notice, horizon, bookings with their buffer, imported events).
// Batched: the rules and busy times of any number of taskers in one statement.
import { BOOKING_DURATIONS } from "../../../contract/constants";
import type { Database, Db } from "../../db/connect";
import { loadRulesAndBusy } from "./busy";
import { freeDays, freeSlots, type Interval, type ScheduleRules } from "./slot-engine";
import { dayOf, isoDateOf, nextDay } from "./zone-clock";

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
/** The shortest job: a day "has a free slot" when at least this much fits. */
export const SHORTEST_JOB_HOURS = Math.min(...BOOKING_DURATIONS);
/** A task without a date: a free start within this many days from now counts. */
export const UNDATED_TASK_DAYS = 7;
/** Find Work looks this far ahead at most (a task is dated at most a year ahead). */
const FIND_WORK_DAYS = 366;

/** Where a tasker needs a free start: the day of `date` in their own zone, else the coming week. */
function windowFor(rules: ScheduleRules, date: Date | null, now: number): Interval {
  if (!date) return { start: now, end: now + UNDATED_TASK_DAYS * DAY_MS };
  const day = dayOf(rules.timeZone, date.getTime());
  return { start: day.start, end: nextDay(day).start };
}

/**
 * The subset of these taskers (user ids) with a free start for the shortest job on the day of `date`
 * (each in their own zone); for a task without a date, within the coming week. One statement reads
 * their rules and their busy spans around that time.
 */
export async function taskersFreeOn(
  db: Db | Database,
  taskerUserIds: string[],
  date: Date | null,
  now = Date.now(),
): Promise<Set<string>> {
  const free = new Set<string>();
  if (!taskerUserIds.length) return free;
  const durationMs = SHORTEST_JOB_HOURS * HOUR_MS;
  // Every zone's day that holds `date` lies within a day of it.
  const around = date
    ? { start: date.getTime() - DAY_MS, end: date.getTime() + DAY_MS + durationMs }
    : { start: now, end: now + UNDATED_TASK_DAYS * DAY_MS + durationMs };
  for (const [id, { rules, busy }] of await loadRulesAndBusy(db, taskerUserIds, around)) {
    if (rules.onVacation) continue;
    const w = windowFor(rules, date, now);
    if (freeSlots(rules, busy, { from: w.start, to: w.end, durationMs, now }).length) free.add(id);
  }
  return free;
}

export interface FreeDays {
  timeZone: string;
  /** Local dates (YYYY-MM-DD in `timeZone`) with a free start for the shortest job, from today on. */
  days: string[];
  /** Whether one of them lies within UNDATED_TASK_DAYS (what a task without a date asks). */
  freeSoon: boolean;
}

/** Busy times of a tasker are read this far ahead for their free days (the longest horizon, and a day). */
export const FREE_DAYS_WINDOW_MS = (FIND_WORK_DAYS + 1) * DAY_MS;

/** Free days by their inputs: the same rules, busy times and minute always give the same days. */
const freeDaysByInputs = new Map<string, FreeDays>();
const REMEMBERED_FREE_DAYS = 1000;

/**
 * The days a tasker still has room on, up to their horizon, from their rules and busy intervals, as of
 * the start of the minute `now` falls in (a tasker browsing Find Work asks again and again within one).
 */
export function freeDaysFrom(rules: ScheduleRules, busy: Interval[], now = Date.now()): FreeDays {
  const minute = now - (now % MINUTE_MS);
  const key = `${minute} ${JSON.stringify(rules)} ${busy.map((b) => `${b.start}-${b.end}`).join(",")}`;
  const known = freeDaysByInputs.get(key);
  if (known) return known;
  const found = computeFreeDays(rules, busy, minute);
  // Maps iterate in insertion order: the first key is the oldest.
  if (freeDaysByInputs.size >= REMEMBERED_FREE_DAYS) freeDaysByInputs.delete(freeDaysByInputs.keys().next().value!);
  freeDaysByInputs.set(key, found);
  return found;
}

function computeFreeDays(rules: ScheduleRules, busy: Interval[], now: number): FreeDays {
  if (rules.onVacation) return { timeZone: rules.timeZone, days: [], freeSoon: false };
  const durationMs = SHORTEST_JOB_HOURS * HOUR_MS;
  const to = now + Math.min(rules.horizonDays + 1, FIND_WORK_DAYS) * DAY_MS;
  const days = freeDays(rules, busy, { from: now, to, durationMs, now });
  const soon = isoDateOf(dayOf(rules.timeZone, now + UNDATED_TASK_DAYS * DAY_MS));
  return { timeZone: rules.timeZone, days, freeSoon: days.length > 0 && days[0] <= soon };
}
