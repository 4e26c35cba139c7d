// The gazetteer (places, place_names and postal_codes; db/gazetteer.ts loads them): suggestions as
// a location box is typed in; one place by id; the place a location text names; a place's IANA time zone.
import { sql, type SQL } from "drizzle-orm";
import { placeLabel, type Place } from "../../../contract/places";
import type { Database, Db } from "../../db/connect";
import { queryPrepared, queryRows } from "../../db/query";
import { prefixPattern } from "../../lib/sql-text";
import { Cache } from "../../lib/cache";
import { searchKey, withoutZipCode, zipCode } from "./keys";

export interface PlaceRow {
  id: string;
  name: string;
  region: string | null;
  region_code: string | null;
  country: string;
  country_code: string;
  lat: number;
  lng: number;
  population: number;
  time_zone: string | null;
}

export const PLACE_COLUMNS = sql`p.id, p.name, p.region, p.region_code, p.country, p.country_code, p.lat, p.lng,
  p.population, p.time_zone`;

export function toPlace(row: PlaceRow): Place {
  return {
    id: row.id,
    name: row.name,
    region: row.region,
    country: row.country,
    countryCode: row.country_code,
    label: placeLabel({ ...row, regionCode: row.region_code, countryCode: row.country_code }),
    lat: row.lat,
    lng: row.lng,
    population: row.population,
    timeZone: row.time_zone,
  };
}

/** Who is searching, when known: their country ('US') and where they are, to rank places near them first. */
export interface PlaceSearchContext {
  countryCode?: string | null;
  near?: { lat: number; lng: number } | null;
}

/** The region of the browser's first language with one ('en-US,en;q=0.9' → 'US'), else null. */
export function countryOfAcceptLanguage(header: string | undefined): string | null {
  for (const part of (header ?? "").split(",")) {
    const region = /^\s*[a-z]{2,3}(?:-[a-z]{4})?-([a-z]{2})\b/i.exec(part)?.[1];
    if (region) return region.toUpperCase();
  }
  return null;
}

// Country names people type after a comma that are neither a code nor the stored name's start.
const COUNTRY_WORDS: Record<string, string> = { usa: "us", "united states": "us", uk: "gb", "great britain": "gb" };

/** Most 'tx', 'texas', 'fr', 'france' narrow to places whose state, region or country they name. */
function qualifierCondition(text: string) {
  // A ZIP code after the state ('Austin, TX 78701', as an address ends) narrows no further.
  const typed = withoutZipCode(text).toLowerCase();
  if (!typed) return sql``;
  const code = COUNTRY_WORDS[typed] ?? typed;
  const start = prefixPattern(typed);
  return sql`and (lower(p.region_code) = ${code} or lower(p.country_code) = ${code} or lower(p.region) like ${start}
    or lower(p.country) like ${start})`;
}

/** How well a found place fits: bigger, named exactly, in the caller's country, nearer; a typo costs.
 *  Population counts by its logarithm, so nearness outweighs a tenfold size within about 200 km
 *  (Portland, Maine before Portland, Oregon for someone in Bangor) and fades beyond 500 km. */
function scoreOf(context: PlaceSearchContext) {
  const near = context.near
    ? sql`6 * exp(-taskly_distance_km(${context.near.lat}::float8, ${context.near.lng}::float8, p.lat, p.lng) / 250)`
    : sql`0`;
  return sql`ln(greatest(p.population, 0) + 10) + case when f.exact then 3 else 0 end
    - case when f.fuzzy then 2 + 6 * (1 - f.sim) else 0 end
    + case when p.country_code = ${context.countryCode ?? ""} then 3 else 0 end + ${near}`;
}

/**
 * Suggestions for a location box: places by any of their names (prefix, or within a typo when the
 * prefix finds none), ranked by size, exactness, the caller's country and nearness; a US ZIP code
 * ('78701') gives its place first, then the places of the ZIP codes around it; 'Springfield, IL'
 * keeps the places in that state or country.
 */
