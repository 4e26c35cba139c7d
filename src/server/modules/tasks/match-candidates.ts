// Get Matched's candidates: listed taskers with the task's category whose service area covers the
// task's place, in the walk order (10 km distance band, rank, price). At a known place an index range
// on tasker_search_entries (skill, base latitude and longitude, radius: every radius is at most
// TRAVEL_RADIUS_KM.max, so the box around the place holds every base that can cover it), then the exact
// distance; for a location that names no known place, taskers whose city appears in it.
import { sql, type SQL } from "drizzle-orm";
import { TRAVEL_RADIUS_KM } from "../../../contract/places";
import { boundingBox } from "../../lib/geo";
import { notBlocked } from "../blocks/rule";

export interface MatchPlace {
  categoryName: string;
  location: string;
  lat: number | null;
  lng: number | null;
}

export type CandidateRow = {
  /** Tasker profile id. */
  id: string;
  user_id: string;
  /** 10 km band of the distance; null when the task names no known place. */
  band: number | null;
};

const distanceTo = (place: { lat: number; lng: number }, lat: string, lng: string) =>
  sql`taskly_distance_km(${sql.raw(lat)}, ${sql.raw(lng)}, ${place.lat}::float8, ${place.lng}::float8)`;

/** `limit` candidates in walk order after the first `offset`, never the customer themselves nor a
 *  tasker they are a blocked pair with. */
export function candidatesQuery(task: MatchPlace, customerId: string, limit: number, offset = 0): SQL {
  if (task.lat == null || task.lng == null) {
    return sql`select tp.id, tp.user_id, null::int as band from tasker_profiles tp
    where tp.is_listed and tp.skills @> array[${task.categoryName}]::text[] and tp.user_id <> ${customerId}::uuid
      and ${notBlocked(customerId, sql`tp.user_id`)} and tp.city_key is not null and ${task.location.toLowerCase()} like '%' || split_part(tp.city_key, ',', 1) || '%'
    order by tp.rank_score desc, tp.hourly_rate asc nulls last, tp.id limit ${limit} offset ${offset}`;
  }
  const place = { lat: task.lat, lng: task.lng };
  const box = boundingBox(place, TRAVEL_RADIUS_KM.max);
  // The walk is read from the index alone, sorted and cut before a profile is touched.
  const walk = sql`select e.tasker_id, floor(d.km / 10)::int as band, e.rank_score, e.hourly_rate
    from tasker_search_entries e cross join lateral (select ${distanceTo(place, "e.lat", "e.lng")} as km) d
    where e.skill = ${task.categoryName}
      and e.lat between ${box.minLat}::float8 and ${box.maxLat}::float8
      and e.lng between ${box.minLng}::float8 and ${box.maxLng}::float8
      and d.km <= e.radius_km
    order by band, e.rank_score desc, e.hourly_rate asc nulls last, e.tasker_id limit ${offset + limit + 1}`;
  return sql`select w.tasker_id as id, tp.user_id, w.band from (${walk}) w
    join tasker_profiles tp on tp.id = w.tasker_id
    where tp.user_id <> ${customerId}::uuid and ${notBlocked(customerId, sql`tp.user_id`)}
    order by w.band, w.rank_score desc, w.hourly_rate asc nulls last, w.tasker_id limit ${limit} offset ${offset}`;
}

/** The distance from each tasker's base to the task (null without coordinates on either side). */
export function matchDistance(task: { lat: number | null; lng: number | null }): SQL {
  if (task.lat == null || task.lng == null) return sql`null::float8`;
  return distanceTo({ lat: task.lat, lng: task.lng }, "tp.base_lat", "tp.base_lng");
}
