// PGlite keeps one process per data directory. A lock file guards it, and a marker written after
// the first complete start tells a half-initialised directory from a good one.
import fs from "node:fs";
import path from "node:path";

export class DataDirError extends Error {}

const LOCK = "taskly.lock";
const READY = "taskly.initialized";

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** Takes the lock; returns a release function. Throws DataDirError when another process holds it. */
export function lockDataDir(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, LOCK);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockPath, String(process.pid), { flag: "wx" });
      let released = false;
      return () => {
        if (released) return;
        released = true;
        fs.rmSync(lockPath, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const pid = Number(fs.readFileSync(lockPath, "utf8").trim());
      if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && processAlive(pid)) {
        throw new DataDirError(
          `The data directory ${dataDir} is in use by another taskly process (pid ${pid}). ` +
            "PGlite allows one process per data directory: stop that process, or set DATA_DIR to another directory.",
        );
      }
      fs.rmSync(lockPath, { force: true }); // stale lock from a process that died
    }
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
