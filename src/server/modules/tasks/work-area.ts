// Find Work's area: a tasker sees the open tasks of their skills inside their service area
// (distance from their base ≤ their travel radius; a task whose location names no known place
// counts when its text names their base city), dated on a day they still have a free time (undated:
// while they have one within the coming week). Invitations show whatever the area and date.
import { sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/connect";
import { queryRows } from "../../db/query";
import { boundingBox } from "../../lib/geo";
import { containsPattern } from "../../lib/sql-text";
import { freeDaysOf } from "../availability/free-slot-factor";
import type { Place } from "../../../contract/places";
import { placeForLocation } from "../places/service";

type WorkAreaRow = {
  category_ids: string[];
  base_lat: number | null;
  base_lng: number | null;
  travel_radius_km: number;
  base_name: string | null;
};

/** The conditions on `t` (tasks) for the tasker's skills and area; none without a tasker profile. */
export async function workAreaFilter(db: Db, userId: string): Promise<SQL[]> {
  const [me] = await queryRows<WorkAreaRow>(
    db,
    sql`select array(select sc.id::text from service_categories sc where sc.name = any(tp.skills)) as category_ids,
      tp.base_lat, tp.base_lng, tp.travel_radius_km, p.name as base_name
    from tasker_profiles tp left join places p on p.id = tp.base_place_id where tp.user_id = ${userId}::uuid`,
  );
  if (!me) return [];
  const skills = me.category_ids.length
    ? sql`t.category_id in (${sql.join(
        me.category_ids.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`
    : sql`false`;
  if (me.base_lat == null || me.base_lng == null) return [skills];
  return [skills, coveredBy({ lat: me.base_lat, lng: me.base_lng }, me.travel_radius_km, me.base_name)];
}

/** Tasks within `radiusKm` of the base, or without coordinates and naming the base city. */
function coveredBy(base: { lat: number; lng: number }, radiusKm: number, baseName: string | null): SQL {
  const box = boundingBox(base, radiusKm);
  const near = sql`(t.lat between ${box.minLat}::float8 and ${box.maxLat}::float8
    and t.lng between ${box.minLng}::float8 and ${box.maxLng}::float8
    and taskly_distance_km(t.lat, t.lng, ${base.lat}::float8, ${base.lng}::float8) <= ${radiusKm}::float8)`;
  if (!baseName) return near;
  return sql`(${near} or (t.lat is null and lower(t.location) like ${containsPattern(baseName)}))`;
}

/**
 * Tasks dated on a day (in the tasker's zone) with a free time for the shortest job under the tasker's
 * availability (not closed, away, fully booked, inside their notice or past their horizon); tasks
 * without a date while the tasker has such a day within the coming week.
 */
export async function freeDayFilter(db: Db, userId: string): Promise<SQL[]> {
  const free = await freeDaysOf(db, userId);
  if (!free) return [];
  const onFreeDay = sql`(t.scheduled_date at time zone ${free.timeZone})::date = any(${`{${free.days.join(",")}}`}::date[])`;
  return [free.freeSoon ? sql`(t.scheduled_date is null or ${onFreeDay})` : onFreeDay];
}

/** Whether a location text is only a place's name, region and country ('Austin', 'Austin, TX', 'Paris, France'). */
function onlyNames(location: string, place: Place): boolean {
  const names = new Set(
    [place.name, place.region, place.country, place.countryCode, ...place.label.split(",")]
      .filter((n): n is string => !!n)
      .map((n) => n.trim().toLowerCase()),
  );
  return location.split(",").every((part) => !part.trim() || names.has(part.trim().toLowerCase()));
}

/**
 * Find Work's location filter: tasks whose text contains it, and, when it is just a known place's name
 * ('Austin, TX' as the suggestions write it), every task at that place however its text spells it.
 */
export async function locationFilter(db: Db, location: string): Promise<SQL> {
  const place = await placeForLocation(db, location);
  const text = sql`lower(t.location) like ${containsPattern(location)}`;
  return place && onlyNames(location, place) ? sql`(t.place_id = ${place.id} or ${text})` : text;
}
