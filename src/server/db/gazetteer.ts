// Loads the gazetteer (places, their names, US ZIP codes) from the data files beside the migrations
// (db/migrations/gazetteer, written by scripts/gazetteer-data.mjs) once per database: after the SQL
// migrations, when the files' digest differs from the one the database last loaded. A file of about
// 136,000 places as SQL would be parsed by every new database; this is read, batched and inserted
// through unnest() arrays in one transaction instead (docs/decisions/0043).
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { nameKey, searchKey } from "../modules/places/keys";

/** The one call the loader makes, on the migrating connection (PGlite's transaction or a pg client). */
export interface GazetteerQueries {
  query(text: string, params?: unknown[]): Promise<{ rows: unknown[] }>;
}

const BATCH = 20_000;

export function gazetteerFiles(migrationsFolder: string): { places: string; postalCodes: string } {
  const dir = path.join(migrationsFolder, "gazetteer");
  return { places: path.join(dir, "places.tsv.gz"), postalCodes: path.join(dir, "postal-codes.tsv.gz") };
}

function readTsv(file: string): { digest: string; rows: Record<string, string>[] } {
  const bytes = readFileSync(file);
  const [header, ...lines] = gunzipSync(bytes).toString("utf8").split("\n");
  const columns = header.split("\t");
  const rows = lines.filter(Boolean).map((line) => {
    const cells = line.split("\t");
    return Object.fromEntries(columns.map((c, i) => [c, cells[i] ?? ""]));
  });
  return { digest: createHash("sha256").update(bytes).digest("hex"), rows };
}

const orNull = (text: string): string | null => (text === "" ? null : text);

async function insertColumns(
  q: GazetteerQueries,
  table: string,
  columns: [name: string, type: string][],
  values: unknown[][],
  checkpoints: boolean,
): Promise<void> {
  const names = columns.map(([name]) => name).join(", ");
  const arrays = columns.map(([, type], i) => `$${i + 1}::${type}[]`).join(", ");
  for (let start = 0; start < values.length; start += BATCH) {
    const batch = values.slice(start, start + BATCH);
    const params = columns.map((_, i) => batch.map((row) => row[i]));
    await q.query(`insert into ${table} (${names}) select * from unnest(${arrays})`, params);
    if (checkpoints) await q.query("checkpoint");
  }
}

/**
 * Loads the data files unless this database already holds them; true when it loaded. `checkpoints`
 * (PGlite): a checkpoint after each batch. PGlite has no checkpointer of its own, and the WAL of the
 * whole load before its first checkpoint would stay in the data directory as some 150 MB of recycled
 * segments; checkpointed along the way it is about 50 MB. (A PostgreSQL server's checkpointer does
 * this by itself.)
 */
export async function loadGazetteer(
  q: GazetteerQueries,
  migrationsFolder: string,
  { checkpoints = false } = {},
): Promise<boolean> {
  const files = gazetteerFiles(migrationsFolder);
  const placeFile = readTsv(files.places);
  const postalFile = readTsv(files.postalCodes);
  const digest = createHash("sha256").update(placeFile.digest).update(postalFile.digest).digest("hex");
  const { rows } = await q.query("select digest from gazetteer_data where name = 'places'");
  if ((rows[0] as { digest?: string } | undefined)?.digest === digest) return false;

  await q.query("truncate place_names, postal_codes, places");
  const placeRows: unknown[][] = [];
  const nameRows: unknown[][] = [];
  for (const r of placeFile.rows) {
    const population = Number(r.population);
    placeRows.push([
      r.id,
      r.name,
      searchKey(r.name),
      orNull(r.region),
      orNull(r.region_code),
      r.country,
      r.country_code,
      Number(r.lat),
      Number(r.lng),
      population,
      orNull(r.time_zone),
    ]);
    const keys = new Set([searchKey(r.name), nameKey(r.name), ...r.keys.split("|").filter(Boolean)]);
    for (const key of keys) if (key) nameRows.push([key, r.id, population, r.country_code]);
  }
  await insertColumns(
    q,
    "places",
    [
      ["id", "text"],
      ["name", "text"],
      ["search_key", "text"],
      ["region", "text"],
      ["region_code", "text"],
      ["country", "text"],
      ["country_code", "text"],
      ["lat", "float8"],
      ["lng", "float8"],
      ["population", "int4"],
      ["time_zone", "text"],
    ],
    placeRows,
    checkpoints,
  );
  await insertColumns(
    q,
    "place_names",
    [
      ["key", "text"],
      ["place_id", "text"],
      ["population", "int4"],
      ["country_code", "text"],
    ],
    nameRows,
    checkpoints,
  );
  await insertColumns(
    q,
    "postal_codes",
    [
      ["country_code", "text"],
      ["code", "text"],
      ["place_id", "text"],
      ["lat", "float8"],
      ["lng", "float8"],
    ],
    postalFile.rows.map((r) => [r.country_code, r.code, r.place_id, Number(r.lat), Number(r.lng)]),
    checkpoints,
  );
  await q.query(
    `insert into gazetteer_data (name, digest) values ('places', $1)
     on conflict (name) do update set digest = excluded.digest, loaded_at = now()`,
    [digest],
  );
  await q.query("analyze places");
  await q.query("analyze place_names");
  await q.query("analyze postal_codes");
  return true;
}
