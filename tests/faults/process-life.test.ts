// npm start (scripts/start.mjs) and the server share their fate: a killed server makes npm start exit
// non-zero, a killed npm start takes its server down (port and data-dir lock freed), SIGTERM or
// SIGINT to any process of the `npm start` tree stops the server cleanly, a stale lock never blocks a
// start, and a read-only or full data directory stops start-up with a clear message.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import {
  childPids,
  commandLine,
  descendantPids,
  freePort,
  portAcceptsConnections,
  preparePgliteDataDir,
  processAlive,
  startServer,
  waitUntil,
  type ServerProcess,
} from "./server-process";

const dirs: string[] = [];
const mounts: string[] = [];
const servers: ServerProcess[] = [];

function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "taskly-life-"));
  dirs.push(dir);
  return dir;
}

let template = "";
beforeAll(async () => {
  template = tempDir();
  await preparePgliteDataDir(template);
});
/** A data directory of its own, already migrated. */
function dataDirCopy(): string {
  const dir = tempDir();
  fs.cpSync(template, dir, { recursive: true });
  return dir;
}

/** A tmpfs of its own at a new directory (e.g. "size=8m" or "size=1m,ro"); null when mounting is refused. */
function mountTmpfs(options: string): string | null {
  const dir = tempDir();
  const result = spawnSync("mount", ["-t", "tmpfs", "-o", options, "tmpfs", dir], { encoding: "utf8" });
  if (result.status !== 0) return null;
  mounts.push(dir);
  return dir;
}
const canMount = process.getuid?.() === 0 && spawnSync("which", ["mount"]).status === 0;

async function startWrapper(dataDir: string, wrapper: true | "npm" = true): Promise<ServerProcess> {
  const server = startServer({ port: await freePort(), env: { DATA_DIR: dataDir }, wrapper });
  servers.push(server);
  return server;
}

/** Server processes seen under a wrapper: killed after each test if still alive (an orphan on failure). */
const serverPids: number[] = [];

/** The server process under a running wrapper. */
function serverPidOf(wrapper: ServerProcess): number {
  const [pid] = childPids(wrapper.child.pid!);
  expect(pid).toBeGreaterThan(0);
  serverPids.push(pid!);
  return pid!;
}

/** The start.mjs and server processes of a running `npm start` (npm may run start.mjs through a shell). */
function npmTree(npm: ServerProcess): { startScript: number; server: number } {
  const startScript = descendantPids(npm.child.pid!).find((pid) => commandLine(pid).includes("scripts/start.mjs"));
  expect(startScript).toBeGreaterThan(0);
  const [server] = childPids(startScript!);
  expect(server).toBeGreaterThan(0);
  serverPids.push(startScript!, server!);
  return { startScript: startScript!, server: server! };
}

