// Taskers' busy time in a window: active bookings (widened by each tasker's buffer) and imported calendar
// events, in one query of two index-backed parts for any number of taskers (bookings_tasker_id_idx,
// tasker_busy_times_tasker_idx).
import { sql, type SQL } from "drizzle-orm";
import { MAX_BUFFER_MINUTES } from "../../../contract/availability";
import { MAX_BOOKING_HOURS } from "../../../contract/constants";
import type { Db } from "../../db/connect";
import { queryRows } from "../../db/query";
import { withBuffer, type Interval } from "./slot-engine";

/** A busy span as `busySpansSql` reads it. */
export type BusySpan = { kind: "booking" | "imported"; starts_at: Date | string; ends_at: Date | string };

/** Bookings begin at most this long before a window and still reach into it (longest job + buffer). */
const LOOK_BACK_MS = (MAX_BOOKING_HOURS * 60 + MAX_BUFFER_MINUTES) * 60_000;
const toInterval = (r: BusySpan): Interval => ({
  start: new Date(r.starts_at).getTime(),
  end: new Date(r.ends_at).getTime(),
});
const iso = (ms: number) => new Date(ms).toISOString();

export interface BusyQuery {
  taskerUserId: string;
  window: Interval;
  bufferMinutes: number;
  /** A booking being moved does not block its own new time. */
  excludeBookingId?: string | null;
}

export interface BusyBatchQuery {
  /** Tasker user ids with the buffer each keeps around bookings. */
  bufferMinutes: Map<string, number>;
  window: Interval;
  excludeBookingId?: string | null;
}

/**
 * The busy spans of the taskers whose user id is in `taskerIds` (a uuid[] expression) reaching into the
 * window: their active bookings ('booking', reaching in once padded by `padMinutes`, an integer expression)
 * and imported events ('imported'), as (kind, tasker_id, starts_at, ends_at) rows.
 */
export function busySpansSql(q: {
  taskerIds: SQL;
  window: Interval;
  padMinutes: SQL;
  excludeBookingId?: string | null;
}) {
  const pad = sql`(${q.padMinutes}) * interval '1 minute'`;
  const exclude = q.excludeBookingId ?? null;
  return sql`select 'booking' as kind, tasker_id, scheduled_date as starts_at, ends_at from bookings
    where tasker_id = any(${q.taskerIds}) and scheduled_date >= ${iso(q.window.start - LOOK_BACK_MS)}::timestamptz
      and scheduled_date < ${iso(q.window.end)}::timestamptz + ${pad} and ends_at > ${iso(q.window.start)}::timestamptz - ${pad}
      and status in ('confirmed', 'in_progress')
      and (${exclude}::uuid is null or id <> ${exclude}::uuid)
    union all
    select 'imported', tasker_id, starts_at, ends_at from tasker_busy_times
    where tasker_id = any(${q.taskerIds}) and ends_at > ${iso(q.window.start)}::timestamptz
      and starts_at < ${iso(q.window.end)}::timestamptz`;
}

/** On `tasker_profiles tp` with `tasker_schedules s` (RULES_JOINS): that tasker's busy spans in the window as
 *  a JSON array, for reading them in the same statement as the rules (then `busyFromSpans`). */
export function busySpansJson(window: Interval): SQL {
  const spans = busySpansSql({
    taskerIds: sql`array[tp.user_id]`,
    window,
    padMinutes: sql`coalesce(s.buffer_minutes, 0)`,
  });
  return sql`(select coalesce(json_agg(b), '[]') from (${spans}) b)`;
}

/** A tasker's busy intervals from their spans: bookings widened by the buffer, imported events as they are. */
export function busyFromSpans(spans: BusySpan[], bufferMinutes: number): Interval[] {
  const bookings = spans.filter((s) => s.kind === "booking").map(toInterval);
  const imported = spans.filter((s) => s.kind === "imported").map(toInterval);
  return [...withBuffer(bookings, bufferMinutes), ...imported];
}

/** Busy intervals of every tasker of the batch, by lower-case user id (each present, maybe with none). */
export async function busyIntervalsOf(db: Db, q: BusyBatchQuery): Promise<Map<string, Interval[]>> {
  const buffers = new Map([...q.bufferMinutes].map(([id, minutes]) => [id.toLowerCase(), minutes]));
  const ids = [...buffers.keys()];
  const spans = new Map<string, BusySpan[]>(ids.map((id) => [id, []]));
  if (ids.length) {
    // One round trip: the bookings (their buffer added below) and the imported events, told apart by `kind`.
    const rows = await queryRows<BusySpan & { tasker_id: string }>(
      db,
      busySpansSql({
        taskerIds: sql`${`{${ids.join(",")}}`}::uuid[]`,
        window: q.window,
        padMinutes: sql`${Math.max(...buffers.values())}::int`,
        excludeBookingId: q.excludeBookingId,
      }),
    );
    for (const row of rows) spans.get(row.tasker_id)!.push(row);
  }
  return new Map([...spans].map(([id, list]) => [id, busyFromSpans(list, buffers.get(id) ?? 0)]));
}

export async function busyIntervals(db: Db, q: BusyQuery): Promise<Interval[]> {
  const batch = await busyIntervalsOf(db, {
    bufferMinutes: new Map([[q.taskerUserId, q.bufferMinutes]]),
    window: q.window,
    excludeBookingId: q.excludeBookingId,
  });
  return batch.get(q.taskerUserId.toLowerCase()) ?? [];
}
