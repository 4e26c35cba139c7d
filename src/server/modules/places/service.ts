// The gazetteer (the places table, migration 0017): suggestions by typed prefix, most populous
// first; one place by id; the place a location text names; a place's IANA time zone.
import { sql } from "drizzle-orm";
import { placeLabel, type Place } from "../../../contract/places";
import type { Db } from "../../db/connect";
import { queryRows } from "../../db/query";
import { prefixPattern } from "../../lib/sql-text";

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

/** Places whose name starts with the typed text (before any comma), most populous first. */
export async function suggestPlaces(db: Db, q: string, limit: number): Promise<Place[]> {
  const name = q.split(",")[0].trim().toLowerCase();
  if (!name) return [];
  const pattern = prefixPattern(name);
  const rows = await queryRows<PlaceRow>(
    db,
    sql`select ${PLACE_COLUMNS} from places p
    where p.id in (select id from places where search_key like ${pattern}
      union select id from places where lower(name) like ${pattern})
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
