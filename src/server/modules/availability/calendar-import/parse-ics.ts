// Busy intervals from an iCalendar text (ical.js): every VEVENT that is not transparent or cancelled,
// recurring ones expanded (RRULE, RDATE, EXDATE) within the window, a moved or cancelled occurrence
// (RECURRENCE-ID) replaced by its own event. Times with an IANA TZID, UTC times and zones the file
// defines (VTIMEZONE, as Outlook writes them; known to this parse only) are exact; floating times and
// all-day events are read in the tasker's zone. A rule that repeats by a fixed period (secondly to
// weekly, without COUNT) and began long before the window starts its expansion just before it.
// Everything is bounded: the events of a file, the expansion steps of the whole file, the busy times
// of one series and of the file. ical.js can still loop inside one step (a rule that never matches),
// so this runs in a worker thread with a time limit (parse-in-worker.ts), never on the event loop.
import ICAL from "ical.js";
import { canonicalTimeZone } from "../../../../contract/time-zones";
import type { Interval } from "../slot-engine";
import { instantOfWall } from "../zone-clock";
import { ImportError, UNREADABLE } from "./import-error";
import { endedBefore, fastForward } from "./rule-window";

/** Events (VEVENTs) of one file; a bigger file fails rather than import an arbitrary part of it. */
export const MAX_EVENTS = 20_000;
/** Busy times kept from one file: the nearest ones. */
export const MAX_BUSY_TIMES = 5000;
/** Busy times kept from one repeating event: its nearest occurrences. */
export const MAX_OCCURRENCES_PER_EVENT = 1000;
/** Expansion steps of one file, in or out of the window (each costs tens of microseconds). */
export const MAX_EXPANSION_STEPS = 20_000;
const TOO_MANY_STEPS = "The calendar repeats its events too often to import.";
const TOO_MANY_EVENTS = `The calendar has more than ${MAX_EVENTS.toLocaleString("en-US")} events, more than taskly imports.`;

type IcalTime = InstanceType<typeof ICAL.Time>;
type IcalEvent = InstanceType<typeof ICAL.Event>;
type IcalComponent = InstanceType<typeof ICAL.Component>;

