// Signed-in users by session, held in memory so that a signed-in request does not ask the database who
// it is every time. Kept honest by forgetting: a user's entries go when the database announces a change
// to that user or the end of one of their sessions (every instance hears it), when this instance
// handles a write by that user (so their next request sees their own change), and when their time is
// up (SESSION_CACHE_SECONDS, or the session's own expiry, whichever comes first). Nothing is kept or
// served while the database's announcements may be missed.
import type { UserRow } from "../plugins/auth";

const MAX_ENTRIES = 10_000;

interface Entry {
  user: UserRow;
  expires: number;
}

export class SessionCache {
  private readonly entries = new Map<string, Entry>();
  /** Counts the forgettings: a user read before one of them may be stale and is not kept. */
  private forgotten = 0;
  private listening = false;

  constructor(private readonly ttlMs: number) {}

  /** Whether entries are kept and served: on, and hearing the database's announcements. */
  get active(): boolean {
    return this.ttlMs > 0 && this.listening;
  }

  /** Take this before reading a session's user, and pass it to `keep`. */
  get epoch(): number {
    return this.forgotten;
  }

  get(tokenHash: string, now = Date.now()): UserRow | undefined {
    if (!this.active) return undefined;
    const hit = this.entries.get(tokenHash);
    if (!hit) return undefined;
    if (hit.expires > now) return hit.user;
    this.entries.delete(tokenHash);
    return undefined;
  }

  /** Keeps a session's user unless something was forgotten since `readAt`. */
  keep(tokenHash: string, user: UserRow, sessionExpires: number, readAt: number, now = Date.now()): void {
    if (!this.active || readAt !== this.forgotten) return;
    // Maps iterate in insertion order: the first key is the oldest.
    if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value as string);
    this.entries.set(tokenHash, { user, expires: Math.min(now + this.ttlMs, sessionExpires) });
  }

  /** Forgets every session of a user. */
  forgetUser(userId: string): void {
    this.forgotten += 1;
    const id = userId.toLowerCase();
    for (const [tokenHash, entry] of this.entries)
      if (entry.user.id.toLowerCase() === id) this.entries.delete(tokenHash);
  }

  forgetAll(): void {
    this.forgotten += 1;
    this.entries.clear();
  }

  /** Announcements arrive (true) or may be missed (false): either way, what is held is forgotten. */
  setListening(listening: boolean): void {
    this.listening = listening;
    this.forgetAll();
  }
}
