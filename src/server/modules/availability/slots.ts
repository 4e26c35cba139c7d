// Free time slots of one tasker (GET /api/taskers/{id}/slots) and the check every booking and
// reschedule passes: the time must be free under the same rules, checked under a per-tasker lock so
// two requests for one time (or for times closer than the buffer) are decided one after the other.
import type { Slots } from "../../../contract/availability";
import { SLOT_TAKEN_MESSAGE } from "../../../contract/availability";
import type { Db } from "../../db/connect";
import { lockForTransaction } from "../../lib/advisory-lock";
import { conflict, notFound } from "../../lib/http-error";
import { findHireableTasker } from "../tasker-profile/hireable";
import { busyIntervals } from "./busy";
import { loadRules } from "./rules";
import { freeSlots, isFree } from "./slot-engine";

const HOUR_MS = 3_600_000;

export interface SlotRequest {
  from: string;
  to: string;
  duration: number;
}

export async function taskerSlots(db: Db, profileId: string, q: SlotRequest, now = Date.now()): Promise<Slots> {
  const tasker = await findHireableTasker(db, { profileId });
  const loaded = tasker && (await loadRules(db, tasker.userId));
  if (!tasker || !loaded) throw notFound("Tasker not found");
  const { rules } = loaded;
  const from = Date.parse(q.from);
  const to = Date.parse(q.to);
  const durationMs = q.duration * HOUR_MS;
  const busy = rules.onVacation
    ? []
    : await busyIntervals(db, {
        taskerUserId: tasker.userId,
        window: { start: from, end: to + durationMs },
        bufferMinutes: rules.bufferMinutes,
      });
  const slots = freeSlots(rules, busy, { from, to, durationMs, now });
  return { timeZone: rules.timeZone, duration: q.duration, slots: slots.map((t) => new Date(t).toISOString()) };
}

export interface SlotClaim {
  taskerUserId: string;
  start: Date;
  durationHours: number;
  excludeBookingId?: string | null;
}

/** Inside a transaction: 409 'That time is no longer available.' unless the time is free for the tasker. */
export async function assertSlotFree(tx: Db, claim: SlotClaim): Promise<void> {
  await lockForTransaction(tx, "tasker-schedule", claim.taskerUserId);
  const loaded = await loadRules(tx, claim.taskerUserId);
  if (!loaded) throw notFound("Tasker not found");
  const start = claim.start.getTime();
  const durationMs = claim.durationHours * HOUR_MS;
  const busy = await busyIntervals(tx, {
    taskerUserId: claim.taskerUserId,
    window: { start, end: start + durationMs },
    bufferMinutes: loaded.rules.bufferMinutes,
    excludeBookingId: claim.excludeBookingId,
  });
  if (!isFree(loaded.rules, busy, start, durationMs, Date.now())) throw conflict(SLOT_TAKEN_MESSAGE);
}
