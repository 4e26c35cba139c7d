// Signed-in users by session, held in memory so that a signed-in request does not ask the database who
// it is every time (decision 0045). A user's entries go when an event says their account changed or
// sessions of theirs ended, and when their time is up (SESSION_CACHE_SECONDS, or the session's own
// expiry, whichever comes first).
import type { EventFeed } from "../events/feed";
import type { UserRow } from "../plugins/auth";
import { Cache } from "./cache";

const MAX_ENTRIES = 10_000;

/** Users by the hash of their session token, tagged with the user's id. */
export function createSessionCache(feed: EventFeed, ttlMs: number): Cache<UserRow> {
  const cache = new Cache<UserRow>({ ttlMs, max: MAX_ENTRIES });
  feed.onHearing((hearing) => cache.hold(hearing));
  feed.on(["user.changed", "sessions.ended"], (event) => cache.forgetTagged(event.userId));
  return cache;
}
