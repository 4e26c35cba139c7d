// The gazetteer (docs/decisions/0020 and 0043): GeoNames' populated places with coordinates,
// population and IANA time zone, the names people type for them, and US ZIP codes. Filled from
// the data files in db/migrations/gazetteer by db/gazetteer.ts after the migrations.
import { sql } from "drizzle-orm";
import { doublePrecision, index, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";

export const places = pgTable(
  "places",
  {
    /** Stable slug: country code, region and name ('us-texas-austin'). */
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    /** The name's search key (ASCII, lower case, words split by one space; modules/places/keys.ts). */
    searchKey: text("search_key").notNull(),
    region: text("region"),
    /** The US state's two-letter code, else null. */
    regionCode: text("region_code"),
    country: text("country").notNull(),
    countryCode: text("country_code").notNull(),
    lat: doublePrecision("lat").notNull(),
    lng: doublePrecision("lng").notNull(),
    population: integer("population").notNull(),
    timeZone: text("time_zone"),
  },
  // Typed names are found through place_names; a location's exact name through lower(name).
  (t) => [index("places_name_idx").on(sql`lower(${t.name}) text_pattern_ops`)],
);

/** Every name a place is typed as: its own, its other spellings and aliases ('bronx', 'nyc').
 * The population is the place's, so a prefix is read most populous first from the index. */
export const placeNames = pgTable(
  "place_names",
  {
    key: text("key").notNull(),
    placeId: text("place_id").notNull(),
    population: integer("population").notNull(),
    countryCode: text("country_code").notNull(),
  },
  // The key index serves equality and longer prefixes, the population one short prefixes ('sa': the
  // biggest places first, read until enough start so), the trigram one typos. A key is unique per
  // place by construction (db/gazetteer.ts).
  (t) => [
    index("place_names_key_idx").on(t.key.op("text_pattern_ops"), t.population.desc()),
    index("place_names_population_idx").on(t.population.desc(), t.key.op("text_pattern_ops"), t.placeId),
    index("place_names_trgm_idx").using("gin", t.key.op("gin_trgm_ops")),
  ],
);

/** Postal codes ('US', '78701') with their own coordinates and the place they belong to. */
export const postalCodes = pgTable(
  "postal_codes",
  {
    countryCode: text("country_code").notNull(),
    code: text("code").notNull(),
    placeId: text("place_id").notNull(),
    lat: doublePrecision("lat").notNull(),
    lng: doublePrecision("lng").notNull(),
  },
  (t) => [primaryKey({ columns: [t.countryCode, t.code] })],
);

/** Which data files the gazetteer tables hold (their digest), so they load once per database. */
export const gazetteerData = pgTable("gazetteer_data", {
  name: text("name").primaryKey(),
  digest: text("digest").notNull(),
  loadedAt: timestamp("loaded_at", { withTimezone: true }).notNull().defaultNow(),
});
