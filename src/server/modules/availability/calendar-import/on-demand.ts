// Calendar import at the tasker's request: setting the URL imports at once; "Import now" re-imports.
// Both are limited per tasker (request-throttle.ts); stopping is not. Import problems are not request
// errors: they are stored and shown on the settings (lastError).
import { sql } from "drizzle-orm";
import type { CalendarImport } from "../../../../contract/availability";
import type { Db } from "../../../db/connect";
import { queryRows } from "../../../db/query";
import { notFound } from "../../../lib/http-error";
import { takeImportRequest } from "./request-throttle";
import { readCalendarImport, setCalendarImportUrl, startAttempt } from "./store";
import { syncCalendar, type ImportOptions } from "./sync";

async function requireProfile(db: Db, userId: string): Promise<void> {
  const [row] = await queryRows<{ id: string }>(
    db,
    sql`select id from tasker_profiles where user_id = ${userId}::uuid`,
  );
  if (!row) throw notFound("You don't have a tasker profile yet.");
}

const NO_ADDRESS = "Add your calendar's address first.";

async function importNow(db: Db, userId: string, options: ImportOptions): Promise<CalendarImport> {
  const url = await startAttempt(db, userId, options.intervalMinutes);
  if (url === null) throw notFound(NO_ADDRESS);
  await syncCalendar(db, userId, url, options);
  // Stopped meanwhile (another tab): nothing to show.
  const current = await readCalendarImport(db, userId);
  if (!current) throw notFound(NO_ADDRESS);
  return current;
}

export async function updateCalendarImport(
  db: Db,
  userId: string,
  url: string | null,
  options: ImportOptions,
): Promise<CalendarImport | null> {
  await requireProfile(db, userId);
  if (url === null) {
    await setCalendarImportUrl(db, userId, null);
    return null;
  }
  await takeImportRequest(db, userId);
  await setCalendarImportUrl(db, userId, url);
  return importNow(db, userId, options);
}

export async function syncNow(db: Db, userId: string, options: ImportOptions): Promise<CalendarImport> {
  await requireProfile(db, userId);
  if (!(await readCalendarImport(db, userId))) throw notFound(NO_ADDRESS);
  await takeImportRequest(db, userId);
  return importNow(db, userId, options);
}
