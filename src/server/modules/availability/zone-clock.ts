// Wall-clock days and times in an IANA zone, fast enough to walk a year of days per request. The rules
// are luxon's (a skipped wall time moves forward by the gap, a repeated one takes the earlier offset),
// computed from a per-zone table of UTC offset changes instead of one Intl call per step.
import { IANAZone } from "luxon";

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;
/** A table covers this long around the time it was built; outside it, offsets come from Intl directly. */
const TABLE_BEFORE_MS = 400 * DAY_MS;
const TABLE_AFTER_MS = 800 * DAY_MS;
const REBUILD_AFTER_MS = 30 * DAY_MS;
/** Offsets are sampled this often; no zone changes its offset twice within it. */
const SAMPLE_MS = 12 * 60 * MINUTE_MS;

interface OffsetTable {
  builtAt: number;
  from: number;
  to: number;
  /** Ascending instants from which `offsets[i]` (minutes east of UTC) holds. */
  starts: number[];
  offsets: number[];
}

const tables = new Map<string, OffsetTable>();

function buildTable(zone: IANAZone, now: number): OffsetTable {
  // Whole minutes, so the search below lands on the minute an offset starts.
  const from = Math.floor((now - TABLE_BEFORE_MS) / MINUTE_MS) * MINUTE_MS;
  const to = now + TABLE_AFTER_MS;
  if (!zone.isValid) return { builtAt: now, from, to, starts: [from], offsets: [0] }; // names are checked on save
  const starts = [from];
  const offsets = [zone.offset(from)];
  for (let t = from + SAMPLE_MS; t <= to; t += SAMPLE_MS) {
    const offset = zone.offset(t);
    if (offset === offsets[offsets.length - 1]) continue;
    // The first minute of the new offset, between the previous sample and this one.
    let [low, high] = [t - SAMPLE_MS, t];
    while (high - low > MINUTE_MS) {
      const mid = low + Math.floor((high - low) / 2 / MINUTE_MS) * MINUTE_MS;
      if (zone.offset(mid) === offset) high = mid;
      else low = mid;
    }
    starts.push(high);
    offsets.push(offset);
  }
  return { builtAt: now, from, to, starts, offsets };
}

/** The zone's UTC offset in minutes at an instant (as luxon's IANAZone.offset answers). */
export function offsetAt(zoneName: string, ts: number): number {
  let table = tables.get(zoneName);
  const now = Date.now();
  if (!table || now - table.builtAt > REBUILD_AFTER_MS) {
    table = buildTable(IANAZone.create(zoneName), now);
    tables.set(zoneName, table);
  }
  if (ts < table.from || ts > table.to) return IANAZone.create(zoneName).offset(ts);
  let [low, high] = [0, table.starts.length - 1];
  while (low < high) {
    const mid = (low + high + 1) >> 1;
    if (table.starts[mid] <= ts) low = mid;
    else high = mid - 1;
  }
  return table.offsets[low];
}

/** The instant of a wall-clock time (as UTC-based milliseconds), guessing the offset `o` first. */
function fixOffset(zone: string, localTs: number, o: number): [number, number] {
  let guess = localTs - o * MINUTE_MS;
  const o2 = offsetAt(zone, guess);
  if (o === o2) return [guess, o];
  guess -= (o2 - o) * MINUTE_MS;
  const o3 = offsetAt(zone, guess);
  if (o2 === o3) return [guess, o2];
  return [localTs - Math.min(o2, o3) * MINUTE_MS, Math.max(o2, o3)];
}

/** A local day: its date as UTC-based milliseconds of its midnight, and the offset at its first instant. */
export interface LocalDay {
  zone: string;
  wall: number;
  offset: number;
  /** The day's first instant (midnight, or when the clock resumes if midnight was skipped). */
  start: number;
}

function startOfDay(zone: string, ts: number, o: number): LocalDay {
  const wall = Math.floor((ts + o * MINUTE_MS) / DAY_MS) * DAY_MS;
  const [start, offset] = fixOffset(zone, wall, o);
  return { zone, wall, offset, start };
}

/** The local day that holds an instant. */
export const dayOf = (zone: string, ts: number): LocalDay => startOfDay(zone, ts, offsetAt(zone, ts));

/** The local day after `day`. */
export function nextDay(day: LocalDay): LocalDay {
  const [ts, o] = fixOffset(day.zone, day.wall + DAY_MS, day.offset);
  return startOfDay(day.zone, ts, o);
}

/** The instant of "HH:MM" on the day; "24:00" is the next day's midnight. */
export function wallTime(day: LocalDay, hhmm: string): number {
  const minutes = Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
  return fixOffset(day.zone, day.wall + minutes * MINUTE_MS, day.offset)[0];
}

/** 1 = Monday … 7 = Sunday. */
export const weekdayOf = (day: LocalDay): number => ((new Date(day.wall).getUTCDay() + 6) % 7) + 1;

/** YYYY-MM-DD. */
export const isoDateOf = (day: LocalDay): string => new Date(day.wall).toISOString().slice(0, 10);

/** The instant of a wall-clock time given as UTC-based milliseconds (Date.UTC of its fields) in a zone. */
export function instantOfWall(zone: string, wall: number): number {
  return fixOffset(zone, wall, offsetAt(zone, wall))[0];
}
