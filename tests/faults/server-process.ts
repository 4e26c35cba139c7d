// Real taskly server processes for fault tests: src/server/main.ts through tsx, either directly,
// under the npm start wrapper (scripts/start.mjs with TASKLY_SERVER_ENTRY) or under `npm start`
// itself, on a free port.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, mkdirSync, readFileSync } from "node:fs";
import { createConnection, createServer } from "node:net";
import { openPglite, type Database } from "../../src/server/db/connect";
import { markDataDirReady, pgliteDir } from "../../src/server/db/data-dir";
import { runMigrations } from "../../src/server/db/migrate";

export const SERVER_ENTRY = "src/server/main.ts";

export interface ServerProcess {
  child: ChildProcess;
  port: number;
  /** Everything the process wrote to stdout and stderr so far. */
  output(): string;
  /** Resolves with the exit code (128 + n for a signal, as a shell reports it). */
  exited: Promise<number>;
  /** Resolves once the server says it is running; rejects if it exits first. */
  running: Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

const SIGNAL_NUMBERS: Record<string, number> = { SIGINT: 2, SIGKILL: 9, SIGTERM: 15 };

export function startServer(options: {
  port: number;
  env: Record<string, string>;
  /** Under scripts/start.mjs, or under `npm start` (npm, its shell if any, start.mjs, the server). */
  wrapper?: boolean | "npm";
}): ServerProcess {
  const [command, args] =
    options.wrapper === "npm"
      ? ["npm", ["start"]]
      : [process.execPath, options.wrapper ? ["scripts/start.mjs"] : ["--import", "tsx", SERVER_ENTRY]];
  const { DATABASE_URL: _shared, ...inherited } = process.env; // PGlite unless the test names a database
  const child = spawn(command, args, {
    stdio: ["ignore", "pipe", "pipe"],
    env: {
      ...inherited,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(options.port),
      LOG_LEVEL: "warn",
      SEED_DEMO_DATA: "false",
      // The tests sign every account up from this one address.
      SIGN_UPS_PER_ADDRESS: "100000",
      TASKLY_SERVER_ENTRY: SERVER_ENTRY,
      ...options.env,
    },
  });
  let text = "";
  child.stdout!.on("data", (chunk) => (text += String(chunk)));
  child.stderr!.on("data", (chunk) => (text += String(chunk)));
  const exited = new Promise<number>((resolve) => {
    child.on("exit", (code, signal) => resolve(signal ? 128 + (SIGNAL_NUMBERS[signal] ?? 0) : (code ?? 1)));
  });
  const running = new Promise<void>((resolve, reject) => {
    child.stdout!.on("data", () => text.includes("taskly is running") && resolve());
    exited.then((code) => reject(new Error(`the server exited with ${code} before running:\n${text}`))).catch(reject);
  });
  running.catch(() => undefined);
  return { child, port: options.port, output: () => text, exited, running };
}

/** True while `pid` runs (a zombie waiting for its reaper counts as gone). */
export function processAlive(pid: number): boolean {
  const stat = `/proc/${pid}/stat`;
  if (existsSync("/proc/self/stat")) return existsSync(stat) && !/^\d+ \(.*\) Z/.test(readFileSync(stat, "utf8"));
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** The pids of `pid`'s child processes. */
export function childPids(pid: number): number[] {
  const result = spawnSync("pgrep", ["-P", String(pid)], { encoding: "utf8" });
  return result.stdout.split("\n").filter(Boolean).map(Number);
}

/** `pid`'s descendants, parents before their children. */
export function descendantPids(pid: number): number[] {
  return childPids(pid).flatMap((child) => [child, ...descendantPids(child)]);
}

/** The command line of a running process (Linux). */
export function commandLine(pid: number): string {
  return readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0").join(" ").trim();
}

export function portAcceptsConnections(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ port, host: "127.0.0.1" });
    socket.on("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.on("error", () => resolve(false));
  });
}

export async function waitUntil(
  condition: () => boolean | Promise<boolean>,
  timeoutMs: number,
  what: string,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * A migrated PGlite data directory ready for a server (a fresh PGlite takes tens of seconds to
 * initialise on a busy machine; tests copy this one instead). `prepare` may add rows first.
 */
export async function preparePgliteDataDir(
  dataDir: string,
  prepare?: (database: Database) => Promise<void>,
): Promise<void> {
  mkdirSync(dataDir, { recursive: true });
  const database = await openPglite(pgliteDir(dataDir));
  try {
    await runMigrations(database);
    await prepare?.(database);
  } finally {
    await database.close();
  }
  markDataDirReady(dataDir);
}
