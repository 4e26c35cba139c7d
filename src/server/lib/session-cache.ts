// Signed-in users by session, held in memory so that a signed-in request does not ask the database who
// it is every time. Kept honest by forgetting: a user's entries go when the database announces a change
// to that user or to one of their sessions (every instance hears it; the instance that made the change
// before its answer goes out, so the user's next request sees it), and when their time is up
// (SESSION_CACHE_SECONDS, or the session's own expiry, whichever comes first). Nothing is kept or
// served while the database's announcements may be missed.
import type { UserRow } from "../plugins/auth";
import { AnnouncedCache } from "./announced-cache";

const MAX_ENTRIES = 10_000;

/** Users by the hash of their session token, held until their session's expiry at the latest. */
export class SessionCache extends AnnouncedCache<UserRow> {
  constructor(ttlMs: number) {
    super(ttlMs, MAX_ENTRIES);
  }

  /** Forgets every session of a user. */
  forgetUser(userId: string): void {
    this.entries.deleteWhere((user) => user.id === userId);
  }
}
