// Read caches for public tasker data, kept honest across API instances: the database announces
// every tasker_profiles change on the taskly_tasker_changed channel (migration 0009), and each
// instance drops that tasker's cached profile and every cached search page, search count, review
// page and rendered public page at once. The TTL
// only bounds what no trigger sees (a reply changing the measured response time). After the
// notification connection was down (changes may have gone unheard) the whole cache is dropped.
import type { Database } from "../../db/connect";
import type { JsonPage } from "../../lib/paged-reply";
import { TtlCache } from "../../lib/ttl-cache";

export const TASKER_CHANGED_CHANNEL = "taskly_tasker_changed";

export interface TaskerCaches {
  /** Serialized GET /api/taskers/{id} bodies by profile id: dropped when that tasker changes. */
  profiles: TtlCache<Buffer>;
  /** Search totals by normalized filters. */
  counts: TtlCache<number>;
  /** Serialized search pages by normalized search, cursor included. */
  searchPages: TtlCache<JsonPage>;
  /** Serialized review pages by tasker, limit and cursor. */
  reviewPages: TtlCache<JsonPage>;
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
    searchPages: shared<JsonPage>(2_000),
    reviewPages: shared<JsonPage>(2_000),
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
