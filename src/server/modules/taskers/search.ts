// Tasker search as index walks that read only the rows they return (see docs/decisions/0005).
// A category search walks tasker_search_entries (one row per listed tasker and skill), other
// searches walk tasker_profiles; both in the order of the chosen sort. A location first
// resolves to the few matching city keys, and each city is walked on its own, then merged; a
// location that names a known place searches by service area instead (area-search.ts).
import { sql, type SQL } from "drizzle-orm";
import type { TaskerSearch } from "../../../contract/taskers";
import type { Database } from "../../db/connect";
import { queryPrepared } from "../../db/query";
import { decodeCursor, keysetPosition, type KeysetPosition } from "../../lib/page-cursor";
import { containsPattern } from "../../lib/sql-text";
import type { LatLng } from "../../lib/geo";
import { areaCandidates } from "./area-search";
import { maxRateFilter } from "./rate-filter";
import { placeLabel } from "../../../contract/places";
import { WEEKLY_HOURS_COLUMN } from "../availability/legacy-availability";
import { noneOf } from "../blocks/rule";
import type { WeeklyHoursRow } from "../../db/schema/availability";
import { liveBadgesSql } from "../identity/badges";

/** Card columns, read for the page's rows only. */
export const CARD_COLUMNS = sql`tp.id, tp.user_id, tp.bio, tp.skills, tp.hourly_rate, tp.experience,
  ${sql.raw(WEEKLY_HOURS_COLUMN)} as weekly_hours, tp.is_verified, tp.rating, tp.total_reviews, tp.completed_tasks, tp.display_name, tp.location, tp.rank_score,
  tp.created_at, u.first_name, u.last_name, u.profile_image, u.location as user_location,
  (select json_build_object('name', bp.name, 'region', bp.region, 'regionCode', bp.region_code, 'country', bp.country,
    'countryCode', bp.country_code) from places bp where bp.id = tp.base_place_id) as base_place,
  ${liveBadgesSql(sql`tp.user_id`)} as badges`;

/** One row of CARD_COLUMNS: numeric columns as strings; timestamptz a Date from a prepared statement on
 *  PostgreSQL, a string through db.execute. */
export type CardRow = {
  id: string;
  user_id: string;
  bio: string | null;
  skills: string[] | null;
  hourly_rate: string | null;
  experience: string | null;
  /** The saved weekly hours (the profile's days and hours come from them), null while none are saved. */
  weekly_hours: WeeklyHoursRow | null;
  is_verified: boolean;
  rating: string;
  total_reviews: number;
  completed_tasks: number;
  display_name: string | null;
  location: string | null;
  rank_score: string;
  created_at: Date | string;
  first_name: string;
  last_name: string;
  profile_image: string | null;
  user_location: string | null;
  /** The gazetteer place of the tasker's base, if known. */
  base_place: Parameters<typeof placeLabel>[0] | null;
  /** The live badges as json (identity/badges.ts). */
  badges: unknown;
};

/** A card of a search page, with its value in the page's order (numeric as a string, a count as a number). */
export type SearchPageRow = CardRow & { sort_value: string | number | null; distance_km?: number | null };

/** At most this many cities take part in one location search. */
const MAX_CITIES = 50;

type SortKey = Exclude<TaskerSearch["sort"], "distance">;

/** The hourly rate column of each walk (the price filter). */
const RATE_COLUMNS = { entries: "e.hourly_rate", profiles: "tp.hourly_rate" } as const;

const SORT_COLUMNS: Record<SortKey, { entries: string; profiles: string; desc: boolean }> = {
  rating: { entries: "e.rank_score", profiles: "tp.rank_score", desc: true },
  price: { entries: "e.hourly_rate", profiles: "tp.hourly_rate", desc: false },
  reviews: { entries: "e.total_reviews", profiles: "tp.total_reviews", desc: true },
};

