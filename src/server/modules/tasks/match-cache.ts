// Get Matched answers held in this instance's memory (lib/cache.ts), as sent, by task. The key holds
// what the owner's side decides (the task's category, place and date, and the people the customer is
// apart from), read on every request; what the taskers' side decides goes with the events that change
// it: any tasker's profile, area, schedule, busy times, standing or name (the tasker caches' shared
// rule, tasker-cache.ts), any booking's change (free times), and an invitation to the task. The TTL
// (TASKER_CACHE_SECONDS) bounds what no event tells: a free day filling up with notice.
import { BOOKING_CHANGES } from "../../../contract/events";
import type { EventFeed } from "../../events/feed";
import type { Cache } from "../../lib/cache";
import type { TaskerCaches } from "../taskers/tasker-cache";

const MAX_ANSWERS = 5_000;

export function createMatchCache(feed: EventFeed, caches: TaskerCaches): Cache<Buffer> {
  const matches = caches.shared<Buffer>(MAX_ANSWERS);
  feed.on(BOOKING_CHANGES, () => matches.clear());
  feed.on("invitation.sent", (event) => matches.forgetTagged(event.task.id));
  return matches;
}
