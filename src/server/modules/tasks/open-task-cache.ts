// Find Work pages held in this instance's memory between requests, by tasker and query, for
// WORK_CACHE_SECONDS: a tasker browsing the board asks for the same pages again and again.
// Kept honest by forgetting (lib/announced-cache.ts): the database announces whatever can change a
// page on taskly_work_changed (migration 0026), and each instance forgets the pages it may alter (the
// writer's own instance before the write's answer goes out, lib/caught-up.ts). What no announcement
// covers is bounded by the TTL: time passing (a free day filling up with notice, a date going by),
// and a change to an invited task that is not on the page held.
import { AnnouncedCache } from "../../lib/announced-cache";
import type { JsonPage } from "../../lib/paged-reply";
import type { ChangedTask, WorkChange } from "../availability/work-changes";

const MAX_PAGES = 5_000;

export interface OpenTaskPageEntry {
  userId: string;
  /** Whether a change to a task may alter the page (from the tasker's area: work-area.ts). */
  mayHold: (task: ChangedTask) => boolean;
  /** The tasks on the page. */
  taskIds: Set<string>;
  /** The page as sent. */
  page: JsonPage;
}

export class OpenTaskCache extends AnnouncedCache<OpenTaskPageEntry> {
  constructor(ttlMs: number) {
    super(ttlMs, MAX_PAGES);
  }

  hear(change: WorkChange): void {
    switch (change.kind) {
      case "task":
        return this.entries.deleteWhere((p) => p.taskIds.has(change.taskId) || p.mayHold(change.task));
      case "offers":
        return this.entries.deleteWhere((p) => p.taskIds.has(change.taskId));
      case "tasker":
        return this.entries.deleteWhere((p) => p.userId === change.userId);
      case "all":
        return this.entries.clear();
    }
  }
}
