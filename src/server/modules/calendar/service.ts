// The tasker's private calendar feed: a secret token in the URL; regenerating it retires the old one.
import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import { shortName } from "../../../contract/names";
import type { Db } from "../../db/connect";
import { queryRows, type PgTimestamp } from "../../db/query";
import { notFound } from "../../lib/http-error";
import { buildCalendar, type CalendarEvent } from "./ical";

const TOKEN = /^[A-Za-z0-9_-]{20,100}$/;
const newToken = () => randomBytes(24).toString("base64url");

type TokenRow = { calendar_token: string };

/** A booking as the feed shows it. */
type FeedRow = {
  id: string;
  status: "confirmed" | "in_progress";
  scheduled_date: PgTimestamp;
  ends_at: PgTimestamp | null;
  duration: number | null;
  created_at: PgTimestamp;
  started_at: PgTimestamp | null;
  title: string;
  location: string;
  first_name: string;
  last_name: string;
  phone: string | null;
};

export const calendarPath = (token: string) => `/api/calendar/${token}.ics`;

/** The tasker's token, created on first use. */
export async function calendarToken(db: Db, userId: string): Promise<string> {
  const [row] = await queryRows<TokenRow>(
    db,
    sql`update tasker_profiles set calendar_token = coalesce(calendar_token, ${newToken()})
    where user_id = ${userId}::uuid returning calendar_token`,
  );
  if (!row) throw notFound("You don't have a tasker profile yet.");
  return row.calendar_token;
}

export async function regenerateCalendarToken(db: Db, userId: string): Promise<string> {
  const [row] = await queryRows<TokenRow>(
    db,
    sql`update tasker_profiles set calendar_token = ${newToken()}
    where user_id = ${userId}::uuid returning calendar_token`,
  );
  if (!row) throw notFound("You don't have a tasker profile yet.");
  return row.calendar_token;
}

/** The .ics feed for a token: one VEVENT per confirmed or in-progress booking; 404 for a wrong token. */
export async function calendarFeed(db: Db, token: string): Promise<string> {
  if (!TOKEN.test(token)) throw notFound("Calendar not found");
  const [profile] = await queryRows<{ user_id: string }>(
    db,
    sql`select tp.user_id from tasker_profiles tp join users u on u.id = tp.user_id
    where tp.calendar_token = ${token} and u.deleted_at is null and u.suspended_at is null`,
  );
  if (!profile) throw notFound("Calendar not found");
  const rows = await queryRows<FeedRow>(
    db,
    sql`select b.id, b.status, b.scheduled_date, b.ends_at, b.duration, b.created_at, b.started_at,
      t.title, t.location, c.first_name, c.last_name, c.phone
    from bookings b join tasks t on t.id = b.task_id join users c on c.id = b.customer_id
    where b.tasker_id = ${profile.user_id}::uuid and b.status in ('confirmed', 'in_progress')
    order by b.scheduled_date`,
  );
  const events: CalendarEvent[] = rows.map((r) => {
    const start = new Date(r.scheduled_date);
    const end = r.ends_at ? new Date(r.ends_at) : new Date(start.getTime() + (r.duration ?? 1) * 3600_000);
    const details = [
      `Customer: ${shortName(r.first_name, r.last_name)}`,
      r.phone ? `Phone: ${r.phone}` : null,
      `Status: ${r.status === "in_progress" ? "In progress" : "Confirmed"}`,
    ];
    return {
      uid: `booking-${r.id}@taskly`,
      start,
      end,
      summary: `taskly: ${r.title}`,
      location: r.location,
      description: details.filter(Boolean).join("\n"),
      lastModified: new Date(r.started_at ?? r.created_at),
    };
  });
  return buildCalendar("taskly bookings", events);
}
