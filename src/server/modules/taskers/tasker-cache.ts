// Read caches for public tasker data, kept honest across API instances: the database announces
// every tasker_profiles change on the taskly_tasker_changed channel (migration 0009), and each
// instance drops that tasker's cached profile and every cached search page, search count, review
// page and rendered public page at once. The TTL
// only bounds what no trigger sees (a reply changing the measured response time). After the
// notification connection was down (changes may have gone unheard) the whole cache is dropped.
import type { Database } from "../../db/connect";

export const TASKER_CHANGED_CHANNEL = "taskly_tasker_changed";

export class TtlCache<V> {
  private readonly entries = new Map<string, { value: V; expires: number }>();
  /** Counts the deletions: a value read before one of them may be stale and is not kept. */
  private deletions = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries: number,
  ) {}

  /** Take this before reading the value to cache, and pass it to `set`. */
  get epoch(): number {
    return this.deletions;
  }

  get(key: string): V | undefined {
    const hit = this.entries.get(key);
    if (!hit) return undefined;
    if (hit.expires <= Date.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return hit.value;
  }

  /** Keeps `value` unless something was deleted since `readAt` (a change may have come in meanwhile). */
  set(key: string, value: V, readAt: number): void {
    if (this.ttlMs <= 0 || readAt !== this.deletions) return;
    // Maps iterate in insertion order: the first key is the oldest.
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
    this.entries.set(key, { value, expires: Date.now() + this.ttlMs });
  }

  /** The cached value, else `read()`'s, kept unless a change came in while it was read. */
  async getOrRead(key: string, read: () => Promise<V>): Promise<V> {
    const cached = this.get(key);
    if (cached !== undefined) return cached;
    const readAt = this.deletions;
    const value = await read();
    this.set(key, value, readAt);
    return value;
  }

  delete(key: string): void {
    this.deletions += 1;
    this.entries.delete(key);
  }

  clear(): void {
    this.deletions += 1;
    this.entries.clear();
  }
}

export interface TaskerCaches {
  /** Serialized GET /api/taskers/{id} bodies by profile id: dropped when that tasker changes. */
  profiles: TtlCache<Buffer>;
  /** Search totals by normalized filters. */
  counts: TtlCache<number>;
  /** Serialized search pages by normalized search, cursor included. */
  searchPages: TtlCache<Buffer>;
  /** Serialized review pages by tasker, limit and cursor. */
  reviewPages: TtlCache<Buffer>;
  /**
   * A further cache of what any tasker's change may alter (e.g. rendered public pages): emptied,
   * like the search caches, whenever any tasker changes.
   */
  shared<V>(maxEntries: number): TtlCache<V>;
  /** Starts listening for changes; resolves once subscribed. */
  start(): Promise<void>;
}

export function createTaskerCaches(database: Database, ttlSeconds: number): TaskerCaches {
  const ttlMs = ttlSeconds * 1000;
  const profiles = new TtlCache<Buffer>(ttlMs, 20_000);
  const everyChange: TtlCache<unknown>[] = [];
  const shared = <V>(maxEntries: number): TtlCache<V> => {
    const cache = new TtlCache<V>(ttlMs, maxEntries);
    everyChange.push(cache as TtlCache<unknown>);
    return cache;
  };
  const clearShared = () => everyChange.forEach((cache) => cache.clear());
  return {
    profiles,
    counts: shared<number>(2_000),
    searchPages: shared<Buffer>(2_000),
    reviewPages: shared<Buffer>(2_000),
    shared,
    async start() {
      await database.listen(TASKER_CHANGED_CHANNEL, (profileId) => {
        profiles.delete(profileId);
        clearShared();
      });
      database.notifications?.onChange((up) => {
        if (!up) return;
        profiles.clear();
        clearShared();
      });
    },
  };
}
