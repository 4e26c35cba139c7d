// PGlite keeps one process per data directory. A lock guards it, and a marker written after the
// first complete start tells a half-initialised directory from a good one.
//
// The lock is a Unix socket, DATA_DIR/taskly.lock, that the owning process listens on: the kernel
// closes it when that process dies in any way (kill -9 included), so a newcomer that finds the file
// but cannot connect takes it over at once, and one that can connect knows a live taskly holds it.
// A pid file could not tell a dead owner from an unrelated process that reused the pid.
import fs from "node:fs";
import net from "node:net";
import path from "node:path";

export class DataDirError extends Error {}

const LOCK = "taskly.lock";
const READY = "taskly.initialized";
/** sun_path holds 108 bytes on Linux, 104 on macOS; longer paths would be silently cut. */
const MAX_SOCKET_PATH = 100;
const PROBE_TIMEOUT_MS = 1000;
const TAKEOVER_SETTLE_MS = 200;

function socketPath(lockPath: string, dataDir: string): string {
  if (Buffer.byteLength(lockPath) <= MAX_SOCKET_PATH) return lockPath;
  const relative = path.relative(process.cwd(), lockPath);
  if (Buffer.byteLength(relative) <= MAX_SOCKET_PATH) return relative;
  throw new DataDirError(
    `The data directory path ${dataDir} is too long for its lock socket (${MAX_SOCKET_PATH} bytes at most): ` +
      "set DATA_DIR to a shorter path.",
  );
}

function listenOn(where: string): Promise<net.Server | NodeJS.ErrnoException> {
  return new Promise((resolve) => {
    const server = net.createServer((socket) => socket.end(`${process.pid}\n`));
    server.once("error", (error: NodeJS.ErrnoException) => resolve(error));
    server.listen(where, () => resolve(server));
  });
}

/** The owner's pid ("?" when it accepted but did not answer yet), or null when nobody listens. */
function probeOwner(where: string): Promise<string | null> {
  return new Promise((resolve) => {
    const socket = net.connect(where);
    let connected = false;
    let answer = "";
    const done = (owner: string | null) => {
      socket.destroy();
      resolve(owner);
    };
    socket.setTimeout(PROBE_TIMEOUT_MS, () => done(connected ? answer.trim() || "?" : null));
    socket.on("connect", () => (connected = true));
    socket.on("data", (chunk) => (answer += String(chunk)));
    socket.on("end", () => done(answer.trim() || "?"));
    socket.on("error", () => done(connected ? answer.trim() || "?" : null));
  });
}

/** After taking over a dead owner's lock: true when no simultaneous newcomer removed our socket file. */
async function stillOurs(where: string): Promise<boolean> {
  const inode = fs.statSync(where).ino;
  await new Promise((resolve) => setTimeout(resolve, TAKEOVER_SETTLE_MS));
  try {
    return fs.statSync(where).ino === inode;
  } catch {
    return false;
  }
}

/** Takes the lock; resolves to a release function. Throws DataDirError when a live taskly process holds it. */
export async function lockDataDir(dataDir: string): Promise<() => void> {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, LOCK);
  const where = socketPath(lockPath, dataDir);
  for (let attempt = 0; attempt < 3; attempt++) {
    const listened = await listenOn(where);
    if (listened instanceof net.Server) {
      listened.unref(); // the lock never keeps the process alive by itself
      if (attempt > 0 && !(await stillOurs(where))) {
        listened.close();
        continue; // another process took the dead owner's lock at the same moment and removed ours
      }
      let released = false;
      return () => {
        if (released) return;
        released = true;
        listened.close(); // removes the socket file
      };
    }
    if (listened.code !== "EADDRINUSE") {
      throw new DataDirError(`Could not create the lock ${lockPath} (${listened.code ?? listened.message}).`);
    }
    const owner = await probeOwner(where);
    if (owner !== null) {
      throw new DataDirError(
        `The data directory ${dataDir} is in use by another taskly process (pid ${owner}). ` +
          "PGlite allows one process per data directory: stop that process, or set DATA_DIR to another directory.",
      );
    }
    fs.rmSync(lockPath, { force: true }); // left by a process that died (or an old pid file)
  }
  throw new DataDirError(`Could not lock the data directory ${dataDir}.`);
}

export function pgliteDir(dataDir: string): string {
  return path.join(dataDir, "pgdata");
}

/** Refuses a directory whose first start was interrupted before it finished. */
export function checkDataDirState(dataDir: string): "new" | "ready" {
  const ready = fs.existsSync(path.join(dataDir, READY));
  const hasData = fs.existsSync(pgliteDir(dataDir)) && fs.readdirSync(pgliteDir(dataDir)).length > 0;
  if (ready) return "ready";
  if (hasData) {
    throw new DataDirError(
      `The data directory ${dataDir} was left half-initialised by an interrupted first start ` +
        `and will not be used. Remove it to start again with fresh demo data: rm -rf "${dataDir}"`,
    );
  }
  return "new";
}

export function markDataDirReady(dataDir: string): void {
  fs.writeFileSync(path.join(dataDir, READY), new Date().toISOString());
}
