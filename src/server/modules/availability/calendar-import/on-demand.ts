// Calendar import at the tasker's request: setting the URL imports at once; "Import now" re-imports.
// Import problems are not request errors: they are stored and shown on the settings (lastError).
import { sql } from "drizzle-orm";
import type { CalendarImport } from "../../../../contract/availability";
import type { Db } from "../../../db/connect";
import { queryRows } from "../../../db/query";
import { notFound } from "../../../lib/http-error";
import type { FetchOptions } from "./fetch-ics";
import { readCalendarImport, setCalendarImportUrl } from "./store";
import { syncCalendar } from "./sync";

async function requireProfile(db: Db, userId: string): Promise<void> {
  const [row] = await queryRows<{ id: string }>(
    db,
    sql`select id from tasker_profiles where user_id = ${userId}::uuid`,
  );
  if (!row) throw notFound("You don't have a tasker profile yet.");
}

async function importNow(db: Db, userId: string, url: string, options: FetchOptions): Promise<CalendarImport> {
  await queryRows(
    db,
    sql`update tasker_calendar_imports set last_attempt_at = now() where tasker_id = ${userId}::uuid`,
  );
  await syncCalendar(db, userId, url, options);
  return (await readCalendarImport(db, userId))!;
}

export async function updateCalendarImport(
  db: Db,
  userId: string,
  url: string | null,
  options: FetchOptions,
): Promise<CalendarImport | null> {
  await requireProfile(db, userId);
  await setCalendarImportUrl(db, userId, url);
  return url === null ? null : importNow(db, userId, url, options);
}

export async function syncNow(db: Db, userId: string, options: FetchOptions): Promise<CalendarImport> {
  await requireProfile(db, userId);
  const current = await readCalendarImport(db, userId);
  if (!current) throw notFound("Add your calendar's address first.");
  return importNow(db, userId, current.url, options);
}
