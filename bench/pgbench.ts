// The write reference: pgbench's TPC-B-like transaction on the same PostgreSQL server, in a scratch
// database of its own (initialised once at BENCH_PGBENCH_SCALE, default 10, and reused), run here
// at the bench's connections with 2 threads. A write scenario is read as a share of its tps.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import pg from "pg";

const SCALE = Number(process.env.BENCH_PGBENCH_SCALE ?? 10);

function pgbenchPath(): string | null {
  const found = spawnSync("sh", ["-c", "command -v pgbench"], { encoding: "utf8" }).stdout.trim();
  if (found) return found;
  const known = "/usr/lib/postgresql/15/bin/pgbench";
  return fs.existsSync(known) ? known : null;
}

/** TPC-B transactions per second, or null when pgbench is not installed. */
export async function pgbenchTps(
  serverUrl: string,
  database: string,
  clients: number,
  seconds: number,
  log: (line: string) => void,
): Promise<number | null> {
  const pgbench = pgbenchPath();
  if (!pgbench) {
    log("pgbench not found: booking creation is reported without its write reference");
    return null;
  }
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  const exists = (await admin.query("select 1 from pg_database where datname = $1", [database])).rowCount === 1;
  if (!exists) await admin.query(`CREATE DATABASE ${database}`);
  await admin.end();
  const scratch = new pg.Client({ connectionString: url.toString() });
  await scratch.connect();
  const branches = await scratch
    .query<{ n: number }>("select count(*)::int as n from pgbench_branches")
    .then((r) => r.rows[0].n)
    .catch(() => 0);
  await scratch.end();
  if (branches !== SCALE) {
    log(`pgbench: initialising ${database} at scale ${SCALE}`);
    const init = spawnSync(pgbench, ["-i", "-q", "-s", String(SCALE), url.toString()], { encoding: "utf8" });
    if (init.status !== 0) throw new Error(`pgbench -i failed: ${init.stderr}`);
  }
  const run = spawnSync(pgbench, ["-n", "-c", String(clients), "-j", "2", "-T", String(seconds), url.toString()], {
    encoding: "utf8",
  });
  const tps = /tps = ([\d.]+)/.exec(run.stdout);
  if (run.status !== 0 || !tps) throw new Error(`pgbench failed: ${run.stderr}`);
  return Number(tps[1]);
}
