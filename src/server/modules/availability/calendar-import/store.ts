// The tasker's calendar import: the URL, the last attempt and success, the last error, when to try
// next (retry.ts), and the busy times of the last successful import (replaced as a whole).
import { sql } from "drizzle-orm";
import type { CalendarImport } from "../../../../contract/availability";
import type { Db } from "../../../db/connect";
import { queryRows } from "../../../db/query";
import type { Interval } from "../slot-engine";
import { attemptStarting, attemptSucceeded } from "./retry";
import { recordEvents } from "../../../events/record";

type ImportRow = {
  url: string;
  last_synced_at: Date | string | null;
  last_attempt_at: Date | string | null;
  last_error: string | null;
  busy_count: number;
};

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());
/** A PostgreSQL array literal of instants (ISO text holds no commas, braces or quotes). */
const timestampArray = (millis: number[]) => `{${millis.map((m) => new Date(m).toISOString()).join(",")}}`;

export async function readCalendarImport(db: Db, taskerUserId: string): Promise<CalendarImport | null> {
  const [row] = await queryRows<ImportRow>(
    db,
    sql`select url, last_synced_at, last_attempt_at, last_error, busy_count from tasker_calendar_imports
    where tasker_id = ${taskerUserId}::uuid`,
  );
  if (!row) return null;
  return {
    url: row.url,
    lastSyncedAt: iso(row.last_synced_at),
    lastAttemptAt: iso(row.last_attempt_at),
    lastError: row.last_error,
    busyCount: row.busy_count,
  };
}

/** Sets the URL (forgetting the old busy times and failures: due at once) or, with null, stops importing. */
export async function setCalendarImportUrl(db: Db, taskerUserId: string, url: string | null): Promise<void> {
  await db.transaction(async (tx) => {
    await queryRows(tx, sql`delete from tasker_busy_times where tasker_id = ${taskerUserId}::uuid`);
    await recordEvents(tx, { type: "tasker.changed", taskerId: taskerUserId, what: "calendar" });
    if (url === null) {
      await queryRows(tx, sql`delete from tasker_calendar_imports where tasker_id = ${taskerUserId}::uuid`);
      return;
    }
    await queryRows(
      tx,
      sql`insert into tasker_calendar_imports (tasker_id, url) values (${taskerUserId}::uuid, ${url})
      on conflict (tasker_id) do update set url = excluded.url, last_synced_at = null, last_attempt_at = null,
        last_error = null, busy_count = 0, failed_attempts = 0, next_attempt_at = null`,
    );
  });
}

/** Marks an import of the tasker's calendar as started now (retry.ts): its URL, or null without one. */
export async function startAttempt(db: Db, taskerUserId: string, intervalMinutes: number): Promise<string | null> {
  const [row] = await queryRows<{ url: string }>(
    db,
    sql`update tasker_calendar_imports set ${attemptStarting(intervalMinutes)}
    where tasker_id = ${taskerUserId}::uuid returning url`,
  );
  return row?.url ?? null;
}

export async function storeImportSuccess(
  db: Db,
  taskerUserId: string,
  url: string,
  busy: Interval[],
  intervalMinutes: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    // The URL may have changed while fetching: then this result belongs to nobody.
    const [current] = await queryRows<{ url: string }>(
      tx,
      sql`select url from tasker_calendar_imports where tasker_id = ${taskerUserId}::uuid for update`,
    );
    if (!current || current.url !== url) return;
    await queryRows(tx, sql`delete from tasker_busy_times where tasker_id = ${taskerUserId}::uuid`);
    if (busy.length) {
      // Two array parameters rather than three per row: building and sending thousands of parameters
      // would hold the event loop for a noticeable time.
      await queryRows(
        tx,
        sql`insert into tasker_busy_times (tasker_id, starts_at, ends_at)
        select ${taskerUserId}::uuid, b.starts_at, b.ends_at
        from unnest(${timestampArray(busy.map((b) => b.start))}::timestamptz[],
          ${timestampArray(busy.map((b) => b.end))}::timestamptz[]) as b(starts_at, ends_at)`,
      );
    }
    await queryRows(
      tx,
      sql`update tasker_calendar_imports set last_synced_at = now(), last_error = null, busy_count = ${busy.length},
        ${attemptSucceeded(intervalMinutes)}
      where tasker_id = ${taskerUserId}::uuid`,
    );
    await recordEvents(tx, { type: "tasker.changed", taskerId: taskerUserId, what: "busy-times" });
  });
}

export async function storeImportError(db: Db, taskerUserId: string, url: string, message: string): Promise<void> {
  await queryRows(
    db,
    sql`update tasker_calendar_imports set last_error = ${message}
    where tasker_id = ${taskerUserId}::uuid and url = ${url}`,
  );
}
