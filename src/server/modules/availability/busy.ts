// Taskers' busy time in a window: active bookings (widened by each tasker's buffer) and imported calendar
// events, in one query of two index-backed parts for any number of taskers (bookings_tasker_id_idx,
// tasker_busy_times_tasker_idx).
import { sql } from "drizzle-orm";
import { MAX_BUFFER_MINUTES } from "../../../contract/availability";
import { MAX_BOOKING_HOURS } from "../../../contract/constants";
import type { Db } from "../../db/connect";
import { queryRows } from "../../db/query";
import { withBuffer, type Interval } from "./slot-engine";

type SpanRow = { tasker_id: string; starts_at: Date | string; ends_at: Date | string };

/** Bookings begin at most this long before a window and still reach into it (longest job + buffer). */
const LOOK_BACK_MS = (MAX_BOOKING_HOURS * 60 + MAX_BUFFER_MINUTES) * 60_000;
const toInterval = (r: SpanRow): Interval => ({
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

/** Busy intervals of every tasker of the batch, by lower-case user id (each present, maybe with none). */
export async function busyIntervalsOf(db: Db, q: BusyBatchQuery): Promise<Map<string, Interval[]>> {
  const buffers = new Map([...q.bufferMinutes].map(([id, minutes]) => [id.toLowerCase(), minutes]));
  const ids = [...buffers.keys()];
  const busy = new Map<string, Interval[]>(ids.map((id) => [id, []]));
  if (!ids.length) return busy;
  const idArray = sql`${`{${ids.join(",")}}`}::uuid[]`;
  const pad = Math.max(...buffers.values()) * 60_000;
  const exclude = q.excludeBookingId ?? null;
  // One round trip: the bookings (their buffer added below) and the imported events, told apart by `kind`.
  const rows = await queryRows<SpanRow & { kind: "booking" | "imported" }>(
    db,
    sql`select 'booking' as kind, tasker_id, scheduled_date as starts_at, ends_at from bookings
    where tasker_id = any(${idArray}) and scheduled_date >= ${iso(q.window.start - LOOK_BACK_MS)}::timestamptz
      and scheduled_date < ${iso(q.window.end + pad)}::timestamptz and ends_at > ${iso(q.window.start - pad)}::timestamptz
      and status in ('confirmed', 'in_progress')
      and (${exclude}::uuid is null or id <> ${exclude}::uuid)
    union all
    select 'imported', tasker_id, starts_at, ends_at from tasker_busy_times
    where tasker_id = any(${idArray}) and ends_at > ${iso(q.window.start)}::timestamptz
      and starts_at < ${iso(q.window.end)}::timestamptz`,
  );
  for (const row of rows) {
    const span = toInterval(row);
    const list = busy.get(row.tasker_id)!;
    if (row.kind === "booking") list.push(...withBuffer([span], buffers.get(row.tasker_id) ?? 0));
    else list.push(span);
  }
  return busy;
}

export async function busyIntervals(db: Db, q: BusyQuery): Promise<Interval[]> {
  const batch = await busyIntervalsOf(db, {
    bufferMinutes: new Map([[q.taskerUserId, q.bufferMinutes]]),
    window: q.window,
    excludeBookingId: q.excludeBookingId,
  });
  return batch.get(q.taskerUserId.toLowerCase()) ?? [];
}
