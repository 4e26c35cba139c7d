// The one cache of database reads held in an instance's memory (least recently used first out, each
// value for its TTL at most). Kept honest by forgetting: the domain events that may alter a value
// make it go (events/cache-rules.ts), on the writing instance before the write's answer goes out and
// on the others as the feed brings the event. Two rules keep a reader from ever being served a value
// older than a change it could have seen:
// - a value read while anything was forgotten is not kept (take `epoch` before reading, pass it to
//   `set`; `getOrRead` does both), since the read may predate the change;
// - nothing is held or served while events may be missed (`hold(false)`: the feed's channel is down).
import { LRUCache } from "lru-cache";

export interface CacheOptions {
  /** How long a value is held at most; 0 holds nothing. */
  ttlMs: number;
  /** How many values are held at most. */
  max: number;
}

/** A value read to be held: until `expiresBy` (ms since the epoch) at the latest, under `tags`. */
export interface Fresh<V> {
  value: V;
  expiresBy?: number;
  tags?: readonly string[];
}

export class Cache<V extends object | number | string | boolean> {
  private readonly values: LRUCache<string, V>;
  private readonly keysByTag = new Map<string, Set<string>>();
  private readonly tagsByKey = new Map<string, readonly string[]>();
  /** Counts the forgettings: a value read before one of them may be stale and is not kept. */
  private forgotten = 0;
  private holding = true;

  constructor(private readonly options: CacheOptions) {
    this.values = new LRUCache<string, V>({
      max: Math.max(1, options.max),
      ttl: Math.max(1, options.ttlMs),
      dispose: (_value, key) => this.untag(key),
    });
  }

  /** Take this before reading the value to cache, and pass it to `set`. */
  get epoch(): number {
    return this.forgotten;
  }

  get(key: string): V | undefined {
    return this.holding ? this.values.get(key) : undefined;
  }

  /** Keeps `fresh.value` unless something was forgotten since `readAt`. */
  set(key: string, fresh: Fresh<V>, readAt: number): void {
    if (this.options.ttlMs <= 0 || !this.holding || readAt !== this.forgotten) return;
    const ttl = Math.min(this.options.ttlMs, (fresh.expiresBy ?? Infinity) - Date.now());
    if (ttl <= 0) return;
    this.values.set(key, fresh.value, { ttl });
    if (fresh.tags?.length) {
      this.tagsByKey.set(key, fresh.tags);
      for (const tag of fresh.tags) {
        let keys = this.keysByTag.get(tag);
        if (!keys) this.keysByTag.set(tag, (keys = new Set()));
        keys.add(key);
      }
    }
  }

  /** The held value, else `read()`'s, kept (with its tags and expiry) unless a change came in meanwhile. */
  async getOrRead(key: string, read: () => Promise<Fresh<V>>): Promise<V>;
  async getOrRead(key: string, read: () => Promise<Fresh<V> | null>): Promise<V | undefined>;
  async getOrRead(key: string, read: () => Promise<Fresh<V> | null>): Promise<V | undefined> {
    const held = this.get(key);
    if (held !== undefined) return held;
    const readAt = this.forgotten;
    const fresh = await read();
    if (fresh) this.set(key, fresh, readAt);
    return fresh?.value;
  }

  /** Forgets the values held under `tag`. */
  forgetTagged(tag: string): void {
    this.forgotten += 1;
    for (const key of this.keysByTag.get(tag) ?? []) this.values.delete(key);
  }

  /** Forgets every value that `matches`. */
  forgetWhere(matches: (value: V) => boolean): void {
    this.forgotten += 1;
    for (const [key, value] of this.values.entries()) if (matches(value)) this.values.delete(key);
  }

  forget(key: string): void {
    this.forgotten += 1;
    this.values.delete(key);
  }

  clear(): void {
    this.forgotten += 1;
    this.values.clear();
  }

  /** Holds values (true) or nothing at all (false: changes may go unheard); either way forgets all. */
  hold(holding: boolean): void {
    this.holding = holding;
    this.clear();
  }

  private untag(key: string): void {
    const tags = this.tagsByKey.get(key);
    if (!tags) return;
    this.tagsByKey.delete(key);
    for (const tag of tags) {
      const keys = this.keysByTag.get(tag);
      keys?.delete(key);
      if (keys?.size === 0) this.keysByTag.delete(tag);
    }
  }
}