/** The zone an event's times are read in: its IANA TZID, null for a zone the file defines, else the tasker's. */
function zoneOf(vevent: IcalComponent, fallbackZone: string): string | null {
  const tzid = (vevent.getFirstProperty("dtstart")?.getParameter("tzid") as string | undefined) ?? null;
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

/** Counts the file's events before parsing it, so an oversized one costs a scan, not a parse. */
function assertEventCount(text: string): void {
  const begin = /^BEGIN:VEVENT\b/gim;
  let count = 0;
  while (begin.exec(text)) if (++count > MAX_EVENTS) throw new ImportError(TOO_MANY_EVENTS);
}

function readComponent(text: string): IcalComponent {
  if (!/BEGIN:VCALENDAR/i.test(text)) throw new ImportError("The address did not return an iCalendar (.ics) file.");
  assertEventCount(text);
  try {
    return new ICAL.Component(ICAL.parse(text) as unknown[]);
  } catch {
    throw new ImportError(UNREADABLE);
  }
}

function isBusy(vevent: IcalComponent): boolean {
  const transp = String(vevent.getFirstPropertyValue("transp") ?? "").toUpperCase();
  const status = String(vevent.getFirstPropertyValue("status") ?? "").toUpperCase();
  return transp !== "TRANSPARENT" && status !== "CANCELLED";
}

/** Registers the file's own zones for this parse only (another tasker's file may define the same name). */
function withFileZones<T>(root: IcalComponent, parse: () => T): T {
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

/** The events of one UID: its series (normally one) and the occurrences moved or cancelled (RECURRENCE-ID). */
interface Series {
  masters: IcalComponent[];
  exceptions: IcalComponent[];
}

/**
 * Groups the file's events by UID in one pass. ical.js would otherwise look through the whole file for
 * every event's exceptions (and relate any UID's), which takes minutes for 20,000 events.
 */
function bySeries(vevents: IcalComponent[]): Series[] {
  const byUid = new Map<string, Series>();
  const all: Series[] = [];
  for (const vevent of vevents) {
    const uid = String(vevent.getFirstPropertyValue("uid") ?? "");
    let series = uid ? byUid.get(uid) : undefined;
    if (!series) {
      series = { masters: [], exceptions: [] };
      all.push(series);
      if (uid) byUid.set(uid, series);
    }
    (vevent.hasProperty("recurrence-id") ? series.exceptions : series.masters).push(vevent);
  }
  return all;
}

/** Collects busy intervals inside the window, each time read in its event's zone. */
class BusyTimes {
  readonly intervals: Interval[] = [];
  readonly zones = new Map<IcalEvent, string | null>();
  steps = 0;

  constructor(
    readonly window: Interval,
    readonly fallbackZone: string,
  ) {}

  millis(time: IcalTime, event: IcalEvent): number {
    let zone = this.zones.get(event);
    if (zone === undefined) this.zones.set(event, (zone = zoneOf(event.component, this.fallbackZone)));
    return toMillis(time, zone, this.fallbackZone);
  }

  /** Adds [start, end) of `event` when it is busy and meets the window; says whether it was added. */
  add(event: IcalEvent, start: IcalTime, end: IcalTime): boolean {
    if (!isBusy(event.component)) return false;
    const interval = { start: this.millis(start, event), end: this.millis(end, event) };
    if (interval.end <= interval.start || interval.end <= this.window.start || interval.start >= this.window.end)
      return false;
    this.intervals.push(interval);
    return true;
  }

  /** A repeating event's occurrences in the window, at most MAX_OCCURRENCES_PER_EVENT of them. */
  expand(event: IcalEvent): void {
    // A free (transparent) or cancelled series adds nothing unless an exception shifts later occurrences.
    if (!isBusy(event.component) && event.rangeExceptions.length === 0) return;
    if (endedBefore(event, this.window)) return;
    const iterator = event.iterator(fastForward(event, this.window));
    let kept = 0;
    for (let next = iterator.next(); next; next = iterator.next()) {
      if (++this.steps > MAX_EXPANSION_STEPS) throw new ImportError(TOO_MANY_STEPS);
      if (this.millis(next, event) >= this.window.end) break;
      const details = event.getOccurrenceDetails(next);
      const item = details.item as IcalEvent;
      // A moved or cancelled occurrence is its exception's business (added on its own); one that
      // shifts every later occurrence (RANGE=THISANDFUTURE) is applied here by ical.js.
      if (item !== event && !item.modifiesFuture()) continue;
      if (this.add(item, details.startDate, details.endDate) && ++kept >= MAX_OCCURRENCES_PER_EVENT) break;
    }
  }

  series({ masters, exceptions }: Series): void {
    const moved = exceptions.map((vevent) => new ICAL.Event(vevent, { exceptions: [] }));
    let repeating = false;
    for (const master of masters) {
      const event = new ICAL.Event(master, { exceptions: moved });
      if (!event.isRecurring()) this.add(event, event.startDate, event.endDate ?? event.startDate);
      else {
        repeating = true;
        this.expand(event);
      }
    }
    for (const exception of moved) {
      if (repeating && exception.modifiesFuture()) continue;
      this.add(exception, exception.startDate, exception.endDate ?? exception.startDate);
    }
  }

  /** The nearest MAX_BUSY_TIMES, in order. */
  nearest(): Interval[] {
    return this.intervals.sort((a, b) => a.start - b.start).slice(0, MAX_BUSY_TIMES);
  }
}

export function parseBusyTimes(text: string, window: Interval, fallbackZone: string): Interval[] {
  const root = readComponent(text);
  const busy = new BusyTimes(window, fallbackZone);
  try {
    withFileZones(root, () => {
      const vevents = root.getAllSubcomponents("vevent").filter((vevent) => vevent.hasProperty("dtstart"));
      if (vevents.length > MAX_EVENTS) throw new ImportError(TOO_MANY_EVENTS);
      for (const series of bySeries(vevents)) busy.series(series);
    });
  } catch (error) {
    if (error instanceof ImportError) throw error;
    throw new ImportError(UNREADABLE);
  }
  return busy.nearest();
}