/** 'mount tv' → 'mount:* & tv:*' (prefix match on every word), or null when nothing is left. */
export function prefixTsQuery(q: string): string | null {
  const words =
    q
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu)
      ?.slice(0, 8) ?? [];
  return words.length ? words.map((w) => `${w}:*`).join(" & ") : null;
}

function textFilter(q: string | undefined): SQL | null {
  if (!q) return null;
  const tsq = prefixTsQuery(q);
  const text = q.toLowerCase();
  // Full text with prefixes, or a trigram word match for typos ('mountting', 'clening').
  return tsq
    ? sql`(tp.search_doc @@ to_tsquery('english', ${tsq}) or ${text} <% tp.search_text)`
    : sql`${text} <% tp.search_text`;
}

/** Rows after the cursor in (sort value, id) order; the redundant bound lets the index seek. */
function afterCursor(sortColumn: SQL, idColumn: SQL, desc: boolean, cursor: KeysetPosition): SQL {
  if (cursor.v === null) return sql`(${sortColumn} is null and ${idColumn} > ${cursor.id}::uuid)`;
  const v = sql`${String(cursor.v)}::numeric`;
  if (desc) return sql`${sortColumn} <= ${v} and (${sortColumn} < ${v} or ${idColumn} > ${cursor.id}::uuid)`;
  return sql`(${sortColumn} > ${v} or ${sortColumn} is null or (${sortColumn} = ${v} and ${idColumn} > ${cursor.id}::uuid))`;
}

interface Plan {
  /** FROM … for one walk: entries joined to profiles, or profiles alone. */
  from: SQL;
  idColumn: SQL;
  sortColumn: SQL;
  cityColumn: SQL;
  desc: boolean;
  where: SQL[];
}

/** rank_score is numeric(8,4): below 10,000, so this lifts every name match above every other match. */
const NAME_MATCH_BONUS = 10_000;

/**
 * The rating order of a text search: taskers whose name contains the words first ('brooks' finds
 * Brooks Home Services before a Brooklyn tasker), then the rest, each by rank. The bonus is part of the
 * sort value, so the cursor pages through one consistent order.
 */
function byNameThenRank(column: string, q: string): SQL {
  return sql`(case when lower(tp.display_name) like ${containsPattern(q.trim())} then ${NAME_MATCH_BONUS} else 0 end
    + ${sql.raw(column)})`;
}

function planFor(search: TaskerSearch): Plan {
  // Distance needs a known place (area-search.ts); without one the order is the rating's.
  const sort = SORT_COLUMNS[search.sort === "distance" ? "rating" : search.sort];
  const text = textFilter(search.q);
  const nameFirst = search.sort === "rating" && !!search.q?.trim();
  const sortColumn = (column: string) => (nameFirst ? byNameThenRank(column, search.q!) : sql.raw(column));
  const rate = (column: string) => maxRateFilter(column, search.maxRate);
  if (search.category) {
    return {
      from: sql`tasker_search_entries e join tasker_profiles tp on tp.id = e.tasker_id`,
      idColumn: sql.raw("e.tasker_id"),
      sortColumn: sortColumn(sort.entries),
      cityColumn: sql.raw("e.city_key"),
      desc: sort.desc,
      where: [sql`e.skill = ${search.category}`, ...(text ? [text] : []), ...rate(RATE_COLUMNS.entries)],
    };
  }
  return {
    from: sql`tasker_profiles tp`,
    idColumn: sql.raw("tp.id"),
    sortColumn: sortColumn(sort.profiles),
    cityColumn: sql.raw("tp.city_key"),
    desc: sort.desc,
    where: [sql`tp.is_listed`, ...(text ? [text] : []), ...rate(RATE_COLUMNS.profiles)],
  };
}

const cities = (location: string) =>
  sql`select city_key from tasker_cities where city_key like ${containsPattern(location)} order by city_key limit ${MAX_CITIES}`;

/** One page of card rows (limit + 1, so the caller knows whether more follow). */
export async function searchPage(
  database: Database,
  search: TaskerSearch,
  place: LatLng | null,
  apart: readonly string[] = [],
): Promise<SearchPageRow[]> {
  return queryPrepared<SearchPageRow>(database, searchPageQuery(search, place, apart));
}

