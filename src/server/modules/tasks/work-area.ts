// Find Work's area: a tasker sees the open tasks of their skills inside their service area
// (distance from their base ≤ their travel radius; a task whose location names no known place
// counts when its text names their base city), dated on a day they still have a free time (undated:
// while they have one within the coming week). Invitations show whatever the area and date.
//
// The walk: the area's open tasks are read newest first per skill and per whole-degree cell of the
// map the area touches (tasks_open_cell_idx), each walk stopping after the rows a page can use, so a
// page costs about the same in a busy city as in a quiet one.
import { sql, type SQL } from "drizzle-orm";
import type { Database, Db } from "../../db/connect";
import { queryPrepared } from "../../db/query";
import { boundingBox, type BoundingBox, type LatLng } from "../../lib/geo";
import { containsPattern } from "../../lib/sql-text";
import { FREE_DAYS_WINDOW_MS, freeDaysFrom, type FreeDays } from "../availability/free-slot-factor";
import { busyFromSpans, busySpansJson, type BusySpan } from "../availability/busy";
import type { ChangedTask } from "../availability/work-changes";
import { RULES_COLUMNS, RULES_JOINS, toRules, type RulesRow } from "../availability/rules";
import type { Place } from "../../../contract/places";
import { searchKey, withoutZipCode } from "../places/keys";
import { placeForLocation, placesNamed } from "../places/service";
import { SHOWN_AREA_TEXT } from "./task-place";

export interface WorkArea {
  /** The categories of their skills. */
  skills: { id: string; name: string }[];
  /** Their base and travel radius; null without a base (then their skills alone count). */
  reach: { lat: number; lng: number; radiusKm: number; baseName: string | null } | null;
  free: FreeDays;
}

type WorkAreaRow = RulesRow & {
  skills: { id: string; name: string }[];
  base_lat: number | null;
  base_lng: number | null;
  travel_radius_km: number;
  base_name: string | null;
  spans: BusySpan[];
};

/** The tasker's skills, area and free days, in one round trip; null without a tasker profile. */
export async function workAreaOf(database: Database, userId: string, now = Date.now()): Promise<WorkArea | null> {
  const [me] = await queryPrepared<WorkAreaRow>(
    database,
    sql`select (select coalesce(json_agg(json_build_object('id', sc.id, 'name', sc.name)), '[]')
        from service_categories sc where sc.name = any(tp.skills)) as skills,
      tp.base_lat, tp.base_lng, tp.travel_radius_km, p.name as base_name, ${RULES_COLUMNS},
      ${busySpansJson({ start: now, end: now + FREE_DAYS_WINDOW_MS })} as spans
    from tasker_profiles tp ${RULES_JOINS} where tp.user_id = ${userId}::uuid`,
  );
  if (!me) return null;
  const { rules } = toRules(me);
  const reach =
    me.base_lat == null || me.base_lng == null
      ? null
      : { lat: me.base_lat, lng: me.base_lng, radiusKm: me.travel_radius_km, baseName: me.base_name };
  const free = freeDaysFrom(rules, busyFromSpans(me.spans, rules.bufferMinutes), now);
  return { skills: me.skills, reach, free };
}

/** A task's cell of the map (whole degrees of latitude and longitude), as tasks_open_cell_idx keys it. */
const TASK_CELL = sql`(floor(t.lat)::int * 1000 + floor(t.lng)::int)`;
/** A wider area is walked by its box instead (near a pole or the date line, or a radius of many degrees). */
const MAX_CELLS = 64;

const cellOf = (p: LatLng) => Math.floor(p.lat) * 1000 + Math.floor(p.lng);

/** A walk that finds nothing. */
const NOTHING = sql`select null::uuid as id, null::timestamptz as created_at where false`;

function cellsOf(box: BoundingBox): number[] {
  const cells: number[] = [];
  for (let lat = Math.floor(box.minLat); lat <= Math.floor(box.maxLat); lat++)
    for (let lng = Math.floor(box.minLng); lng <= Math.floor(box.maxLng); lng++) cells.push(lat * 1000 + lng);
  return cells;
}

/** On `t` (tasks): dated on one of the free days, or undated while one is soon; null when none is free. */
function onFreeDay(free: FreeDays): SQL | null {
  if (!free.days.length) return null;
  const onDay = sql`(t.scheduled_date at time zone ${free.timeZone})::date = any(${`{${free.days.join(",")}}`}::date[])`;
  return free.freeSoon ? sql`(t.scheduled_date is null or ${onDay})` : onDay;
}

const uuids = (ids: string[]) => sql`${`{${ids.join(",")}}`}::uuid[]`;

export interface AreaWalk {
  /** The tables: `t` (tasks) and whatever `where` names. */
  from: SQL;
  /** Conditions every row must meet besides the area. */
  where: SQL[];
  /** The category the tasker filtered by (its id or name), if any. */
  category?: string;
  /** Rows the page can use: the walk stops after this many. */
  walk: number;
  /** Set when `where` keeps only tasks at these places (a location filter): only their cells are walked. */
  places?: LatLng[];
}

/**
 * The open tasks of the tasker's skills and area dated on a free day, newest first: (id, created_at)
 * rows, at most `walk`. Without a tasker profile, every task that meets `where`.
 */
