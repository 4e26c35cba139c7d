// Get Matched answers held in this instance's memory (lib/cache.ts), as sent, by owner and task,
// and the events that make them go: the task's own change (its category, place, date or status), a
// block or unblock by or of its customer, an invitation to the task, any booking's change (free
// times), and what any tasker's side decides: their profile, area, schedule, busy times, standing or
// name (the tasker caches' shared rule, tasker-cache.ts). The TTL (TASKER_CACHE_SECONDS) bounds what
// no event tells: a free day filling up with notice.
import { BOOKING_CHANGES, TASK_CHANGES } from "../../../contract/events";
import type { EventFeed } from "../../events/feed";
import type { Cache } from "../../lib/cache";
import type { TaskerCaches } from "../taskers/tasker-cache";

const MAX_ANSWERS = 5_000;

/** Answers are tagged with their task's id and their customer's user id. */
export function createMatchCache(feed: EventFeed, caches: TaskerCaches): Cache<Buffer> {
  const matches = caches.shared<Buffer>(MAX_ANSWERS);
  feed.on(BOOKING_CHANGES, () => matches.clear());
  feed.on([...TASK_CHANGES, "invitation.sent"], (event) => matches.forgetTagged(event.task.id));
  feed.on("block.changed", (event) => {
    matches.forgetTagged(event.blockerId);
    matches.forgetTagged(event.blockedId);
  });
  return matches;
}