/** At a known place: the taskers whose area covers it, in sort order, with their distance. */
function areaPageQuery(search: TaskerSearch, place: LatLng, apart: readonly string[]): SQL {
  const { candidates, desc } = areaCandidates(search, place, textFilter(search.q));
  const cursor = decodeCursor(search.cursor, keysetPosition);
  const conditions = [
    ...(cursor ? [afterCursor(sql`c.sort_value`, sql`c.tasker_id`, desc, cursor)] : []),
    ...noneOf(sql`c.tasker_id`, apart),
  ];
  const after = conditions.length ? sql`where ${sql.join(conditions, sql` and `)}` : sql``;
  const dir = desc ? sql`desc nulls last` : sql`asc nulls last`;
  const ids = sql`select c.tasker_id, c.sort_value, c.distance_km from (${candidates}) c ${after}
    order by c.sort_value ${dir}, c.tasker_id limit ${search.limit + 1}`;
  return sql`select ${CARD_COLUMNS}, page.sort_value, page.distance_km from (${ids}) page
    join tasker_profiles tp on tp.id = page.tasker_id join users u on u.id = tp.user_id
    order by page.sort_value ${dir}, page.tasker_id`;
}

/** `apart`: tasker profile ids the viewer is a blocked pair with, left out (blocks/rule.ts). */
export function searchPageQuery(search: TaskerSearch, place: LatLng | null = null, apart: readonly string[] = []): SQL {
  if (place) return areaPageQuery(search, place, apart);
  const plan = planFor(search);
  const cursor = decodeCursor(search.cursor, keysetPosition);
  const where = [...plan.where, ...noneOf(plan.idColumn, apart)];
  if (cursor) where.push(afterCursor(plan.sortColumn, plan.idColumn, plan.desc, cursor));
  const take = search.limit + 1;
  const dir = plan.desc ? sql`desc nulls last` : sql`asc nulls last`;
  const walk = (extra: SQL[]) => sql`select ${plan.idColumn} as tasker_id, ${plan.sortColumn} as sort_value
    from ${plan.from} where ${sql.join([...where, ...extra], sql` and `)}
    order by ${plan.sortColumn} ${dir}, ${plan.idColumn} limit ${take}`;
  const ids = search.location
    ? sql`select w.tasker_id, w.sort_value from (${cities(search.location)}) c
        cross join lateral (${walk([sql`${plan.cityColumn} = c.city_key`])}) w
        order by w.sort_value ${dir}, w.tasker_id limit ${take}`
    : walk([]);
  return sql`select ${CARD_COLUMNS}, page.sort_value from (${ids}) page
    join tasker_profiles tp on tp.id = page.tasker_id join users u on u.id = tp.user_id
    order by page.sort_value ${dir}, page.tasker_id`;
}

/** How many taskers match (every page shows the same total). */
export async function countMatches(
  database: Database,
  search: TaskerSearch,
  place: LatLng | null,
  apart: readonly string[] = [],
): Promise<number> {
  const rows = await queryPrepared<{ total: number }>(database, countQuery(search, place, apart));
  return rows[0]?.total ?? 0;
}

export function countQuery(search: TaskerSearch, place: LatLng | null = null, apart: readonly string[] = []): SQL {
  if (place) {
    const { candidates } = areaCandidates(search, place, textFilter(search.q));
    const kept = noneOf(sql`c.tasker_id`, apart);
    return sql`select count(*)::int as total from (${candidates}) c ${kept.length ? sql`where ${kept[0]}` : sql``}`;
  }
  const plan = planFor(search);
  const where = [...plan.where, ...noneOf(plan.idColumn, apart)];
  if (search.location) where.push(sql`${plan.cityColumn} in (${cities(search.location)})`);
  return sql`select count(*)::int as total from ${plan.from} where ${sql.join(where, sql` and `)}`;
}
