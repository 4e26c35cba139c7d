// A person's notification pages and unread count held in this instance's memory between their
// requests (lib/cache.ts), for INBOX_CACHE_SECONDS. Every item is written or read in the transaction
// of an event naming its person (`notificationRecipients`): that event forgets the person's bell.
// What no event tells is bounded by the TTL: old read items pruned (events/prune.ts).
import { domainEventSchema } from "../../../contract/events";
import type { EventFeed } from "../../events/feed";
import { Cache } from "../../lib/cache";
import type { JsonPage } from "../../lib/paged-reply";
import { notificationRecipients } from "./rules";

const MAX_PAGES = 10_000;
const MAX_COUNTS = 50_000;

export interface BellCaches {
  /** Serialized pages of a person's notifications by person, length and position; tagged with the person. */
  pages: Cache<JsonPage>;
  /** Unread counts by person. */
  unread: Cache<number>;
}

const EVERY_TYPE = domainEventSchema.options.map((option) => option.shape.type.value);

export function createBellCaches(feed: EventFeed, ttlMs: number): BellCaches {
  const pages = new Cache<JsonPage>({ ttlMs, max: MAX_PAGES });
  const unread = new Cache<number>({ ttlMs, max: MAX_COUNTS });
  feed.onHearing((hearing) => {
    pages.hold(hearing);
    unread.hold(hearing);
  });
  feed.on(EVERY_TYPE, (event) => {
    const people = notificationRecipients(event);
    // A deleted account's items go with it.
    if (event.type === "user.changed") people.push(event.userId);
    for (const userId of people) {
      pages.forgetTagged(userId);
      unread.forget(userId);
    }
  });
  return { pages, unread };
}
