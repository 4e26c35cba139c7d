// 'Has a free slot on the task's date': a ranking factor for matching and Find Work. The task's date is
// a day, so the day is taken in the tasker's own zone.
import { DateTime } from "luxon";
import type { Db } from "../../db/connect";
import { busyIntervals } from "./busy";
import { loadRules } from "./rules";
import { freeSlots } from "./slot-engine";

const HOUR_MS = 3_600_000;

/** Whether the tasker (user id) has at least one free start for `durationHours` on the day of `date`. */
export async function hasFreeSlotOn(db: Db, taskerUserId: string, date: Date, durationHours = 1): Promise<boolean> {
  const loaded = await loadRules(db, taskerUserId);
  if (!loaded || loaded.rules.onVacation) return false;
  const day = DateTime.fromJSDate(date, { zone: loaded.rules.timeZone }).startOf("day");
  const from = day.toMillis();
  const to = day.plus({ days: 1 }).toMillis();
  const durationMs = durationHours * HOUR_MS;
  const busy = await busyIntervals(db, {
    taskerUserId,
    window: { start: from, end: to + durationMs },
    bufferMinutes: loaded.rules.bufferMinutes,
  });
  return freeSlots(loaded.rules, busy, { from, to, durationMs, now: Date.now() }).length > 0;
}

/** The subset of these taskers (user ids) with a free slot on the day of `date`. */
export async function taskersFreeOn(db: Db, taskerUserIds: string[], date: Date): Promise<Set<string>> {
  const free = new Set<string>();
  for (const id of taskerUserIds) if (await hasFreeSlotOn(db, id, date)) free.add(id);
  return free;
}
