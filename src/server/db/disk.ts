// The disk under the data: a start-up check that DATA_DIR is writable and has room (before PGlite
// opens it, whose own failures there are opaque). Out-of-space errors at run time: errors.ts.
import fs from "node:fs";
import path from "node:path";
import { DataDirError } from "./data-dir";
import { NO_SPACE_CODES } from "./errors";

/** Room for a fresh database with the demo data (about 60 MB) and some growth. */
export const MIN_FREE_BYTES = 128 * 1024 * 1024;

const READ_ONLY_CODES = new Set(["EROFS", "EACCES", "EPERM"]);

const megabytes = (bytes: number) => `${Math.floor(bytes / (1024 * 1024))} MB`;

function readOnly(dir: string, code: string): DataDirError {
  return new DataDirError(
    `The data directory ${dir} is read-only (${code}): taskly cannot write its database there. ` +
      "Make it writable for this user, or set DATA_DIR to a writable directory.",
  );
}

function diskFull(dir: string, free: number): DataDirError {
  return new DataDirError(
    `The disk holding the data directory ${dir} is full: ${megabytes(free)} free, taskly needs at least ` +
      `${megabytes(MIN_FREE_BYTES)}. Free some space, or set DATA_DIR to a directory on another disk.`,
  );
}

/** Free bytes for this user on the file system holding `dir`. */
export function freeBytes(dir: string): number {
  const stats = fs.statfsSync(dir);
  return stats.bavail * stats.bsize;
}

/** Throws a DataDirError naming the problem and the path when `dir` is read-only or (nearly) full. */
export function checkDataDirWritable(dir: string): void {
  const probe = path.join(dir, `.taskly-write-check-${process.pid}`);
  try {
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(probe, "taskly");
    fs.rmSync(probe, { force: true });
  } catch (error) {
    fs.rmSync(probe, { force: true });
    const code = (error as NodeJS.ErrnoException).code ?? "";
    if (READ_ONLY_CODES.has(code)) throw readOnly(dir, code);
    if (NO_SPACE_CODES.has(code)) throw diskFull(dir, 0);
    throw error;
  }
  const free = freeBytes(dir);
  if (free < MIN_FREE_BYTES) throw diskFull(dir, free);
}
