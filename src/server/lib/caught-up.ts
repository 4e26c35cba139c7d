// A write's answer goes out only once this instance has heard what the write announced. The caches
// that hold database reads in memory (lib/announced-cache.ts, the tasker caches) forget on the
// database's announcements, which arrive a moment after the change commits; the database delivers
// announcements in commit order, so after a successful write this instance announces a marker of
// its own on taskly_caught_up and holds the answer until the marker comes back. Whoever wrote then
// never reads, on this instance, a cached value their write changed, whatever it was (another
// user's Find Work page, a tasker's free times). Other instances hear the same within moments.
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { Database } from "../db/connect";
import { watchAnnouncements } from "./announced-cache";

const CAUGHT_UP_CHANNEL = "taskly_caught_up";
const READS = new Set(["GET", "HEAD", "OPTIONS"]);
/** A marker that does not come back in this time is given up on (the answer goes out). */
const MAX_WAIT_MS = 2000;

export function registerCaughtUpWrites(app: FastifyInstance, database: Database): void {
  const instance = randomUUID();
  let sent = 0;
  const waiting = new Map<number, () => void>();
  let listening = false;

  app.addHook("onReady", async () => {
    await database.listen(CAUGHT_UP_CHANNEL, (payload) => {
      const [from, marker] = payload.split(":");
      if (from !== instance) return;
      // Markers come back in the order they were sent: every one up to this has been heard.
      for (const [n, heard] of waiting) if (n <= Number(marker)) heard();
    });
    // While announcements are not arriving, no cache holds anything: there is nothing to wait for.
    watchAnnouncements(database, (up) => (listening = up));
  });

  app.addHook("onSend", async (request, reply, payload) => {
    if (READS.has(request.method) || reply.statusCode >= 400 || !listening) return payload;
    const marker = ++sent;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const heard = new Promise<void>((resolve) => {
      waiting.set(marker, resolve);
      timer = setTimeout(resolve, MAX_WAIT_MS);
    });
    try {
      await database.db.execute(sql`select pg_notify(${CAUGHT_UP_CHANNEL}, ${`${instance}:${marker}`})`);
      await heard;
    } catch {
      // The database is unreachable: the notification connection drops too, and every cache with it.
    } finally {
      clearTimeout(timer);
      waiting.delete(marker);
    }
    return payload;
  });
}
