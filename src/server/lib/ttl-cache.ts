// A cache of values that expire, which never keeps a value read before a deletion: take `epoch`
// before reading what to cache and pass it to `set` (or use `getOrRead`). The tasker caches and
// announced-cache.ts (the session cache, Find Work's pages, taskers' free times) are built on it.

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

  /** Keeps `value` unless something was deleted since `readAt` (a change may have come in meanwhile),
   *  until the TTL passes or `expiresBy` (ms since the epoch) comes, whichever is first. */
  set(key: string, value: V, readAt: number, expiresBy = Infinity): void {
    if (this.ttlMs <= 0 || readAt !== this.deletions) return;
    // Maps iterate in insertion order: the first key is the oldest.
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
    this.entries.set(key, { value, expires: Math.min(Date.now() + this.ttlMs, expiresBy) });
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

  /** Deletes every entry whose value `matches`. */
  deleteWhere(matches: (value: V) => boolean): void {
    this.deletions += 1;
    for (const [key, entry] of this.entries) if (matches(entry.value)) this.entries.delete(key);
  }

  clear(): void {
    this.deletions += 1;
    this.entries.clear();
  }
}
