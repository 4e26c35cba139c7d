// One import of a tasker's calendar: fetch, read (in a worker thread, parse-in-worker.ts), store the
// busy times, or store the error the tasker sees on their settings. The caller has started the attempt
// (store.ts startAttempt, or the job's claim), which schedules the retry should this one fail.
import type { Config } from "../../../config";
import type { Db } from "../../../db/connect";
import { loadRules } from "../rules";
import { fetchIcs, type FetchOptions } from "./fetch-ics";
import { ImportError } from "./import-error";
import { parseInWorker } from "./parse-in-worker";
import { storeImportError, storeImportSuccess } from "./store";

const DAY_MS = 86_400_000;
/** Busy times are kept from a day back to a year and a day ahead (beyond any booking horizon). */
const WINDOW_DAYS_AHEAD = 366;

export interface ImportOptions extends FetchOptions {
  /** Longest read of one calendar, in its worker thread. */
  parseTimeoutMs: number;
  /** The periodic import's interval: the wait after a success, and the first retry's. */
  intervalMinutes: number;
}

export function importOptionsOf(config: Config): ImportOptions {
  return {
    timeoutMs: config.CALENDAR_IMPORT_TIMEOUT_MS,
    parseTimeoutMs: config.CALENDAR_IMPORT_PARSE_TIMEOUT_MS,
    allowPrivate: config.CALENDAR_IMPORT_ALLOW_PRIVATE === "true",
    intervalMinutes: config.CALENDAR_IMPORT_INTERVAL_MINUTES,
  };
}

export async function syncCalendar(db: Db, taskerUserId: string, url: string, options: ImportOptions): Promise<void> {
  try {
    const loaded = await loadRules(db, taskerUserId);
    const zone = loaded?.rules.timeZone ?? "UTC";
    const text = await fetchIcs(url, options);
    const now = Date.now();
    const window = { start: now - DAY_MS, end: now + WINDOW_DAYS_AHEAD * DAY_MS };
    const busy = await parseInWorker({ text, window, zone }, options.parseTimeoutMs);
    await storeImportSuccess(db, taskerUserId, url, busy, options.intervalMinutes);
  } catch (error) {
    if (!(error instanceof ImportError)) throw error;
    await storeImportError(db, taskerUserId, url, error.message);
  }
}
