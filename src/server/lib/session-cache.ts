// Signed-in users by session, held in memory so that a signed-in request does not ask the database who
// it is every time. Kept honest by forgetting: a user's entries go when the database announces a change
// to that user or to one of their sessions (every instance hears it; the instance that made the change
// before its answer goes out, so the user's next request sees it), and when their time is up
// (SESSION_CACHE_SECONDS, or the session's own expiry, whichever comes first). Nothing is kept or
// served while the database's announcements may be missed.
import type { UserRow } from "../plugins/auth";
import type { AnnouncedCache } from "./announced-cache";
import { TtlCache } from "./ttl-cache";

const MAX_ENTRIES = 10_000;

export class SessionCache implements AnnouncedCache {
  private readonly users: TtlCache<UserRow>;
  private listening = false;

  constructor(ttlMs: number) {
    this.users = new TtlCache<UserRow>(ttlMs, MAX_ENTRIES);
  }

  /** Take this before reading a session's user, and pass it to `keep`. */
  get epoch(): number {
    return this.users.epoch;
  }

  get(tokenHash: string): UserRow | undefined {
    return this.listening ? this.users.get(tokenHash) : undefined;
  }

  /** Keeps a session's user until its session ends at the latest, unless something was forgotten since `readAt`. */
  keep(tokenHash: string, user: UserRow, sessionExpires: number, readAt: number): void {
    if (this.listening) this.users.set(tokenHash, user, readAt, sessionExpires);
  }

  /** Forgets every session of a user. */
  forgetUser(userId: string): void {
    this.users.deleteWhere((user) => user.id === userId);
  }

  /** Announcements arrive (true) or may be missed (false): either way, what is held is forgotten. */
  setListening(listening: boolean): void {
    this.listening = listening;
    this.users.clear();
  }
}
