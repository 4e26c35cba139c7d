// Superseded by scripts/gazetteer-data.mjs (decision 0043); kept because migration 0017 was made with
// it, and gazetteer-data.mjs gives the same ids to the same cities.
// Writes the gazetteer rows (the city-timezones package's world cities) as the SQL of a
// migration: `node scripts/places-migration.mjs > src/server/db/migrations/NNNN_places_data.sql`.
// Ids are slugs of country code, region and name; a second place with the same slug (rare) gets
// its rounded coordinates appended, so the same data always gives the same ids.
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);
const cities = require("city-timezones/data/cityMap.json");
const { version } = require("city-timezones/package.json");

const slug = (text) =>
  String(text ?? "")
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
const literal = (value) => (value == null || value === "" ? "null" : `'${String(value).replace(/'/g, "''")}'`);

const sorted = [...cities].sort(
  (a, b) => (b.pop ?? 0) - (a.pop ?? 0) || a.city_ascii.localeCompare(b.city_ascii) || a.lat - b.lat || a.lng - b.lng,
);
const seen = new Set();
// Three places name no ISO country code (Kosovo, Somaliland): the user-assigned XK for Kosovo, else the ISO3 code.
const countryCode = (c) => c.iso2 || (c.iso3 === "KOS" ? "XK" : c.iso3);
const rows = sorted.map((c) => {
  let id = [countryCode(c), c.province, c.city_ascii].map(slug).filter(Boolean).join("-");
  if (seen.has(id)) id = `${id}-${Math.round(c.lat * 100)}-${Math.round(c.lng * 100)}`;
  seen.add(id);
  const values = [
    literal(id),
    literal(c.city),
    literal(c.city_ascii.toLowerCase()),
    literal(c.province),
    literal(c.iso2 === "US" ? c.state_ansi : null),
    literal(c.country),
    literal(countryCode(c)),
    Number(c.lat).toFixed(6),
    Number(c.lng).toFixed(6),
    Math.round(c.pop ?? 0),
    literal(c.timezone),
  ];
  return `(${values.join(",")})`;
});

const columns = "id, name, search_key, region, region_code, country, country_code, lat, lng, population, time_zone";
const chunks = [];
for (let i = 0; i < rows.length; i += 500) {
  chunks.push(`INSERT INTO places (${columns}) VALUES\n${rows.slice(i, i + 500).join(",\n")};`);
}
process.stdout.write(
  `-- The gazetteer: ${rows.length} places from city-timezones ${version} (scripts/places-migration.mjs).\n` +
    chunks.join("\n--> statement-breakpoint\n") +
    "\n--> statement-breakpoint\nANALYZE places;\n",
);