export async function suggestPlaces(
  database: Database,
  q: string,
  limit: number,
  context: PlaceSearchContext = {},
): Promise<Place[]> {
  // Nearness counts in steps of about 10 km, so neighbours share answers.
  const near = context.near
    ? { lat: Math.round(context.near.lat * 10) / 10, lng: Math.round(context.near.lng * 10) / 10 }
    : null;
  const key = [q.trim().toLowerCase(), limit, context.countryCode ?? "", near?.lat ?? "", near?.lng ?? ""].join("|");
  return suggestionsOf(database).getOrRead(key, async () => ({
    value: await findSuggestions(database, q, limit, { countryCode: context.countryCode, near }),
  }));
}

/** Answers by what was typed and who asked, per database: the gazetteer only changes when a new release
 *  loads new files, and a location box asks the same first letters over and over ('au', 'aus', 'aust'). */
const suggestionsByDatabase = new WeakMap<Database, Cache<Place[]>>();
function suggestionsOf(database: Database): Cache<Place[]> {
  let cache = suggestionsByDatabase.get(database);
  if (!cache) suggestionsByDatabase.set(database, (cache = new Cache<Place[]>({ ttlMs: 60 * 60_000, max: 20_000 })));
  return cache;
}

async function findSuggestions(
  database: Database,
  q: string,
  limit: number,
  context: PlaceSearchContext,
): Promise<Place[]> {
  const [typedName, ...rest] = q.split(",");
  if (/^\s*\d[\d\s-]*$/.test(typedName)) return suggestByPostalCode(database, typedName.trim(), limit);
  const key = searchKey(typedName);
  if (!key) return [];
  const qualifies = qualifierCondition(rest.join(","));
  // The places table is read for a qualifier only ('Springfield, IL'): a name alone needs its index.
  const names = rest.join(",").trim() ? sql`place_names n join places p on p.id = n.place_id` : sql`place_names n`;
  // A range with the pattern operators, not LIKE: the trigram index serves LIKE too, and would be
  // chosen for short prefixes that the B-trees read in a fraction of the time.
  const letters = Array.from(key);
  const after = letters.slice(0, -1).join("") + String.fromCodePoint(letters.at(-1)!.codePointAt(0)! + 1);
  const ranked = (found: SQL) => sql`with found as (${found})
    select ${PLACE_COLUMNS} from found f join places p on p.id = f.place_id
    order by ${scoreOf(context)} desc, p.population desc, p.id
    limit ${limit}`;
  // One or two letters: the biggest places read until 50 start so (the population index), planned for
  // the values. Three or more: the names in the range, then sorted (`+ 0` keeps the planner off the
  // population index, which a generic plan would walk to its end for a rare prefix), planned once per
  // connection: planning cost as much as running.
  const short = letters.length < 3;
  const prefix = ranked(sql`select place_id, bool_or(key = ${key}) as exact, false as fuzzy, 1.0::float8 as sim from (
      select n.place_id, n.key from ${names}
      where n.key ~>=~ ${key} and n.key ~<~ ${after} ${qualifies}
      order by ${short ? sql`n.population` : sql`n.population + 0`} desc limit 50) prefix
    group by place_id`);
  const rows = short ? await queryRows<PlaceRow>(database.db, prefix) : await queryPrepared<PlaceRow>(database, prefix);
  // Typos only when no name starts so (one that does is what was meant: 'round ro'), and with five
  // letters or more: two trigrams of 'sawn' are those of every name starting 'sa' (12,000 of them,
  // 16 ms). Their own statement keeps the common one small to plan.
  if (rows.length || key.length < 5) return rows.map(toPlace);
  const nearMisses = await queryPrepared<PlaceRow>(
    database,
    ranked(sql`select place_id, bool_or(key = ${key}) as exact, true as fuzzy, max(similarity(key, ${key})) as sim from (
      select n.place_id, n.key from ${names}
      where n.key % ${key} ${qualifies}
      order by similarity(n.key, ${key}) desc, n.population desc limit 40) near_miss
    group by place_id`),
  );
  return nearMisses.map(toPlace);
}

