import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { DataDirError, checkDataDirState, lockDataDir, markDataDirReady, pgliteDir } from "./data-dir";

const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "taskly-datadir-"));
  dirs.push(dir);
  return dir;
};
afterEach(() => dirs.splice(0).forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

/** A separate process holding the lock of `dir`, as a running server does. */
async function lockInAnotherProcess(dir: string): Promise<ChildProcess> {
  const code =
    `import("./src/server/db/data-dir.ts").then((m) => m.lockDataDir(${JSON.stringify(dir)}))` +
    `.then(() => { console.log("locked"); setInterval(() => {}, 1000); })`;
  const child = spawn(process.execPath, ["--import", "tsx", "-e", code], { stdio: ["ignore", "pipe", "inherit"] });
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on("data", (chunk) => String(chunk).includes("locked") && resolve());
    child.on("exit", (exitCode) => reject(new Error(`the locking process exited with ${exitCode}`)));
  });
  return child;
}

describe("the PGlite data directory", () => {
  it("is locked against a second live process with a clear message", async () => {
    const dir = tempDir();
    const other = await lockInAnotherProcess(dir);
    try {
      await expect(lockDataDir(dir)).rejects.toThrow(DataDirError);
      await expect(lockDataDir(dir)).rejects.toThrow(`in use by another taskly process (pid ${other.pid})`);
    } finally {
      other.kill("SIGKILL");
    }
  });

  it("takes over at once the lock of a process that was killed, and releases it", async () => {
    const dir = tempDir();
    const other = await lockInAnotherProcess(dir);
    other.kill("SIGKILL");
    await new Promise((resolve) => other.once("exit", resolve));
    expect(fs.existsSync(path.join(dir, "taskly.lock"))).toBe(true);
    const release = await lockDataDir(dir);
    await expect(lockDataDir(dir)).rejects.toThrow(`in use by another taskly process (pid ${process.pid})`);
    release();
    await vi.waitFor(() => expect(fs.existsSync(path.join(dir, "taskly.lock"))).toBe(false));
  });

  it("is not fooled by an old lock file naming a live unrelated process", async () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, "taskly.lock"), "1");
    const release = await lockDataDir(dir);
    release();
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
