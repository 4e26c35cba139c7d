// Busy intervals from an iCalendar text (ical.js): every VEVENT that is not transparent or cancelled,
// recurring ones expanded (RRULE, RDATE, EXDATE) within the window. Times with an IANA TZID, UTC times
// and zones the file defines (VTIMEZONE, as Outlook writes them) are exact; floating times and all-day
// events are read in the tasker's zone.
import ICAL from "ical.js";
import { DateTime } from "luxon";
import { canonicalTimeZone } from "../../../../contract/time-zones";
import type { Interval } from "../slot-engine";
import { ImportError } from "./fetch-ics";

const MAX_OCCURRENCES_PER_EVENT = 2000;
export const MAX_BUSY_TIMES = 5000;

type IcalTime = InstanceType<typeof ICAL.Time>;

function toMillis(time: IcalTime, tzid: string | null, fallbackZone: string): number {
  const wall = { year: time.year, month: time.month, day: time.day, hour: time.hour, minute: time.minute };
  if (time.isDate) return DateTime.fromObject({ ...wall, hour: 0, minute: 0 }, { zone: fallbackZone }).toMillis();
  if (time.zone?.tzid === "UTC")
    return Date.UTC(time.year, time.month - 1, time.day, time.hour, time.minute, time.second);
  const iana = tzid ? canonicalTimeZone(tzid) : null;
  if (iana) return DateTime.fromObject({ ...wall, second: time.second }, { zone: iana }).toMillis();
  if (tzid && ICAL.TimezoneService.has(tzid)) return time.toUnixTime() * 1000;
  return DateTime.fromObject({ ...wall, second: time.second }, { zone: fallbackZone }).toMillis();
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

export function parseBusyTimes(text: string, window: Interval, fallbackZone: string): Interval[] {
  const root = readComponent(text);
  for (const vtimezone of root.getAllSubcomponents("vtimezone")) {
    const tzid = String(vtimezone.getFirstPropertyValue("tzid") ?? "");
    if (tzid && !ICAL.TimezoneService.has(tzid)) ICAL.TimezoneService.register(vtimezone);
  }
  const busy: Interval[] = [];
  try {
    for (const vevent of root.getAllSubcomponents("vevent")) {
      if (!isBusy(vevent) || !vevent.getFirstProperty("dtstart")) continue;
      const tzid = (vevent.getFirstProperty("dtstart")?.getParameter("tzid") as string | undefined) ?? null;
      const event = new ICAL.Event(vevent);
      const add = (start: IcalTime, end: IcalTime) => {
        const interval = { start: toMillis(start, tzid, fallbackZone), end: toMillis(end, tzid, fallbackZone) };
        if (interval.end > interval.start && interval.end > window.start && interval.start < window.end)
          busy.push(interval);
      };
      if (!event.isRecurring()) {
        add(event.startDate, event.endDate ?? event.startDate);
      } else {
        const iterator = event.iterator();
        for (let n = 0, next = iterator.next(); next && n < MAX_OCCURRENCES_PER_EVENT; n++, next = iterator.next()) {
          const details = event.getOccurrenceDetails(next);
          if (toMillis(details.startDate, tzid, fallbackZone) >= window.end) break;
          add(details.startDate, details.endDate);
        }
      }
      if (busy.length > MAX_BUSY_TIMES) break;
    }
  } catch (error) {
    if (error instanceof ImportError) throw error;
    throw new ImportError("The calendar file could not be read: it is not valid iCalendar.");
  }
  return busy.sort((a, b) => a.start - b.start).slice(0, MAX_BUSY_TIMES);
}
