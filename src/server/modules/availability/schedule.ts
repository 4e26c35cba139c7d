// The tasker's own schedule: read (with the open defaults while none is saved) and save. Saving also
// rewrites the older `availability` (days + hours) from the weekly hours for clients that read it.
import { sql } from "drizzle-orm";
import type { OwnSchedule, Schedule } from "../../../contract/availability";
import type { Db } from "../../db/connect";
import { queryRows } from "../../db/query";
import { notFound } from "../../lib/http-error";
import { readCalendarImport } from "./calendar-import/store";
import { legacyAvailability } from "./legacy-availability";
import { loadRules } from "./rules";
import { recordEvents } from "../../events/record";

const NO_PROFILE = "You don't have a tasker profile yet.";

export async function ownSchedule(db: Db, userId: string): Promise<OwnSchedule> {
  const loaded = await loadRules(db, userId);
  if (!loaded) throw notFound(NO_PROFILE);
  return { ...loaded.rules, custom: loaded.custom, calendarImport: await readCalendarImport(db, userId) };
}

export async function saveSchedule(db: Db, userId: string, s: Schedule): Promise<OwnSchedule> {
  await db.transaction(async (tx) => {
    const availability = JSON.stringify(legacyAvailability(s.weeklyHours));
    const [profile] = await queryRows<{ id: string }>(
      tx,
      sql`update tasker_profiles set availability = ${availability}::jsonb where user_id = ${userId}::uuid returning id`,
    );
    if (!profile) throw notFound(NO_PROFILE);
    await queryRows(
      tx,
      sql`insert into tasker_schedules (tasker_id, time_zone, weekly_hours, exceptions, on_vacation, notice_hours,
        buffer_minutes, horizon_days, updated_at)
      values (${userId}::uuid, ${s.timeZone}, ${JSON.stringify(s.weeklyHours)}::jsonb, ${JSON.stringify(s.exceptions)}::jsonb,
        ${s.onVacation}, ${s.noticeHours}, ${s.bufferMinutes}, ${s.horizonDays}, now())
      on conflict (tasker_id) do update set time_zone = excluded.time_zone, weekly_hours = excluded.weekly_hours,
        exceptions = excluded.exceptions, on_vacation = excluded.on_vacation, notice_hours = excluded.notice_hours,
        buffer_minutes = excluded.buffer_minutes, horizon_days = excluded.horizon_days, updated_at = now()`,
    );
    await recordEvents(tx, { type: "tasker.changed", taskerId: userId, what: "schedule" });
  });
  return ownSchedule(db, userId);
}
