// Find Work's area: a tasker sees the open tasks of their skills inside their service area
// (distance from their base ≤ their travel radius; a task whose location names no known place
// counts when its text names their base city). Invitations show whatever the area.
import { sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/connect";
import { queryRows } from "../../db/query";
import { boundingBox } from "../../lib/geo";
import { containsPattern } from "../../lib/sql-text";

interface WorkAreaRow {
  [column: string]: unknown;
  category_ids: string[];
  base_lat: number | null;
  base_lng: number | null;
  travel_radius_km: number;
  base_name: string | null;
}

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
 * Get Matched's area: taskers whose service area covers the task's place; for a task whose
 * location names no known place, taskers whose city appears in it. `d.km` is the distance.
 */
export function matchAreaFilter(task: { lat: number | null; lng: number | null; location: string }): SQL {
  if (task.lat == null || task.lng == null)
    return sql`(tp.city_key is not null and ${task.location.toLowerCase()} like '%' || split_part(tp.city_key, ',', 1) || '%')`;
  return sql`d.km <= tp.travel_radius_km`;
}

/** The distance from each tasker's base to the task (null without coordinates on either side). */
export function matchDistance(task: { lat: number | null; lng: number | null }): SQL {
  if (task.lat == null || task.lng == null) return sql`null::float8`;
  return sql`taskly_distance_km(tp.base_lat, tp.base_lng, ${task.lat}::float8, ${task.lng}::float8)`;
}
