// Caches of database reads kept honest by the database's announcements: every instance hears a change
// on a channel, whoever made it (a write's own instance before the write's answer goes out:
// lib/caught-up.ts), and nothing is held or served while announcements may be missed (the
// notification connection is down). The session cache, Find Work's pages and taskers' free times
// are built on it.
import type { FastifyInstance } from "fastify";
import type { Database } from "../db/connect";
import { TtlCache } from "./ttl-cache";

/** A value read to be held, until `expiresBy` (ms since the epoch) at the latest. */
export interface Read<V> {
  value: V;
  expiresBy?: number;
}

/** Values held while announcements arrive; subclasses decide what each announcement forgets. */
export class AnnouncedCache<V> {
  protected readonly entries: TtlCache<V>;
  private listening = false;

  constructor(ttlMs: number, maxEntries: number) {
    this.entries = new TtlCache<V>(ttlMs, maxEntries);
  }

  get(key: string): V | undefined {
    return this.listening ? this.entries.get(key) : undefined;
  }

  /**
   * The held value, else `read()`'s (null: nothing to hold), kept until `expiresBy` at the latest
   * unless something was forgotten while it was read.
   */
  async getOrRead(key: string, read: () => Promise<Read<V>>): Promise<V>;
  async getOrRead(key: string, read: () => Promise<Read<V> | null>): Promise<V | undefined>;
  async getOrRead(key: string, read: () => Promise<Read<V> | null>): Promise<V | undefined> {
    const held = this.get(key);
    if (held !== undefined) return held;
    const readAt = this.entries.epoch;
    const fresh = await read();
    if (fresh && this.listening) this.entries.set(key, fresh.value, readAt, fresh.expiresBy);
    return fresh?.value;
  }

  /** Announcements arrive (true) or may be missed (false): either way, what is held is forgotten. */
  setListening(listening: boolean): void {
    this.listening = listening;
    this.entries.clear();
  }
}

/** Subscribes `caches` to `channel` once the app is ready (`hear` gets each payload). */
export function keepAnnounced(
  app: FastifyInstance,
  database: Database,
  channel: string,
  caches: AnnouncedCache<unknown>[],
  hear: (payload: string) => void,
): void {
  app.addHook("onReady", async () => {
    await database.listen(channel, hear);
    watchAnnouncements(database, (up) => caches.forEach((cache) => cache.setListening(up)));
  });
}

/** Tells `onState` now, and on every change, whether the database's announcements arrive. */
export function watchAnnouncements(database: Database, onState: (arriving: boolean) => void): void {
  const notifications = database.notifications;
  // Without a notification connection (the embedded database) announcements never drop.
  onState(notifications ? notifications.isUp() : true);
  notifications?.onChange(onState);
}
