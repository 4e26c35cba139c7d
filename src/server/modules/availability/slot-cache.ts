// Taskers' free times (GET /api/taskers/{id}/slots) held in this instance's memory between requests,
// by tasker, window and duration, for WORK_CACHE_SECONDS: a customer choosing a day asks for the
// same tasker's times again and again, and so do the others looking at that tasker. Kept honest by
// forgetting (lib/announced-cache.ts): the database announces a change to a tasker's profile,
// schedule, bookings or imported busy times, or to any user's standing, on taskly_work_changed
// (migration 0026), and every instance forgets that tasker's times (the writer's own instance before
// the write's answer goes out, lib/caught-up.ts). Time passing is taken into account too: an answer
// is kept only until its first time comes within the tasker's notice. A time entering the tasker's
// horizon shows within the TTL. Booking checks the time again under a lock whatever was shown.
import { AnnouncedCache } from "../../lib/announced-cache";
import type { WorkChange } from "./work-changes";

const MAX_ANSWERS = 10_000;

export interface SlotAnswer {
  /** The tasker's user id (announcements name taskers by it). */
  userId: string;
  /** The answer as sent. */
  body: Buffer;
}

export class SlotCache extends AnnouncedCache<SlotAnswer> {
  constructor(ttlMs: number) {
    super(ttlMs, MAX_ANSWERS);
  }

  hear(change: WorkChange): void {
    if (change.kind === "tasker") this.entries.deleteWhere((a) => a.userId === change.userId);
    else if (change.kind === "all") this.entries.clear();
  }
}
