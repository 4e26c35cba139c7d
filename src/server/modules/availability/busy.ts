// Taskers' busy time in a window: active bookings (widened by each tasker's buffer) and imported calendar
// events, read in the same statement as the tasker's rules (bookings_tasker_id_idx,
// tasker_busy_times_tasker_idx).
import { sql, type SQL } from "drizzle-orm";
import { MAX_BUFFER_MINUTES } from "../../../contract/availability";
import { MAX_BOOKING_HOURS } from "../../../contract/constants";
import type { Database, Db } from "../../db/connect";
import { queryPrepared } from "../../db/query";
import { RULES_COLUMNS, RULES_JOINS, toRules, type RulesRow } from "./rules";
import { withBuffer, type Interval, type ScheduleRules } from "./slot-engine";

/** A busy span as `busySpansJson` reads it. */
export type BusySpan = { kind: "booking" | "imported"; starts_at: Date | string; ends_at: Date | string };

/** Bookings begin at most this long before a window and still reach into it (longest job + buffer). */
const LOOK_BACK_MS = (MAX_BOOKING_HOURS * 60 + MAX_BUFFER_MINUTES) * 60_000;
const toInterval = (r: BusySpan): Interval => ({
  start: new Date(r.starts_at).getTime(),
  end: new Date(r.ends_at).getTime(),
});
const iso = (ms: number) => new Date(ms).toISOString();

/**
 * On `tasker_profiles tp` with `tasker_schedules s` (RULES_JOINS): that tasker's busy spans reaching into the
 * window as a JSON array of `BusySpan` — active bookings (reaching in once padded by the tasker's buffer)
 * and imported events — for reading them in the same statement as the rules (then `busyFromSpans`). A
 * booking being moved (`excludeBookingId`) does not block its own new time.
 */
export function busySpansJson(window: Interval, excludeBookingId: string | null = null): SQL {
  const pad = sql`coalesce(s.buffer_minutes, 0) * interval '1 minute'`;
  return sql`(select coalesce(json_agg(b), '[]') from (
    select 'booking' as kind, scheduled_date as starts_at, ends_at from bookings
    where tasker_id = tp.user_id and scheduled_date >= ${iso(window.start - LOOK_BACK_MS)}::timestamptz
      and scheduled_date < ${iso(window.end)}::timestamptz + ${pad} and ends_at > ${iso(window.start)}::timestamptz - ${pad}
      and status in ('confirmed', 'in_progress')
      and (${excludeBookingId}::uuid is null or id <> ${excludeBookingId}::uuid)
    union all
    select 'imported', starts_at, ends_at from tasker_busy_times
    where tasker_id = tp.user_id and ends_at > ${iso(window.start)}::timestamptz
      and starts_at < ${iso(window.end)}::timestamptz) b)`;
}

/** A tasker's busy intervals from their spans: bookings widened by the buffer, imported events as they are. */
export function busyFromSpans(spans: BusySpan[], bufferMinutes: number): Interval[] {
  const bookings = spans.filter((s) => s.kind === "booking").map(toInterval);
  const imported = spans.filter((s) => s.kind === "imported").map(toInterval);
  return [...withBuffer(bookings, bufferMinutes), ...imported];
}

/** The rules and busy intervals in the window of these taskers (user ids), by lower-case user id, in one
 *  statement; taskers without a profile are missing. */
export async function loadRulesAndBusy(
  db: Db | Database,
  taskerUserIds: string[],
  window: Interval,
  excludeBookingId: string | null = null,
): Promise<Map<string, { rules: ScheduleRules; busy: Interval[] }>> {
  if (!taskerUserIds.length) return new Map();
  const rows = await queryPrepared<RulesRow & { spans: BusySpan[] }>(
    db,
    sql`select ${RULES_COLUMNS}, ${busySpansJson(window, excludeBookingId)} as spans
    from tasker_profiles tp ${RULES_JOINS} where tp.user_id = any(${`{${taskerUserIds.join(",")}}`}::uuid[])`,
  );
  return new Map(
    rows.map((row) => {
      const { rules } = toRules(row);
      return [row.user_id, { rules, busy: busyFromSpans(row.spans, rules.bufferMinutes) }];
    }),
  );
}
