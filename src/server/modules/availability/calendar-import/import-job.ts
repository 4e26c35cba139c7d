// The periodic calendar import (every CALENDAR_IMPORT_INTERVAL_MINUTES). Safe with several instances:
// due imports are claimed with `for update skip locked` and leased (last_attempt_at = now()) in one short
// transaction, then fetched outside any transaction, so two instances never import one calendar at once.
import { sql } from "drizzle-orm";
import type { Db } from "../../../db/connect";
import { queryRows } from "../../../db/query";
import type { FetchOptions } from "./fetch-ics";
import { syncCalendar } from "./sync";

export interface CalendarImportJob {
  runOnce(): Promise<number>;
  start(): void;
  stop(): Promise<void>;
}

export interface JobOptions extends FetchOptions {
  intervalMinutes: number;
  batchSize?: number;
  log?: { warn: (message: string) => void };
}

export function createCalendarImportJob(db: Db, options: JobOptions): CalendarImportJob {
  const batchSize = options.batchSize ?? 20;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;

  const claim = () =>
    db.transaction((tx) =>
      queryRows<{ tasker_id: string; url: string }>(
        tx,
        sql`update tasker_calendar_imports set last_attempt_at = now()
        where tasker_id in (select tasker_id from tasker_calendar_imports
          where last_attempt_at is null or last_attempt_at < now() - make_interval(mins => ${options.intervalMinutes})
          order by last_attempt_at nulls first limit ${batchSize} for update skip locked)
        returning tasker_id, url`,
      ),
    );

  async function runOnce(): Promise<number> {
    const due = await claim();
    for (const row of due) await syncCalendar(db, row.tasker_id, row.url, options);
    return due.length;
  }

  const tick = () => {
    running = runOnce().catch((error: Error) => {
      options.log?.warn(`calendar import failed: ${error.name}`);
      return 0;
    });
  };

  return {
    runOnce,
    start() {
      tick();
      timer = setInterval(tick, 60_000);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      await running;
    },
  };
}
