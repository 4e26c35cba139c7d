// Tasker search at a known place: the taskers whose service area covers it (distance from their
// base ≤ their travel radius). An index range on the base's latitude and longitude (every radius
// is at most TRAVEL_RADIUS_KM.max, so the box around the place holds every base that can cover
// it), then the exact distance; sorted by distance or the chosen sort.
import { sql, type SQL } from "drizzle-orm";
import { TRAVEL_RADIUS_KM } from "../../../contract/places";
import type { TaskerSearch } from "../../../contract/taskers";
import { boundingBox, type LatLng } from "../../lib/geo";
import { maxRateFilter } from "./rate-filter";

const SORTS: Record<Exclude<TaskerSearch["sort"], "distance">, { column: string; desc: boolean }> = {
  rating: { column: "rank_score", desc: true },
  price: { column: "hourly_rate", desc: false },
  reviews: { column: "total_reviews", desc: true },
};

export interface AreaWalk {
  /** select tasker_id, sort_value, distance_km … (every tasker covering the place, unordered). */
  candidates: SQL;
  desc: boolean;
}

/** The taskers covering `place`, with the category, price and text filters of the search. */
export function areaCandidates(search: TaskerSearch, place: LatLng, text: SQL | null): AreaWalk {
  const box = boundingBox(place, TRAVEL_RADIUS_KM.max);
  const byEntries = Boolean(search.category);
  const a = byEntries ? "e" : "tp";
  const [lat, lng, radius, id] = byEntries
    ? ["e.lat", "e.lng", "e.radius_km", "e.tasker_id"]
    : ["tp.base_lat", "tp.base_lng", "tp.travel_radius_km", "tp.id"];
  const distance = sql`taskly_distance_km(${sql.raw(lat)}, ${sql.raw(lng)}, ${place.lat}::float8, ${place.lng}::float8)`;
  const sort = search.sort === "distance" ? null : SORTS[search.sort];
  const sortValue = sort ? sql.raw(`${a}.${sort.column}`) : sql`round(d.km::numeric, 3)`;
  const from = byEntries
    ? sql`tasker_search_entries e${text ? sql` join tasker_profiles tp on tp.id = e.tasker_id` : sql``}`
    : sql`tasker_profiles tp`;
  const where = [
    ...(byEntries ? [sql`e.skill = ${search.category}`] : [sql`tp.is_listed`]),
    sql`${sql.raw(lat)} between ${box.minLat}::float8 and ${box.maxLat}::float8`,
    sql`${sql.raw(lng)} between ${box.minLng}::float8 and ${box.maxLng}::float8`,
    sql`d.km <= ${sql.raw(radius)}`,
    ...maxRateFilter(`${a}.hourly_rate`, search.maxRate),
    ...(text ? [text] : []),
  ];
  return {
    candidates: sql`select ${sql.raw(id)} as tasker_id, ${sortValue} as sort_value, d.km as distance_km
      from ${from} cross join lateral (select ${distance} as km) d
      where ${sql.join(where, sql` and `)}`,
    desc: sort?.desc ?? false,
  };
}
