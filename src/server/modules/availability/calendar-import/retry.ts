// When the periodic job imports a calendar next. After a success: one import interval later. An
// attempt is counted as failed when it starts (and forgiven when it succeeds), so a process that dies
// or hangs while importing leaves the calendar waiting like any failure, never due again at once:
// the interval (15 minutes by default), then twice that for each failed attempt before, at most a day.
// A new address starts afresh (store.ts).
import { sql, type SQL } from "drizzle-orm";

export const MAX_RETRY_MINUTES = 24 * 60;

/** SET clauses of tasker_calendar_imports for an attempt that starts now. */
export function attemptStarting(intervalMinutes: number): SQL {
  const base = Math.max(1, intervalMinutes);
  return sql`last_attempt_at = now(), failed_attempts = failed_attempts + 1,
    next_attempt_at = now() + make_interval(mins => least(${base}::int * power(2, least(failed_attempts, 20)), ${MAX_RETRY_MINUTES}::int)::int)`;
}

/** SET clauses of tasker_calendar_imports for an attempt that succeeded. */
export function attemptSucceeded(intervalMinutes: number): SQL {
  return sql`failed_attempts = 0, next_attempt_at = now() + make_interval(mins => ${Math.max(1, intervalMinutes)}::int)`;
}