/** The first text after every text that starts with `digits` ('787' → '788', '799' → '79:'). */
const nextPrefix = (digits: string) =>
  digits.slice(0, -1) + String.fromCharCode(digits.charCodeAt(digits.length - 1) + 1);

/** '78701': its place, then the places of the nearest ZIP codes sharing its first three digits;
 *  '787': the places of the ZIP codes that start so, most populous first. */
async function suggestByPostalCode(database: Database, typed: string, limit: number): Promise<Place[]> {
  const zip = zipCode(typed);
  const digits = typed.replace(/\D/g, "");
  if (zip) {
    const rows = await queryPrepared<PlaceRow>(
      database,
      sql`with here as (select place_id, lat, lng from postal_codes where country_code = 'US' and code = ${zip}),
      around as (
        select z.place_id, min(taskly_distance_km(h.lat, h.lng, z.lat, z.lng)) as km, bool_or(z.place_id = h.place_id) as own
        from postal_codes z, here h
        where z.country_code = 'US' and z.code >= ${zip.slice(0, 3)} and z.code < ${nextPrefix(zip.slice(0, 3))}
        group by z.place_id
      )
      select ${PLACE_COLUMNS} from around a join places p on p.id = a.place_id
      order by a.own desc, a.km, p.population desc, p.id limit ${limit}`,
    );
    return rows.map(toPlace);
  }
  if (digits.length < 3 || digits.length > 5 || digits !== typed) return [];
  const rows = await queryPrepared<PlaceRow>(
    database,
    sql`select ${PLACE_COLUMNS} from places p where p.id in (
        select place_id from postal_codes where country_code = 'US' and code >= ${digits} and code < ${nextPrefix(digits)})
      order by p.population desc, p.id limit ${limit}`,
  );
  return rows.map(toPlace);
}

export async function findPlace(db: Db, placeId: string): Promise<Place | null> {
  const [row] = await queryRows<PlaceRow>(db, sql`select ${PLACE_COLUMNS} from places p where p.id = ${placeId}`);
  return row ? toPlace(row) : null;
}

/** The place a location text names ('Austin', 'Austin, TX'), or null for free text (see taskly_place_for). */
export async function resolvePlace(db: Db, location: string): Promise<Place | null> {
  const [row] = await queryRows<PlaceRow>(
    db,
    sql`select ${PLACE_COLUMNS} from places p where p.id = taskly_place_for(${location})`,
  );
  return row ? toPlace(row) : null;
}

/** The IANA time zone of a place ('America/Chicago'), null for an unknown place or one without a zone. */
export async function timeZoneOfPlace(db: Db, placeId: string): Promise<string | null> {
  return (await findPlace(db, placeId))?.timeZone ?? null;
}

/** Resolved location texts: the gazetteer changes only by migration, so an answer stays true. */
const resolved = new Map<string, Place | null>();
const RESOLVED_MAX = 5000;

/** resolvePlace, remembered per process (search runs it on every request with a location). */
export async function placeForLocation(db: Db, location: string): Promise<Place | null> {
  const key = location.trim().toLowerCase();
  const known = resolved.get(key);
  if (known !== undefined) return known;
  const place = await resolvePlace(db, key);
  if (resolved.size >= RESOLVED_MAX) resolved.delete(resolved.keys().next().value as string);
  resolved.set(key, place);
  return place;
}

/** Places called exactly `name` (any case), most populous first; remembered per process as resolved texts are. */
const byName = new Map<string, Place[]>();

export async function placesNamed(db: Db, name: string): Promise<Place[]> {
  const key = name.trim().toLowerCase();
  const known = byName.get(key);
  if (known) return known;
  const rows = await queryRows<PlaceRow>(
    db,
    sql`select ${PLACE_COLUMNS} from places p where lower(p.name) = ${key} order by p.population desc, p.id limit 50`,
  );
  const places = rows.map(toPlace);
  if (byName.size >= RESOLVED_MAX) byName.delete(byName.keys().next().value as string);
  byName.set(key, places);
  return places;
}