export function areaTasks(area: WorkArea | null, q: AreaWalk): SQL {
  const select = (conditions: SQL[]) => sql`select t.id, t.created_at from ${q.from}
    where ${sql.join(conditions, sql` and `)} order by t.created_at desc, t.id limit ${q.walk}`;
  if (!area) return select(q.where);
  const free = onFreeDay(area.free);
  const wanted = q.category?.toLowerCase();
  const skills = area.skills
    .filter((k) => !wanted || k.id === wanted || k.name.toLowerCase() === wanted)
    .map((k) => k.id);
  if (!free || !skills.length) return NOTHING;
  const base = [...q.where, free];
  if (!area.reach) return select([...base, sql`t.category_id = any(${uuids(skills)})`]);
  const { lat, lng, radiusKm, baseName } = area.reach;
  const box = boundingBox({ lat, lng }, radiusKm);
  const near = sql`taskly_distance_km(t.lat, t.lng, ${lat}::float8, ${lng}::float8) <= ${radiusKm}::float8`;
  const inBox = sql`t.lat between ${box.minLat}::float8 and ${box.maxLat}::float8
    and t.lng between ${box.minLng}::float8 and ${box.maxLng}::float8`;
  const inBoxAt = (p: LatLng) =>
    p.lat >= box.minLat && p.lat <= box.maxLat && p.lng >= box.minLng && p.lng <= box.maxLng;
  const cells = q.places ? [...new Set(q.places.filter(inBoxAt).map(cellOf))] : cellsOf(box);
  // Each cell's walk is ordered by the index and stops early; the box would only mislead the planner there.
  const placed = !cells.length
    ? NOTHING
    : cells.length > MAX_CELLS
      ? select([...base, sql`t.category_id = any(${uuids(skills)})`, inBox, near])
      : sql`select x.id, x.created_at
      from unnest(${uuids(skills)}) as k(id) cross join unnest(${`{${cells.join(",")}}`}::int[]) as g(cell)
      cross join lateral (${select([...base, sql`t.category_id = k.id`, sql`${TASK_CELL} = g.cell`, sql`t.lat is not null`, near])}) x`;
  if (!baseName) return placed;
  const unplaced = select([
    ...base,
    sql`t.category_id = any(${uuids(skills)})`,
    sql`t.lat is null and lower(t.location) like ${containsPattern(baseName)}`,
  ]);
  return sql`(${placed}) union all (${unplaced}) order by created_at desc, id limit ${q.walk}`;
}

/**
 * Tells whether a change to a task may alter a Find Work page of this area (a superset of what
 * `areaTasks` walks: the bounding box stands for the radius). Without a tasker profile every task may.
 */
export function areaMayHold(area: WorkArea | null): (task: ChangedTask) => boolean {
  if (!area) return () => true;
  const skills = new Set(area.skills.map((k) => k.id));
  const reach = area.reach;
  if (!reach) return (task) => skills.has(task.categoryId);
  const box = boundingBox(reach, reach.radiusKm);
  return (task) =>
    skills.has(task.categoryId) &&
    (task.lat == null || task.lng == null
      ? reach.baseName != null
      : task.lat >= box.minLat && task.lat <= box.maxLat && task.lng >= box.minLng && task.lng <= box.maxLng);
}

/** Whether a location text is only a place's name, region, country and ZIP code ('Austin', 'Austin, TX',
 *  'Paris, France', 'Austin, TX 78701', '78701', 'Bronx, NY'): the place taskly_place_for found for it. */
function onlyNames(location: string, place: Place): boolean {
  const key = (text: string) => searchKey(text).replace(/^the /, "");
  const names = new Set(
    [place.name, place.region, place.country, place.countryCode, ...place.label.split(",")]
      .filter((n): n is string => !!n)
      .map(key),
  );
  return location.split(",").every((part) => {
    const named = key(withoutZipCode(part));
    return !named || names.has(named);
  });
}

/** Find Work's location filter: a condition on `t` (tasks), and the places it names, if any. */
export interface LocationFilter {
  where: SQL;
  /** The places the text names ('Springfield' names every Springfield; 'Springfield, IL' one): a task with
   *  coordinates passes only at one of them. Empty for free text. */
  places: Place[];
}

/**
 * A text that names known places ('Austin, TX' as the suggestions write it, or a name alone) keeps the
 * tasks at those places however their text spells them, and tasks without coordinates whose area
 * contains it; any other text keeps the tasks whose shown place (city or area, never the street) contains it.
 */
export async function locationFilter(db: Db, location: string): Promise<LocationFilter> {
  // The text must be in what the tasker may read of the place (never the street, decision 0040); the
  // first test narrows by the location's trigram index.
  const pattern = containsPattern(location);
  const text = sql`(lower(t.location) like ${pattern} and ${SHOWN_AREA_TEXT} like ${pattern})`;
  const [named, resolved] = await Promise.all([
    placesNamed(db, location.split(",")[0]),
    placeForLocation(db, location),
  ]);
  const places = [...named, ...(resolved && !named.some((p) => p.id === resolved.id) ? [resolved] : [])].filter((p) =>
    onlyNames(location, p),
  );
  if (!places.length) return { where: text, places };
  const ids = `{${places.map((p) => `"${p.id}"`).join(",")}}`;
  return { where: sql`(t.place_id = any(${ids}::text[]) or (t.lat is null and ${text}))`, places };
}
