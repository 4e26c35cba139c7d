// Taskers' Find Work pages and free times held in this instance's memory between requests
// (lib/cache.ts), for WORK_CACHE_SECONDS, and the events that make them go:
// - a task's change: the pages showing it, and the pages of every area it is (or was) in;
// - offers on a task: the pages showing it (its count, a tasker's own offer);
// - a tasker's profile, schedule, bookings, imported busy times or invitations: that tasker's pages
//   and free times;
// - a block or unblock: the pages of both people (a tasker's pages leave out the people they are apart from);
// - a user's name or standing, or the categories: everything.
// What no event tells is bounded by the TTL: time passing (a free day filling up with notice, a date
// going by). Free times are also held only until their first time comes within the tasker's notice.
import { BOOKING_CHANGES, TASK_CHANGES, type EventTask } from "../../../contract/events";
import type { EventFeed } from "../../events/feed";
import { Cache } from "../../lib/cache";
import type { JsonPage } from "../../lib/paged-reply";

const MAX_PAGES = 5_000;
const MAX_ANSWERS = 10_000;

/** A task as far as Find Work pages care: its category and place. */
export type ChangedTask = Pick<EventTask, "categoryId" | "lat" | "lng">;

/** A Find Work page, tagged with its tasker's user id and `task:<id>` of each task on it. */
export interface OpenTaskPageEntry {
  /** Whether a change to a task may alter the page (from the tasker's area: work-area.ts). */
  mayHold: (task: ChangedTask) => boolean;
  /** The page as sent. */
  page: JsonPage;
}

/** A tasker's free times as sent, tagged with the tasker's user id. */
export interface SlotAnswer {
  body: Buffer;
}

export interface WorkCaches {
  openTasks: Cache<OpenTaskPageEntry>;
  freeTimes: Cache<SlotAnswer>;
}

export const taskTag = (taskId: string) => `task:${taskId}`;

export function createWorkCaches(feed: EventFeed, ttlMs: number): WorkCaches {
  const openTasks = new Cache<OpenTaskPageEntry>({ ttlMs, max: MAX_PAGES });
  const freeTimes = new Cache<SlotAnswer>({ ttlMs, max: MAX_ANSWERS });
  feed.onHearing((hearing) => {
    openTasks.hold(hearing);
    freeTimes.hold(hearing);
  });
  const taskChanged = (task: EventTask, before?: EventTask) => {
    openTasks.forgetTagged(taskTag(task.id));
    openTasks.forgetWhere((p) => p.mayHold(task) || (before !== undefined && p.mayHold(before)));
  };
  const taskerChanged = (userId: string) => {
    openTasks.forgetTagged(userId);
    freeTimes.forgetTagged(userId);
  };
  const everything = () => {
    openTasks.clear();
    freeTimes.clear();
  };
  feed.on(TASK_CHANGES, (event) => taskChanged(event.task, event.before));
  feed.on(["offer.made", "offer.withdrawn", "offer.declined"], (event) => {
    openTasks.forgetTagged(taskTag(event.task.id));
  });
  feed.on(BOOKING_CHANGES, (event) => {
    taskChanged(event.task);
    taskerChanged(event.taskerId);
  });
  feed.on("invitation.sent", (event) => taskerChanged(event.taskerId));
  feed.on(["dispute.opened", "dispute.settled"], (event) => taskerChanged(event.taskerId));
  feed.on("tasker.changed", (event) => taskerChanged(event.taskerId));
  feed.on("block.changed", (event) => {
    openTasks.forgetTagged(event.blockerId);
    openTasks.forgetTagged(event.blockedId);
  });
  feed.on(["user.changed", "categories.changed"], everything);
  return { openTasks, freeTimes };
}
