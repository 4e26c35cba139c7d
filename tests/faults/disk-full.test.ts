// A disk that fills up while the server runs (a tmpfs of its own, filled with a file): writes that
// need space answer 503 with a clear message, never 500; nothing answered 503 is stored; every write
// answered 201 before and after survives a restart once space is freed.
import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { queryRows, type Row } from "../../src/server/db/query";
import { freePort, preparePgliteDataDir, startServer, type ServerProcess } from "./server-process";

const canMount = process.getuid?.() === 0 && spawnSync("which", ["mount"]).status === 0;
const root = fs.mkdtempSync(path.join(os.tmpdir(), "taskly-disk-"));
let server: ServerProcess | undefined;
const DISK_FULL = "The server is out of disk space, so nothing was saved. Please try again later.";
/** How many times a request is made while the server answers a busy 503 with Retry-After. */
const PATIENCE = 20;

/** A request as a patient client makes it: a 503 with Retry-After that is not about the disk (the
 *  server still warming up on a busy machine) is made again after the wait it names. */
async function patiently(
  url: string,
  init: RequestInit,
): Promise<{ response: Response; body: Record<string, unknown> }> {
  for (let attempt = 1; ; attempt++) {
    const response = await fetch(url, init);
    const body = (await response.json()) as Record<string, unknown>;
    const wait = Number(response.headers.get("retry-after"));
    const busy = response.status === 503 && body.message !== DISK_FULL && wait > 0;
    if (!busy || attempt >= PATIENCE) return { response, body };
    await new Promise((resolve) => setTimeout(resolve, wait * 1000));
  }
}
afterAll(() => {
  server?.child.kill("SIGKILL");
  spawnSync("umount", ["-l", root]);
  fs.rmSync(root, { recursive: true, force: true });
});

describe("a disk that fills up while the server runs", () => {
  it.skipIf(!canMount)(
    "answers 503 to writes that need space, loses nothing acknowledged, and recovers",
    { timeout: 300_000 },
    async () => {
      // Room for the migrated data directory (about 150 MB with the gazetteer) and the 128 MB the server
      // wants free to start.
      expect(spawnSync("mount", ["-t", "tmpfs", "-o", "size=512m", "tmpfs", root]).status).toBe(0);
      const dataDir = path.join(root, "data");
      let categoryId = "";
      await preparePgliteDataDir(dataDir, async (database) => {
        const [row] = await queryRows<Row>(
          database.db,
          sql`insert into service_categories (name) values ('Plumbing') returning id`,
        );
        categoryId = String(row!.id);
      });
      const port = await freePort();
      server = startServer({ port, env: { DATA_DIR: dataDir } });
      await server.running;
      const base = `http://127.0.0.1:${port}`;
      const { response: register, body: registered } = await patiently(`${base}/api/auth/register`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          firstName: "Disk",
          lastName: "Full",
          email: "disk@example.com",
          password: "correct-horse-battery",
          userType: "customer",
        }),
      });
      expect(register.status, JSON.stringify(registered)).toBe(201);
      const cookie = /taskly_session=[^;]+/.exec(register.headers.get("set-cookie") ?? "")![0];
      const postTask = (i: number) =>
        patiently(`${base}/api/tasks`, {
          method: "POST",
          headers: { "content-type": "application/json", cookie },
          body: JSON.stringify({
            categoryId,
            title: `Task ${i}`,
            description: randomBytes(1500).toString("hex"),
            location: "Springfield",
            scheduledDate: new Date(Date.now() + 7 * 86_400_000).toISOString(),
          }),
        });
      const acknowledged: string[] = [];
      const first = await postTask(0);
      expect(first.response.status, JSON.stringify(first.body)).toBe(201);
      acknowledged.push(String(first.body.id));

      const filler = path.join(root, "filler");
      spawnSync("dd", ["if=/dev/zero", `of=${filler}`, "bs=1M"]);
      const statuses = new Set<number>();
      let refusal = "";
      for (let i = 1; i <= 300 && !statuses.has(503); i++) {
        const { response, body } = await postTask(i);
        statuses.add(response.status);
        if (response.status === 201) acknowledged.push(String(body.id));
        if (response.status === 503) refusal = String(body.message);
      }
      expect([...statuses].filter((status) => status !== 201 && status !== 503)).toEqual([]);
      expect(statuses.has(503)).toBe(true);
      expect(refusal).toBe(DISK_FULL);

      fs.rmSync(filler);
      const after = await postTask(1000);
      expect(after.response.status, JSON.stringify(after.body)).toBe(201);
      acknowledged.push(String(after.body.id));

      server.child.kill("SIGTERM");
      expect(await server.exited).toBe(0);
      server = startServer({ port, env: { DATA_DIR: dataDir } });
      await server.running;
      const mine = await patiently(`${base}/api/tasks/mine`, { headers: { cookie } });
      expect(mine.response.status, JSON.stringify(mine.body)).toBe(200);
      const ids = (mine.body as unknown as { id: string }[]).map((task) => task.id).sort();
      expect(ids).toEqual([...acknowledged].sort());
    },
  );
});
