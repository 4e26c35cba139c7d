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
  /** The gazetteer place the location names, if any. */
  place: {
    name: string;
    region: string | null;
    regionCode: string | null;
    country: string;
    countryCode: string;
  } | null;
}

/** One column, `task_place`, on a query that names the task `t`. */
export const TASK_PLACE = sql`json_build_object('location', t.location, 'customerId', t.customer_id,
  'taskerId', t.tasker_id, 'lat', t.lat, 'lng', t.lng,
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

/**
 * The area of a location that names no known place: the parts after the first (the first is where a
 * street goes) without a digit in them ('12 Oak St, Smallville' → 'Smallville'); a single part
 * without a digit is kept ('Downtown').
 */
function areaOfText(location: string): string {
  const parts = location
    .split(",")
    .map((p) => p.trim())
    .filter(Boolean);
  const kept = (parts.length > 1 ? parts.slice(1) : parts).filter((p) => !/\d/.test(p));
  return kept.join(", ") || AREA_NOT_GIVEN;
}

export function seesAddress(task: Pick<TaskPlace, "customerId" | "taskerId">, reader: TaskReader): boolean {
  return reader.isAdmin || reader.id === task.customerId || reader.id === task.taskerId;
}

export function shownPlace(task: TaskPlace, reader: TaskReader): TaskPlaceFields {
  const distance =
    reader.id !== task.customerId && reader.base && task.lat != null && task.lng != null
      ? shownDistanceKm(distanceKm(reader.base, { lat: task.lat, lng: task.lng }))
      : null;
  if (seesAddress(task, reader)) return { location: task.location, distanceKm: distance, addressHidden: false };
  const area = task.place ? placeLabel(task.place) : areaOfText(task.location);
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
