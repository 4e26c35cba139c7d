// The two statements of a booking (decision 0054): `readBookingFacts` reads everything the checks,
// the price, the card's key and the mails need in one prepared statement, without locks; the card is
// authorized after it; `callCreateBooking` then runs the database function `create_booking`
// (migration 0044), which checks again under the locks and writes the whole booking in one call,
// answering with the booking as the API shows it.
import { sql } from "drizzle-orm";
import type { Booking } from "../../../contract/bookings";
import type { DomainEvent } from "../../../contract/events";
import type { Database } from "../../db/connect";
import { queryPrepared, type Row } from "../../db/query";
import { eventsCommitted } from "../../events/record";
import type { EventTaskRow } from "../../events/task-ref";
import { HttpError } from "../../lib/http-error";
import { busySpansJson, type BusySpan } from "../availability/busy";
import { RULES_COLUMNS, RULES_JOINS, type RulesRow } from "../availability/rules";
import type { Interval } from "../availability/slot-engine";
import { PERSON, type PeopleRow } from "../notifications/notify";
import type { QuietSettings } from "../notification-preferences/delivery";
import { HIREABLE_SQL } from "../tasker-profile/hireable";
import { taskPhotoRowsJson } from "../photo-attachments/attach";
import { photoViewsOf, type PhotoRow } from "../photos/views";
import { presentBooking } from "./present";
import { notBlocked } from "../blocks/rule";

export interface BookingRequest {
  customerId: string;
  taskId: string;
  offerId: string | null;
  /** The tasker's profile or account id, as the request named them. */
  taskerId: string | null;
  idempotencyKey: string | null;
  /** The processor key's cause when it does not depend on the new booking's id (an Idempotency-Key). */
  cause: string | null;
  window: Interval;
}

/** What a booking is decided from: one row, its parts null where there is nothing to find. */
export type BookingFacts = {
  /** The key's earlier request, if the Idempotency-Key was used before. */
  earlier_hash: string | null;
  earlier_booking_id: string | null;
  /** How many calls of the processor key's cause were undone (0 when none). */
  undone: number;
  task: (EventTaskRow & { status: string; title: string }) | null;
  /** The pending offer booked: the one named, else the named tasker's on the task. */
  offer_id: string | null;
  offer_tasker_id: string | null;
  offer_rate: string | null;
  /** The hireable tasker: the offer's, else the one named. */
  tasker: { user_id: string; hourly_rate: string | null } | null;
  /** The tasker's rules and busy spans in the window (null without a tasker profile). */
  rules: (RulesRow & { spans: BusySpan[] }) | null;
  /** Both people's mail columns and quiet hours (null until the tasker is known). */
  people: (PeopleRow & { display_name: string | null; c_quiet: QuietSettings; t_quiet: QuietSettings }) | null;
  /** The task's photos in order (removed ones left out), for the booking the call answers with. */
  task_photos: PhotoRow[];
};

const QUIET = (alias: "c" | "t") =>
  sql.raw(`(select json_build_object('time_zone', n.time_zone, 'quiet_start', n.quiet_start, 'quiet_end', n.quiet_end)
    from notification_settings n where n.user_id = ${alias}.id) as ${alias}_quiet`);

/** One prepared statement, no locks: the booking's facts as they stand. A tasker the customer is a
 *  blocked pair with, and their offer, are not found, like unknown ones (decision 0058). */
