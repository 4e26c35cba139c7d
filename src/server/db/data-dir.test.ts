import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { DataDirError, checkDataDirState, lockDataDir, markDataDirReady, pgliteDir } from "./data-dir";

const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "taskly-datadir-"));
  dirs.push(dir);
  return dir;
};
afterEach(() => dirs.splice(0).forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

describe("the PGlite data directory", () => {
  it("is locked against a second live process with a clear message", async () => {
    const dir = tempDir();
    const other = spawn(process.execPath, ["-e", "setTimeout(() => {}, 10000)"]);
    try {
      fs.writeFileSync(path.join(dir, "taskly.lock"), String(other.pid));
      expect(() => lockDataDir(dir)).toThrow(DataDirError);
      expect(() => lockDataDir(dir)).toThrow(/in use by another taskly process \(pid \d+\)/);
    } finally {
      other.kill();
    }
  });

  it("takes over a stale lock left by a process that died, and releases it", () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, "taskly.lock"), "999999");
    const release = lockDataDir(dir);
    expect(fs.readFileSync(path.join(dir, "taskly.lock"), "utf8")).toBe(String(process.pid));
    release();
    expect(fs.existsSync(path.join(dir, "taskly.lock"))).toBe(false);
  });

  it("tells a new directory, a ready one, and a half-initialised one apart", () => {
    const dir = tempDir();
    expect(checkDataDirState(dir)).toBe("new");
    fs.mkdirSync(pgliteDir(dir), { recursive: true });
    fs.writeFileSync(path.join(pgliteDir(dir), "PG_VERSION"), "17");
    expect(() => checkDataDirState(dir)).toThrow(/half-initialised by an interrupted first start/);
    markDataDirReady(dir);
    expect(checkDataDirState(dir)).toBe("ready");
  });
});
