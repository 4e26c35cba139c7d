// Where a recurring event's expansion starts and whether it is needed at all, given the import window:
// a long-running rule of a fixed period starts just before the window instead of stepping through
// years of occurrences; a series that ended before the window is skipped.
import type ICAL from "ical.js";
import type { Interval } from "../slot-engine";

type IcalTime = InstanceType<typeof ICAL.Time>;
type IcalEvent = InstanceType<typeof ICAL.Event>;

const DAY_SECONDS = 86_400;
/** The fixed period of a rule's frequency, in seconds (longer frequencies have months of varying length). */
const PERIOD_SECONDS: Record<string, number> = {
  SECONDLY: 1,
  MINUTELY: 60,
  HOURLY: 3600,
  DAILY: DAY_SECONDS,
  WEEKLY: 7 * DAY_SECONDS,
};

/**
 * Where a long-running rule may start expanding: its start moved forward by whole periods to shortly
 * before the window (by at least the event's length and two days, so the moved start, which expands as
 * an occurrence whatever the rule, never lands inside it). Undefined when the rule is not of a fixed
 * period, counts its occurrences, or starts near the window anyway.
 */
export function fastForward(event: IcalEvent, window: Interval): IcalTime | undefined {
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
export function endedBefore(event: IcalEvent, window: Interval): boolean {
  if (event.component.hasProperty("rdate")) return false;
  const limit = window.start / 1000 - Math.max(0, event.duration.toSeconds()) - 2 * DAY_SECONDS;
  return event.component.getAllProperties("rrule").every((property) => {
    const until = (property.getFirstValue() as InstanceType<typeof ICAL.Recur>).until;
    return until != null && until.toUnixTime() < limit;
  });
}
