// A private PostgreSQL server for fault tests: initdb in a temporary directory, its own port,
// run as the `postgres` system user when the tests run as root (initdb refuses root). Fault tests
// restart, stop and pause this server; they never touch the machine's shared server.
import { execFileSync, spawnSync } from "node:child_process";
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";

export type StopMode = "fast" | "immediate";

export interface PrivatePostgres {
  /** postgres://postgres@127.0.0.1:<port>/postgres */
  url: string;
  port: number;
  /** A URL for another database on this server. */
  urlFor(database: string): string;
  createDatabase(name: string): Promise<string>;
  restart(mode: StopMode): void;
  stop(mode: StopMode): void;
  start(): void;
  /** SIGSTOP every server process: connections hang without an error (a stalled server). */
  pause(): void;
  /** SIGCONT every server process. */
  resume(): void;
  /** Stop the server and remove its directory. */
  close(): void;
}

function binDir(): string {
  const fromEnv = process.env.PG_BIN_DIR;
  if (fromEnv) return fromEnv;
  const root = "/usr/lib/postgresql";
  const versions = existsSync(root) ? readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  for (const version of versions) {
    const dir = path.join(root, version, "bin");
    if (existsSync(path.join(dir, "initdb"))) return dir;
  }
  throw new Error("PostgreSQL server binaries not found (set PG_BIN_DIR to the folder holding initdb and pg_ctl)");
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

function systemUser(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const uid = Number(execFileSync("id", ["-u", "postgres"]).toString().trim());
  const gid = Number(execFileSync("id", ["-g", "postgres"]).toString().trim());
  return { uid, gid };
}

export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const bin = binDir();
  const port = await freePort();
  const root = mkdtempSync(path.join(tmpdir(), "taskly-pg-"));
  const dataDir = path.join(root, "data");
  const user = systemUser();
  if (user) {
    chownSync(root, user.uid, user.gid);
    chmodSync(root, 0o700);
  }
  const run = (command: string, args: string[], allowFailure = false) => {
    const result = spawnSync(path.join(bin, command), args, {
      uid: user?.uid,
      gid: user?.gid,
      encoding: "utf8",
      env: { ...process.env, LC_ALL: "C" },
    });
    if (result.status !== 0 && !allowFailure) {
      throw new Error(`${command} ${args.join(" ")} failed: ${result.stderr || result.stdout}`);
    }
    return result;
  };
  run("initdb", ["-D", dataDir, "-U", "postgres", "--auth=trust", "--no-sync", "-E", "UTF8"]);
  const options = `-p ${port} -k ${root} -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off`;
  const logFile = path.join(root, "server.log");
  const start = () => run("pg_ctl", ["-D", dataDir, "-l", logFile, "-o", options, "-w", "-t", "60", "start"]);
  const stop = (mode: StopMode) => run("pg_ctl", ["-D", dataDir, "-m", mode, "-w", "-t", "60", "stop"], true);
  const signalAll = (signal: "SIGSTOP" | "SIGCONT") => {
    const pidFile = path.join(dataDir, "postmaster.pid");
    if (!existsSync(pidFile)) return;
    const postmaster = readFileSync(pidFile, "utf8").split("\n")[0]!.trim();
    const children = spawnSync("pgrep", ["-P", postmaster], { encoding: "utf8" }).stdout.split("\n").filter(Boolean);
    for (const pid of [postmaster, ...children]) process.kill(Number(pid), signal);
  };
  start();
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  const urlFor = (database: string) => `postgres://postgres@127.0.0.1:${port}/${database}`;
  return {
    url,
    port,
    urlFor,
    async createDatabase(name) {
      if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Bad database name ${name}`);
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        await client.query(`CREATE DATABASE ${name}`);
      } finally {
        await client.end();
      }
      return urlFor(name);
    },
    restart(mode) {
      stop(mode);
      start();
    },
    stop,
    start,
    pause: () => signalAll("SIGSTOP"),
    resume: () => signalAll("SIGCONT"),
    close() {
      try {
        signalAll("SIGCONT");
      } catch {
        // the server may already be down
      }
      stop("immediate");
      rmSync(root, { recursive: true, force: true });
    },
  };
}
