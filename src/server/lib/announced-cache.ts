// Caches of database reads kept honest by the database's announcements: every instance hears a change
// on a channel, whoever made it (a write's own instance before the write's answer goes out:
// lib/caught-up.ts), and nothing is held or served while announcements may be missed (the
// notification connection is down). The session cache, Find Work's pages and taskers' free times
// are built on it.
import type { FastifyInstance } from "fastify";
import type { Database } from "../db/connect";
import { TtlCache } from "./ttl-cache";

/** Values held while announcements arrive; subclasses decide what each announcement forgets. */
export class AnnouncedCache<V> {
  protected readonly entries: TtlCache<V>;
  private listening = false;

  constructor(ttlMs: number, maxEntries: number) {
    this.entries = new TtlCache<V>(ttlMs, maxEntries);
  }

  /** Take this before reading a value to cache, and pass it to `keep`. */
  get epoch(): number {
    return this.entries.epoch;
  }

  get(key: string): V | undefined {
    return this.listening ? this.entries.get(key) : undefined;
  }

  /** Keeps a value (until `expiresBy` at the latest) unless something was forgotten since `readAt`. */
  keep(key: string, value: V, readAt: number, expiresBy = Infinity): void {
    if (this.listening) this.entries.set(key, value, readAt, expiresBy);
  }

  /** Announcements arrive (true) or may be missed (false): either way, what is held is forgotten. */
  setListening(listening: boolean): void {
    this.listening = listening;
    this.entries.clear();
  }
}

/** Subscribes `cache` to `channel` once the app is ready (`hear` gets each payload). */
export function keepAnnounced<V>(
  app: FastifyInstance,
  database: Database,
  channel: string,
  cache: AnnouncedCache<V>,
  hear: (payload: string) => void,
): void {
  app.addHook("onReady", async () => {
    await database.listen(channel, hear);
    const notifications = database.notifications;
    // Without a notification connection (the embedded database) announcements never drop.
    cache.setListening(notifications ? notifications.isUp() : true);
    notifications?.onChange((up) => cache.setListening(up));
  });
}
