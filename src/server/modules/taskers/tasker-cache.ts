// Read caches for public tasker data (lib/cache.ts). A tasker's own profile goes on the events that
// change that tasker; every search page, search count, review page and rendered public page goes on
// any of them, since any tasker's change may move them. The TTL only bounds what no event tells
// (a reply changing a tasker's measured response time).
import type { DomainEventType } from "../../../contract/events";
import type { EventFeed } from "../../events/feed";
import { Cache } from "../../lib/cache";
import type { JsonPage } from "../../lib/paged-reply";

/** The events after which a tasker's public data may read differently, and whose tasker it is. */
const TASKER_EVENTS = [
  "tasker.changed",
  "review.published",
  "review.replied",
  "booking.completed",
  "payment.refunded",
] as const satisfies readonly DomainEventType[];

export interface TaskerCaches {
  /** Serialized GET /api/taskers/{id} bodies by profile id, tagged with the tasker's user id. */
  profiles: Cache<Buffer>;
  /** Search totals by normalized filters. */
  counts: Cache<number>;
  /** Serialized search pages by normalized search, cursor included. */
  searchPages: Cache<JsonPage>;
  /** Serialized review pages by tasker, limit and cursor. */
  reviewPages: Cache<JsonPage>;
  /**
   * A further cache of what any tasker's change may alter (e.g. rendered public pages): emptied,
   * like the search caches, whenever any tasker changes.
   */
  shared<V extends object>(maxEntries: number): Cache<V>;
}

export function createTaskerCaches(feed: EventFeed, ttlSeconds: number): TaskerCaches {
  const ttlMs = ttlSeconds * 1000;
  const all: Cache<never>[] = [];
  const cache = <V extends object | number>(max: number): Cache<V> => {
    const made = new Cache<V>({ ttlMs, max });
    all.push(made as unknown as Cache<never>);
    feed.onHearing((hearing) => made.hold(hearing));
    return made;
  };
  const profiles = cache<Buffer>(20_000);
  const everyChange: Cache<never>[] = [];
  const shared = <V extends object | number>(max: number): Cache<V> => {
    const made = cache<V>(max);
    everyChange.push(made as unknown as Cache<never>);
    return made;
  };
  feed.on(TASKER_EVENTS, (event) => {
    profiles.forgetTagged(event.taskerId);
    everyChange.forEach((c) => c.clear());
  });
  // A name or standing shows on cards and pages; a category on every page.
  feed.on("user.changed", (event) => {
    profiles.forgetTagged(event.userId);
    everyChange.forEach((c) => c.clear());
  });
  feed.on("categories.changed", () => all.forEach((c) => c.clear()));
  return {
    profiles,
    counts: shared<number>(2_000),
    searchPages: shared<JsonPage>(2_000),
    reviewPages: shared<JsonPage>(2_000),
    shared,
  };
}
