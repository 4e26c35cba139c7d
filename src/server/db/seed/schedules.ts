// Weekly hours for the seeded taskers: the days and hours of their availability text in the zone of
// their city; the demo tasker works every day 8:00–20:00 so every journey finds free times, and the
// "both" account is on call, round the clock with no notice, so a job booked now can be started at
// once (the README's first ten minutes work at any hour). Deterministic: derived from the rows alone.
import type { taskerProfiles, taskerSchedules, users } from "../schema";
import type { WeeklyHoursRow } from "../schema/availability";
import { WEEKDAYS } from "../../../contract/tasker-profile";
import { defaultTimeZone } from "../../modules/availability/default-time-zone";
import { DEMO_ACCOUNTS } from "./accounts";

type Profile = typeof taskerProfiles.$inferInsert;
type User = typeof users.$inferInsert;

const clock = (hour: number, half: string) => `${String((hour % 12) + (half === "pm" ? 12 : 0)).padStart(2, "0")}:00`;

/** "8am - 6pm" → 08:00–18:00; anything else: 09:00–17:00. */
function rangeOf(hours: string | undefined): { start: string; end: string } {
  const m = /(\d{1,2})\s*(am|pm)\s*-\s*(\d{1,2})\s*(am|pm)/i.exec(hours ?? "");
  if (!m) return { start: "09:00", end: "17:00" };
  return { start: clock(Number(m[1]), m[2].toLowerCase()), end: clock(Number(m[3]), m[4].toLowerCase()) };
}

function weeklyOf(profile: Profile): WeeklyHoursRow {
  const days = profile.availability?.days?.length ? profile.availability.days : WEEKDAYS.slice(0, 5);
  const range = rangeOf(profile.availability?.hours);
  return WEEKDAYS.map((d) => (days.includes(d) ? [range] : []));
}

export function buildSchedules(profiles: Profile[], people: User[]): (typeof taskerSchedules.$inferInsert)[] {
  const byId = new Map(people.map((u) => [u.id, u]));
  const demoEmails = new Set<string>(Object.values(DEMO_ACCOUNTS).map((a) => a.email));
  return profiles.map((profile, i) => {
    const user = byId.get(profile.userId);
    const demo = demoEmails.has(user?.email ?? "");
    const onCall = user?.email === DEMO_ACCOUNTS.both.email;
    const demoHours = onCall ? { start: "00:00", end: "24:00" } : { start: "08:00", end: "20:00" };
    return {
      taskerId: profile.userId,
      timeZone: defaultTimeZone(user?.location),
      weeklyHours: demo ? WEEKDAYS.map(() => [demoHours]) : weeklyOf(profile),
      noticeHours: onCall ? 0 : demo ? 12 : [12, 24, 4][i % 3],
      bufferMinutes: demo ? 30 : [30, 15, 60][i % 3],
      horizonDays: demo ? 90 : [60, 30, 90][i % 3],
    };
  });
}
