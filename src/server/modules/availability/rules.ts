// A tasker's scheduling rules as stored, or the open defaults while they have saved none: every hour of
// every day, no notice, no buffer, a year ahead (bookings behave as before weekly hours existed).
import { sql } from "drizzle-orm";
import { MAX_HORIZON_DAYS } from "../../../contract/availability";
import type { Db } from "../../db/connect";
import { queryRows } from "../../db/query";
import type { DateExceptionRow, WeeklyHoursRow } from "../../db/schema/availability";
import { defaultTimeZone } from "./default-time-zone";
import type { ScheduleRules } from "./slot-engine";

export interface TaskerRules {
  rules: ScheduleRules;
  /** False while the tasker has not saved weekly hours. */
  custom: boolean;
}

type RulesRow = {
  location: string | null;
  time_zone: string | null;
  weekly_hours: WeeklyHoursRow | null;
  exceptions: DateExceptionRow[] | null;
  on_vacation: boolean | null;
  notice_hours: number | null;
  buffer_minutes: number | null;
  horizon_days: number | null;
};

const ALL_DAY: WeeklyHoursRow = Array.from({ length: 7 }, () => [{ start: "00:00", end: "24:00" }]);

export function openRules(location: string | null): ScheduleRules {
  return {
    timeZone: defaultTimeZone(location),
    weeklyHours: ALL_DAY,
    exceptions: [],
    onVacation: false,
    noticeHours: 0,
    bufferMinutes: 0,
    horizonDays: MAX_HORIZON_DAYS,
  };
}

/** The rules of the tasker with this user id, or null when they have no tasker profile. */
export async function loadRules(db: Db, taskerUserId: string): Promise<TaskerRules | null> {
  const [row] = await queryRows<RulesRow>(
    db,
    sql`select tp.location, s.time_zone, s.weekly_hours, s.exceptions, s.on_vacation, s.notice_hours,
      s.buffer_minutes, s.horizon_days
    from tasker_profiles tp left join tasker_schedules s on s.tasker_id = tp.user_id
    where tp.user_id = ${taskerUserId}::uuid`,
  );
  if (!row) return null;
  if (row.time_zone === null) return { rules: openRules(row.location), custom: false };
  return {
    custom: true,
    rules: {
      timeZone: row.time_zone,
      weeklyHours: row.weekly_hours ?? [],
      exceptions: row.exceptions ?? [],
      onVacation: row.on_vacation ?? false,
      noticeHours: row.notice_hours ?? 0,
      bufferMinutes: row.buffer_minutes ?? 0,
      horizonDays: row.horizon_days ?? MAX_HORIZON_DAYS,
    },
  };
}
