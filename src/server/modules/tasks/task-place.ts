// Where a task is, as its reader may see it (decision 0040). Its customer, admins and the tasker it is
// booked with read the address as the customer wrote it; every other tasker reads only the city (or the
// area the text names) and the distance from their base, never the street, so Post a Task's promise
// "Your exact address is shared only after you book" holds on every route that shows a task.
import { sql } from "drizzle-orm";
import { placeLabel } from "../../../contract/places";
import type { TaskPlaceFields } from "../../../contract/tasks";
import { isTaskerType } from "../../../contract/constants";
import type { Db } from "../../db/connect";
import { queryRows } from "../../db/query";
import { distanceKm, shownDistanceKm, type LatLng } from "../../lib/geo";
import type { UserRow } from "../../plugins/auth";

/** What `TASK_PLACE` selects (as `task_place`) of the task `t`. */
export interface TaskPlace {
  location: string;
  customerId: string;
  /** The tasker the task is booked with (cleared when a booking is cancelled). */
  taskerId: string | null;
  lat: number | null;
  lng: number | null;
  /** What the location says of its area when it names no known place ('' when only a street). */
  area: string;
  /** The gazetteer place the location names, if any. */
  place: {
    name: string;
    region: string | null;
    regionCode: string | null;
    country: string;
    countryCode: string;
  } | null;
}

/**
 * On `t`: the area of a location that names no known place, the one home of that rule: the parts after
 * the first (the first is where a street goes) without a digit in them ('12 Oak St, Smallville' →
 * 'Smallville'); a single part without a digit is kept ('Downtown'); '' when nothing is left.
 */
const UNPLACED_AREA = sql`array_to_string(array(select btrim(part) from unnest(case
    when array_length(string_to_array(t.location, ','), 1) > 1 then (string_to_array(t.location, ','))[2:]
    else string_to_array(t.location, ',') end) as part
  where part !~ '[0-9]' and btrim(part) <> ''), ', ')`;

/** On `t`: the place names a tasker before booking may read (and so search by), lower case. */
export const SHOWN_AREA_TEXT = sql`lower(coalesce((select concat_ws(', ', pl.name, pl.region_code, pl.region,
  pl.country) from places pl where pl.id = t.place_id), ${UNPLACED_AREA}))`;

/** One column, `task_place`, on a query that names the task `t`. */
export const TASK_PLACE = sql`json_build_object('location', t.location, 'customerId', t.customer_id,
  'taskerId', t.tasker_id, 'lat', t.lat, 'lng', t.lng, 'area', ${UNPLACED_AREA},
  'place', (select json_build_object('name', pl.name, 'region', pl.region, 'regionCode', pl.region_code,
    'country', pl.country, 'countryCode', pl.country_code) from places pl where pl.id = t.place_id)) as task_place`;

/** Who is reading: their user id, whether they are an admin, and their base (a tasker's, for distances). */
export interface TaskReader {
  id: string;
  isAdmin: boolean;
  base: LatLng | null;
}

/** Shown when a location names no known place and holds nothing but the street. */
export const AREA_NOT_GIVEN = "Area shared after booking";

function seesAddress(task: Pick<TaskPlace, "customerId" | "taskerId">, reader: TaskReader): boolean {
  return reader.isAdmin || reader.id === task.customerId || reader.id === task.taskerId;
}

export function shownPlace(task: TaskPlace, reader: TaskReader): TaskPlaceFields {
  const distance =
    reader.id !== task.customerId && reader.base && task.lat != null && task.lng != null
      ? shownDistanceKm(distanceKm(reader.base, { lat: task.lat, lng: task.lng }))
      : null;
  if (seesAddress(task, reader)) return { location: task.location, distanceKm: distance, addressHidden: false };
  const area = task.place ? placeLabel(task.place) : task.area || AREA_NOT_GIVEN;
  return { location: area, distanceKm: distance, addressHidden: true };
}

/** The reader of their own tasks (no distance is shown to a task's customer). */
export const ownerReader = (user: UserRow): TaskReader => ({
  id: user.id,
  isAdmin: user.userType === "admin",
  base: null,
});

/** The reader of tasks for this user; a tasker's base comes from their profile. */
export async function taskReaderOf(db: Db, user: UserRow): Promise<TaskReader> {
  const reader = ownerReader(user);
  if (!isTaskerType(user.userType)) return reader;
  const [me] = await queryRows<{ base_lat: number | null; base_lng: number | null }>(
    db,
    sql`select base_lat, base_lng from tasker_profiles where user_id = ${user.id}::uuid`,
  );
  if (me?.base_lat != null && me.base_lng != null) reader.base = { lat: me.base_lat, lng: me.base_lng };
  return reader;
}
