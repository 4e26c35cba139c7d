// Busy intervals from an iCalendar text (ical.js): every VEVENT that is not transparent or cancelled,
// recurring ones expanded (RRULE, RDATE, EXDATE) within the window. Times with an IANA TZID, UTC times
// and zones the file defines (VTIMEZONE, as Outlook writes them; known to this parse only) are exact;
// floating times and all-day events are read in the tasker's zone. A rule that repeats by a fixed
// period (secondly to weekly, without COUNT) and began long before the window starts its expansion
// just before it; every expansion step of the file counts against one bound, so no file can make the
// parser spin.
import ICAL from "ical.js";
import { canonicalTimeZone } from "../../../../contract/time-zones";
import type { Interval } from "../slot-engine";
import { instantOfWall } from "../zone-clock";
import { ImportError } from "./fetch-ics";

export const MAX_BUSY_TIMES = 5000;
/** Expansion steps of one file, in or out of the window (each costs tens of microseconds). */
export const MAX_EXPANSION_STEPS = 20_000;
const TOO_MANY_STEPS = "The calendar repeats its events too often to import.";
const DAY_SECONDS = 86_400;
/** The fixed period of a rule's frequency, in seconds (longer frequencies have months of varying length). */
const PERIOD_SECONDS: Record<string, number> = {
  SECONDLY: 1,
  MINUTELY: 60,
  HOURLY: 3600,
  DAILY: DAY_SECONDS,
  WEEKLY: 7 * DAY_SECONDS,
};

type IcalTime = InstanceType<typeof ICAL.Time>;
type IcalEvent = InstanceType<typeof ICAL.Event>;

/** The zone an event's times are read in: its IANA TZID, null for a zone the file defines, else the tasker's. */
function zoneOf(tzid: string | null, fallbackZone: string): string | null {
  const iana = tzid ? canonicalTimeZone(tzid) : null;
  if (iana) return iana;
  return tzid && ICAL.TimezoneService.has(tzid) ? null : fallbackZone;
}

function toMillis(time: IcalTime, zone: string | null, fallbackZone: string): number {
  if (time.isDate) return instantOfWall(fallbackZone, Date.UTC(time.year, time.month - 1, time.day));
  const wall = Date.UTC(time.year, time.month - 1, time.day, time.hour, time.minute, time.second);
  if (time.zone?.tzid === "UTC") return wall;
  if (zone === null) return time.toUnixTime() * 1000;
  return instantOfWall(zone, wall);
}

function readComponent(text: string): InstanceType<typeof ICAL.Component> {
  if (!/BEGIN:VCALENDAR/i.test(text)) throw new ImportError("The address did not return an iCalendar (.ics) file.");
  try {
    return new ICAL.Component(ICAL.parse(text) as unknown[]);
  } catch {
    throw new ImportError("The calendar file could not be read: it is not valid iCalendar.");
  }
}

function isBusy(vevent: InstanceType<typeof ICAL.Component>): boolean {
  const transp = String(vevent.getFirstPropertyValue("transp") ?? "").toUpperCase();
  const status = String(vevent.getFirstPropertyValue("status") ?? "").toUpperCase();
  return transp !== "TRANSPARENT" && status !== "CANCELLED";
}

/**
 * Where a long-running rule may start expanding: its start moved forward by whole periods to shortly
 * before the window (by at least the event's length and two days, so the moved start, which expands as
 * an occurrence whatever the rule, never lands inside it). Undefined when the rule is not of a fixed
 * period, counts its occurrences, or starts near the window anyway.
 */
function fastForward(event: IcalEvent, window: Interval): IcalTime | undefined {
  const rules = event.component.getAllProperties("rrule");
  if (rules.length !== 1) return undefined;
  const rule = rules[0].getFirstValue() as InstanceType<typeof ICAL.Recur>;
  const unit = PERIOD_SECONDS[rule.freq];
  if (!unit || rule.count) return undefined;
  const period = unit * Math.max(1, rule.interval || 1);
  const start = event.startDate;
  const slack = Math.max(0, event.duration.toSeconds()) + 2 * DAY_SECONDS;
  const behind = window.start / 1000 - slack - start.toUnixTime();
  const periods = Math.floor(behind / period);
  if (periods < 2) return undefined;
  const moved = start.clone();
  if (period % DAY_SECONDS === 0) moved.adjust((periods * period) / DAY_SECONDS, 0, 0, 0);
  else moved.adjust(0, 0, 0, periods * period);
  return moved;
}

/** A series whose every rule ended (UNTIL) days before the window and that adds no dates: nothing to expand. */
function endedBefore(event: IcalEvent, window: Interval): boolean {
  if (event.component.hasProperty("rdate")) return false;
  const limit = window.start / 1000 - Math.max(0, event.duration.toSeconds()) - 2 * DAY_SECONDS;
  return event.component.getAllProperties("rrule").every((property) => {
    const until = (property.getFirstValue() as InstanceType<typeof ICAL.Recur>).until;
    return until != null && until.toUnixTime() < limit;
  });
}

/** Registers the file's own zones for this parse only (another tasker's file may define the same name). */
function withFileZones<T>(root: InstanceType<typeof ICAL.Component>, parse: () => T): T {
  const registered: string[] = [];
  try {
    for (const vtimezone of root.getAllSubcomponents("vtimezone")) {
      const tzid = String(vtimezone.getFirstPropertyValue("tzid") ?? "");
      if (!tzid || canonicalTimeZone(tzid) || ICAL.TimezoneService.has(tzid)) continue;
      ICAL.TimezoneService.register(vtimezone);
      registered.push(tzid);
    }
    return parse();
  } finally {
    for (const tzid of registered) ICAL.TimezoneService.remove(tzid);
  }
}

export function parseBusyTimes(text: string, window: Interval, fallbackZone: string): Interval[] {
  const root = readComponent(text);
  const busy: Interval[] = [];
  let steps = 0;
  try {
    withFileZones(root, () => {
      for (const vevent of root.getAllSubcomponents("vevent")) {
        if (!isBusy(vevent) || !vevent.getFirstProperty("dtstart")) continue;
        const tzid = (vevent.getFirstProperty("dtstart")?.getParameter("tzid") as string | undefined) ?? null;
        const zone = zoneOf(tzid, fallbackZone);
        const event = new ICAL.Event(vevent);
        const add = (start: IcalTime, end: IcalTime) => {
          const interval = { start: toMillis(start, zone, fallbackZone), end: toMillis(end, zone, fallbackZone) };
          if (interval.end > interval.start && interval.end > window.start && interval.start < window.end)
            busy.push(interval);
        };
        if (!event.isRecurring()) {
          add(event.startDate, event.endDate ?? event.startDate);
          continue;
        }
        if (endedBefore(event, window)) continue;
        const iterator = event.iterator(fastForward(event, window));
        for (let next = iterator.next(); next && busy.length <= MAX_BUSY_TIMES; next = iterator.next()) {
          if (++steps > MAX_EXPANSION_STEPS) throw new ImportError(TOO_MANY_STEPS);
          const details = event.getOccurrenceDetails(next);
          if (toMillis(details.startDate, zone, fallbackZone) >= window.end) break;
          add(details.startDate, details.endDate);
        }
        if (busy.length > MAX_BUSY_TIMES) break;
      }
    });
  } catch (error) {
    if (error instanceof ImportError) throw error;
    throw new ImportError("The calendar file could not be read: it is not valid iCalendar.");
  }
  return busy.sort((a, b) => a.start - b.start).slice(0, MAX_BUSY_TIMES);
}
