// Read caches for public tasker data, kept honest across API instances: the database announces
// every tasker_profiles change on the taskly_tasker_changed channel (migration 0009), and each
// instance drops that tasker's cached profile and every cached search count at once. The TTL
// only bounds what no trigger sees (a reply changing the measured response time). After the
// notification connection was down (changes may have gone unheard) the whole cache is dropped.
import type { Database } from "../../db/connect";

export const TASKER_CHANGED_CHANNEL = "taskly_tasker_changed";

export class TtlCache<V> {
  private readonly entries = new Map<string, { value: V; expires: number }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries: number,
  ) {}

  get(key: string): V | undefined {
    const hit = this.entries.get(key);
    if (!hit) return undefined;
    if (hit.expires <= Date.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return hit.value;
  }

  set(key: string, value: V): void {
    if (this.ttlMs <= 0) return;
    // Maps iterate in insertion order: the first key is the oldest.
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
    this.entries.set(key, { value, expires: Date.now() + this.ttlMs });
  }

  delete(key: string): void {
    this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
  }
}

export interface TaskerCaches {
  /** Serialized GET /api/taskers/{id} bodies by profile id. */
  profiles: TtlCache<Buffer>;
  /** Search totals by normalized filters. */
  counts: TtlCache<number>;
  /** Starts listening for changes; resolves once subscribed. */
  start(): Promise<void>;
}

export function createTaskerCaches(database: Database, ttlSeconds: number): TaskerCaches {
  const profiles = new TtlCache<Buffer>(ttlSeconds * 1000, 20_000);
  const counts = new TtlCache<number>(ttlSeconds * 1000, 2_000);
  return {
    profiles,
    counts,
    async start() {
      await database.listen(TASKER_CHANGED_CHANNEL, (profileId) => {
        profiles.delete(profileId);
        counts.clear();
      });
      database.notifications?.onChange((up) => {
        if (!up) return;
        profiles.clear();
        counts.clear();
      });
    },
  };
}