export async function readBookingFacts(database: Database, q: BookingRequest): Promise<BookingFacts> {
  const [row] = await queryPrepared<BookingFacts>(
    database,
    sql`select ik.request_hash as earlier_hash, ik.booking_id as earlier_booking_id,
      coalesce((select undone from processor_attempts where cause = ${q.cause}), 0) as undone,
      (select row_to_json(k) from (select t.id, t.customer_id, t.category_id, t.lat, t.lng, t.status, t.title) k
        where t.id is not null) as task,
      o.id as offer_id, o.tasker_id as offer_tasker_id, o.proposed_rate as offer_rate,
      (select row_to_json(x) from (select h.user_id, h.hourly_rate::text as hourly_rate) x where h.user_id is not null) as tasker,
      (select row_to_json(r) from (select ${RULES_COLUMNS}, ${busySpansJson(q.window)} as spans
        from tasker_profiles tp ${RULES_JOINS} where tp.user_id = h.user_id) r) as rules,
      (select row_to_json(m) from (select ${PERSON("c")}, ${PERSON("t")}, tp.display_name, ${QUIET("c")}, ${QUIET("t")}
        from users c, users t left join tasker_profiles tp on tp.user_id = t.id
        where c.id = ${q.customerId}::uuid and t.id = h.user_id) m) as people,
      ${taskPhotoRowsJson(sql`t.id`)} as task_photos
    from (select 1) one
    left join idempotency_keys ik on ik.user_id = ${q.customerId}::uuid and ik.key = ${q.idempotencyKey}
    left join tasks t on t.id = ${q.taskId}::uuid
    left join lateral (select o.id, o.tasker_id, o.proposed_rate::text as proposed_rate
      from task_offers o left join tasker_profiles tp on tp.user_id = o.tasker_id
      where o.task_id = t.id and o.status = 'pending' and ${notBlocked(q.customerId, sql`o.tasker_id`)} and case when ${q.offerId}::uuid is not null
        then o.id = ${q.offerId}::uuid else o.tasker_id = ${q.taskerId}::uuid or tp.id = ${q.taskerId}::uuid end
      limit 1) o on true
    left join lateral (select tp.user_id, tp.hourly_rate
      from tasker_profiles tp join users u on u.id = tp.user_id
      -- One user id, so the profile is found by its index: the offer's tasker; none for an offer not
      -- found; else the direct hire's tasker, named by profile id or by user id.
      where tp.user_id = case when o.id is not null then o.tasker_id when ${q.offerId}::uuid is not null then null
          else coalesce((select named.user_id from tasker_profiles named where named.id = ${q.taskerId}::uuid),
            ${q.taskerId}::uuid) end
        and ${HIREABLE_SQL} and ${notBlocked(q.customerId, sql`tp.user_id`)}) h on true`,
  );
  return { ...row, undone: Number(row.undone) };
}

/** The parameter of `create_booking` (migration 0044 lists its fields). */
export interface BookingCall {
  id: string;
  customer_id: string;
  task_id: string;
  offer_id: string | null;
  tasker_id: string;
  rate: string;
  starts_at: string;
  ends_at: string;
  duration: number;
  subtotal: string;
  service_fee: string;
  total_amount: string;
  idempotency_key: string | null;
  request_hash: string | null;
  cause: string;
  undone: number;
  payment: {
    provider: string;
    provider_ref: string;
    card_brand: string | null;
    card_last4: string | null;
    card_token: string | null;
  };
  journal: {
    kind: string;
    memo: string | null;
    lines: { account: string; user_id: string | null; amount_cents: number }[];
  };
  events: { type: string; payload: DomainEvent; items: unknown }[];
  mails: Record<string, unknown>[];
  slot_taken: string;
}

/**
 * Runs `create_booking` (one statement, its own transaction) and tells the instance's event feed of
 * the events it recorded. Resolves with the booking: the new one, or for an Idempotency-Key whose
 * request booked first, that one (`replayed`). A refusal under the locks is an HttpError.
 */
export async function callCreateBooking(
  database: Database,
  call: BookingCall,
  taskPhotos: readonly PhotoRow[],
): Promise<{ booking: Booking; replayed: boolean }> {
  let rows: Row[];
  try {
    rows = await queryPrepared<Row>(database, sql`select * from create_booking(${JSON.stringify(call)}::jsonb)`);
  } catch (error) {
    throw refusalOf(error) ?? error;
  }
  const [row] = rows;
  const replayed = String(row.id) !== call.id;
  if (!replayed) {
    const ids = parseIds(row.recorded_event_ids);
    eventsCommitted(
      database.db,
      call.events.map((e, i) => ({ id: ids[i], event: e.payload })),
    );
  }
  return { booking: presentBooking(row, await photoViewsOf(database.db, taskPhotos)), replayed };
}

/** A bigint[] as the drivers give it: node-postgres parses it, PGlite may give '{1,2}'. */
function parseIds(value: unknown): number[] {
  if (Array.isArray(value)) return value.map(Number);
  return String(value ?? "{}")
    .replace(/[{}]/g, "")
    .split(",")
    .filter(Boolean)
    .map(Number);
}

/** `taskly_refuse`'s error (SQLSTATE P0001, 'taskly <status> <text>') as the HttpError it stands for. */
function refusalOf(error: unknown): HttpError | null {
  for (let e: unknown = error, depth = 0; e && typeof e === "object" && depth < 5; depth++) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    const match = code === "P0001" && typeof message === "string" ? /^taskly (\d{3}) (.*)$/s.exec(message) : null;
    if (match) return new HttpError(Number(match[1]), match[2]);
    e = (e as { cause?: unknown }).cause;
  }
  return null;
}
