// One import of a tasker's calendar: fetch, parse, store the busy times, or store the error the
// tasker sees on their settings.
import type { Db } from "../../../db/connect";
import { loadRules } from "../rules";
import { fetchIcs, ImportError, type FetchOptions } from "./fetch-ics";
import { parseBusyTimes } from "./parse-ics";
import { storeImportError, storeImportSuccess } from "./store";

const DAY_MS = 86_400_000;
/** Busy times are kept from a day back to a year and a day ahead (beyond any booking horizon). */
const WINDOW_DAYS_AHEAD = 366;

export async function syncCalendar(db: Db, taskerUserId: string, url: string, options: FetchOptions): Promise<void> {
  try {
    const loaded = await loadRules(db, taskerUserId);
    const zone = loaded?.rules.timeZone ?? "UTC";
    const text = await fetchIcs(url, options);
    const now = Date.now();
    const busy = parseBusyTimes(text, { start: now - DAY_MS, end: now + WINDOW_DAYS_AHEAD * DAY_MS }, zone);
    await storeImportSuccess(db, taskerUserId, url, busy);
  } catch (error) {
    if (!(error instanceof ImportError)) throw error;
    await storeImportError(db, taskerUserId, url, error.message);
  }
}
