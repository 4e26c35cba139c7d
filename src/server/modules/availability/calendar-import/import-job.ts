// The periodic calendar import, the "import-calendars" job's work every minute (jobs/background-jobs.ts).
// Safe with several instances: due imports (next_attempt_at passed) are
// claimed with `for update skip locked` and their attempt started (retry.ts: the next attempt is set as
// if this one failed) in one short transaction, then fetched outside any transaction, so two instances
// never import one calendar at once, and a calendar whose import never finished (the process died) is
// not due again until its retry time, after a restart too.
import { sql } from "drizzle-orm";
import type { Db } from "../../../db/connect";
import { queryRows } from "../../../db/query";
import { attemptStarting } from "./retry";
import { syncCalendar, type ImportOptions } from "./sync";

export interface CalendarImportJob {
  /** Imports the calendars due now (up to `batchSize`); resolves with how many it claimed. */
  runOnce(): Promise<number>;
}

export interface JobOptions extends ImportOptions {
  batchSize?: number;
  log?: { warn: (message: string) => void };
}

export function createCalendarImportJob(db: Db, options: JobOptions): CalendarImportJob {
  const batchSize = options.batchSize ?? 20;

  const claim = () =>
    db.transaction((tx) =>
      queryRows<{ tasker_id: string; url: string }>(
        tx,
        sql`update tasker_calendar_imports set ${attemptStarting(options.intervalMinutes)}
        where tasker_id in (select tasker_id from tasker_calendar_imports
          where next_attempt_at is null or next_attempt_at <= now()
          order by next_attempt_at nulls first limit ${batchSize} for update skip locked)
        returning tasker_id, url`,
      ),
    );

  async function runOnce(): Promise<number> {
    const due = await claim();
    for (const row of due) {
      // One calendar's unexpected failure (its retry is already scheduled) does not hold up the others.
      await syncCalendar(db, row.tasker_id, row.url, options).catch(warn);
    }
    return due.length;
  }

  const warn = (error: Error) => options.log?.warn(`calendar import failed: ${error.name}`);

  return { runOnce };
}