afterEach(() => {
  for (const pid of serverPids.splice(0)) if (processAlive(pid)) process.kill(pid, "SIGKILL");
  for (const server of servers.splice(0)) {
    for (const pid of descendantPids(server.child.pid!)) process.kill(pid, "SIGKILL");
    server.child.kill("SIGKILL");
  }
});
afterAll(() => {
  for (const dir of mounts.splice(0)) spawnSync("umount", ["-l", dir]);
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe("npm start and the server process", () => {
  it("exits 137 when the server is killed with SIGKILL, and refuses a second server on the same data", async () => {
    const dataDir = dataDirCopy();
    const wrapper = await startWrapper(dataDir);
    await wrapper.running;

    const second = await startWrapper(dataDir);
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain(`The data directory ${dataDir} is in use by another taskly process`);

    process.kill(serverPidOf(wrapper), "SIGKILL");
    expect(await wrapper.exited).toBe(137);
  });

  it("leaves no server behind when npm start itself is killed with SIGKILL; the next start takes over", async () => {
    const dataDir = dataDirCopy();
    const wrapper = await startWrapper(dataDir);
    await wrapper.running;
    const serverPid = serverPidOf(wrapper);

    wrapper.child.kill("SIGKILL");
    await waitUntil(() => !processAlive(serverPid), 10_000, "the orphaned server stops");
    expect(wrapper.output()).toContain("The parent process exited: closing the database and stopping.");
    expect(await portAcceptsConnections(wrapper.port)).toBe(false);
    expect(fs.existsSync(path.join(dataDir, "taskly.lock"))).toBe(false);

    const next = await startWrapper(dataDir);
    await next.running;
    next.child.kill("SIGTERM");
    expect(await next.exited).toBe(0);
    expect(next.output()).toContain("SIGTERM received: closing the database and stopping.");
  });

  it("stops cleanly on SIGTERM or SIGINT to npm, start.mjs or the server, or SIGKILL to npm; the next start takes the lock", async () => {
    const dataDir = dataDirCopy();
    const cases = [
      { signal: "SIGTERM", to: "npm" },
      { signal: "SIGTERM", to: "startScript" },
      { signal: "SIGINT", to: "npm" },
      { signal: "SIGINT", to: "startScript" },
      { signal: "SIGTERM", to: "server" },
      // npm itself gone without passing anything on: start.mjs sees its parent go and stops the server.
      { signal: "SIGKILL", to: "npm" },
    ] as const;
    let npm = await startWrapper(dataDir, "npm");
    await npm.running;
    for (const { signal, to } of cases) {
      const what = `${signal} to ${to === "startScript" ? "start.mjs" : to}`;
      const tree = npmTree(npm);
      process.kill(to === "npm" ? npm.child.pid! : tree[to], signal);
      await waitUntil(() => !processAlive(tree.server), 20_000, `the server stops after ${what}`);
      const received = signal === "SIGKILL" ? "SIGTERM" : signal;
      expect(npm.output(), what).toContain(`${received} received: closing the database and stopping.`);
      expect(await portAcceptsConnections(npm.port), what).toBe(false);
      expect(fs.existsSync(path.join(dataDir, "taskly.lock")), what).toBe(false);
      expect(await npm.exited, what).toBe(signal === "SIGKILL" ? 137 : 0);
      // start.mjs exits once the server has: a moment after the lock is gone.
      await waitUntil(() => !processAlive(tree.startScript), 10_000, `start.mjs exits after ${what}`);

      // The next start takes the data directory over (it would be refused while the lock is held).
      npm = await startWrapper(dataDir, "npm");
      await npm.running;
    }
    expect(await portAcceptsConnections(npm.port)).toBe(true);
  }, 600_000); // seven starts of a server

  it("is not blocked by a lock file naming an unrelated live process", async () => {
    const dataDir = dataDirCopy();
    fs.writeFileSync(path.join(dataDir, "taskly.lock"), "1");
    const wrapper = await startWrapper(dataDir);
    await wrapper.running;
    wrapper.child.kill("SIGINT");
    expect(await wrapper.exited).toBe(0);
  });

  it.skipIf(!canMount)("stops with a message naming a read-only data directory", async () => {
    const dataDir = mountTmpfs("size=1m,ro");
    expect(dataDir).not.toBeNull();
    const wrapper = await startWrapper(dataDir!);
    expect(await wrapper.exited).toBe(1);
    expect(wrapper.output()).toContain(`taskly could not start: The data directory ${dataDir} is read-only (EROFS)`);
  });

  it.skipIf(!canMount)("stops with a message naming a full disk", async () => {
    const dataDir = mountTmpfs("size=4m");
    expect(dataDir).not.toBeNull();
    fs.mkdirSync(path.join(dataDir!, "data"));
    const filler = spawnSync("dd", ["if=/dev/zero", `of=${path.join(dataDir!, "filler")}`, "bs=64k"], {
      encoding: "utf8",
    });
    expect(filler.stderr).toContain("No space left on device");
    const wrapper = await startWrapper(path.join(dataDir!, "data"));
    expect(await wrapper.exited).toBe(1);
    expect(wrapper.output()).toContain(
      `taskly could not start: The disk holding the data directory ${path.join(dataDir!, "data")} is full`,
    );
  });
});
