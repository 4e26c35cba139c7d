// A tasker's scheduling rules as stored, or the open defaults while they have saved none: every hour of
// every day, no notice, no buffer, a year ahead (bookings behave as before weekly hours existed), in the
// time zone of their base city (else of the city their location names).
import { sql } from "drizzle-orm";
import { MAX_HORIZON_DAYS } from "../../../contract/availability";
import { canonicalTimeZone } from "../../../contract/time-zones";
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

/** A tasker's rules as `RULES_COLUMNS` read them. */
export type RulesRow = {
  user_id: string;
  location: string | null;
  /** The IANA zone of the tasker's base place (gazetteer), if any. */
  base_time_zone: string | null;
  time_zone: string | null;
  weekly_hours: WeeklyHoursRow | null;
  exceptions: DateExceptionRow[] | null;
  on_vacation: boolean | null;
  notice_hours: number | null;
  buffer_minutes: number | null;
  horizon_days: number | null;
};

/** The weekly hours of a tasker who has saved none: every hour of every day. */
export const OPEN_WEEKLY_HOURS: WeeklyHoursRow = Array.from({ length: 7 }, () => [{ start: "00:00", end: "24:00" }]);

/** The zone of a tasker without saved hours: their base place's, else the table's guess from the location. */
function openZone(baseTimeZone: string | null, location: string | null): string {
  return (baseTimeZone && canonicalTimeZone(baseTimeZone)) || defaultTimeZone(location);
}

function openRules(timeZone: string): ScheduleRules {
  return {
    timeZone,
    weeklyHours: OPEN_WEEKLY_HOURS,
    exceptions: [],
    onVacation: false,
    noticeHours: 0,
    bufferMinutes: 0,
    horizonDays: MAX_HORIZON_DAYS,
  };
}

/** The columns of a `RulesRow` on `tasker_profiles tp ${RULES_JOINS}`. */
export const RULES_COLUMNS = sql`tp.user_id, tp.location, p.time_zone as base_time_zone, s.time_zone, s.weekly_hours,
  s.exceptions, s.on_vacation, s.notice_hours, s.buffer_minutes, s.horizon_days`;
export const RULES_JOINS = sql`left join tasker_schedules s on s.tasker_id = tp.user_id
  left join places p on p.id = tp.base_place_id`;

export function toRules(row: RulesRow): TaskerRules {
  if (row.time_zone === null) return { rules: openRules(openZone(row.base_time_zone, row.location)), custom: false };
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

/** The rules of the tasker with this user id, or null when they have no tasker profile. */
export async function loadRules(db: Db, taskerUserId: string): Promise<TaskerRules | null> {
  const [row] = await queryRows<RulesRow>(
    db,
    sql`select ${RULES_COLUMNS} from tasker_profiles tp ${RULES_JOINS} where tp.user_id = ${taskerUserId}::uuid`,
  );
  return row ? toRules(row) : null;
}
