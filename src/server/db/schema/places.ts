// The gazetteer: world cities with coordinates, population and IANA time zone, written by
// migration 0017 from the bundled city-timezones data (see docs/decisions/0020).
import { sql } from "drizzle-orm";
import { doublePrecision, index, integer, pgTable, text } from "drizzle-orm/pg-core";

export const places = pgTable(
  "places",
  {
    /** Stable slug: country code, region and name ('us-texas-austin'). */
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    /** lower(ASCII name): what typed prefixes and location texts match. */
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
  (t) => [
    index("places_search_key_idx").on(t.searchKey.op("text_pattern_ops"), t.population.desc()),
    index("places_name_idx").on(sql`lower(${t.name}) text_pattern_ops`),
  ],
);
