// A tasker's busy time in a window: active bookings (widened by their buffer) and imported calendar
// events. One index-backed query each (bookings_tasker_id_idx, tasker_busy_times_tasker_idx).
import { sql } from "drizzle-orm";
import { MAX_BUFFER_MINUTES } from "../../../contract/availability";
import { MAX_BOOKING_HOURS } from "../../../contract/constants";
import type { Db } from "../../db/connect";
import { queryRows } from "../../db/query";
import { withBuffer, type Interval } from "./slot-engine";

type SpanRow = { starts_at: Date | string; ends_at: Date | string };

/** Bookings begin at most this long before a window and still reach into it (longest job + buffer). */
const LOOK_BACK_MS = (MAX_BOOKING_HOURS * 60 + MAX_BUFFER_MINUTES) * 60_000;
const toInterval = (r: SpanRow): Interval => ({
  start: new Date(r.starts_at).getTime(),
  end: new Date(r.ends_at).getTime(),
});

export interface BusyQuery {
  taskerUserId: string;
  window: Interval;
  bufferMinutes: number;
  /** A booking being moved does not block its own new time. */
  excludeBookingId?: string | null;
}

export async function busyIntervals(db: Db, q: BusyQuery): Promise<Interval[]> {
  const pad = q.bufferMinutes * 60_000;
  const from = new Date(q.window.start - pad).toISOString();
  const to = new Date(q.window.end + pad).toISOString();
  const earliest = new Date(q.window.start - LOOK_BACK_MS).toISOString();
  const bookings = await queryRows<SpanRow>(
    db,
    sql`select scheduled_date as starts_at, ends_at from bookings
    where tasker_id = ${q.taskerUserId}::uuid and scheduled_date >= ${earliest}::timestamptz
      and scheduled_date < ${to}::timestamptz and ends_at > ${from}::timestamptz
      and status in ('confirmed', 'in_progress')
      and (${q.excludeBookingId ?? null}::uuid is null or id <> ${q.excludeBookingId ?? null}::uuid)`,
  );
  const imported = await queryRows<SpanRow>(
    db,
    sql`select starts_at, ends_at from tasker_busy_times
    where tasker_id = ${q.taskerUserId}::uuid and ends_at > ${new Date(q.window.start).toISOString()}::timestamptz
      and starts_at < ${new Date(q.window.end).toISOString()}::timestamptz`,
  );
  return [...withBuffer(bookings.map(toInterval), q.bufferMinutes), ...imported.map(toInterval)];
}
