// Free time slots of one tasker (GET /api/taskers/{id}/slots) and the check every booking and
// reschedule passes: the time must be free under the same rules, checked under a per-tasker lock so
// two requests for one time (or for times closer than the buffer) are decided one after the other.
import type { Slots } from "../../../contract/availability";
import { SLOT_TAKEN_MESSAGE, slotsSchema } from "../../../contract/availability";
import { sql } from "drizzle-orm";
import type { Database, Db } from "../../db/connect";
import { queryPrepared } from "../../db/query";
import { isoTimes } from "../../lib/dates";
import { lockForTransaction } from "../../lib/advisory-lock";
import { conflict, notFound } from "../../lib/http-error";
import { HIREABLE_SQL } from "../tasker-profile/hireable";
import { busyFromSpans, busySpansJson, loadRulesAndBusy, type BusySpan } from "./busy";
import { RULES_COLUMNS, RULES_JOINS, toRules, type RulesRow } from "./rules";
import type { Cache } from "../../lib/cache";
import type { SlotAnswer } from "./work-changes";
import { freeSlots, isFree, type Interval } from "./slot-engine";

const HOUR_MS = 3_600_000;

export interface SlotRequest {
  from: string;
  to: string;
  duration: number;
}

/** A hireable tasker's rules and busy spans in the window, in one round trip (the calendar's hot read). */
async function slotSource(database: Database, profileId: string, window: Interval) {
  const [row] = await queryPrepared<RulesRow & { spans: BusySpan[] }>(
    database,
    sql`select ${RULES_COLUMNS}, ${busySpansJson(window)} as spans
    from tasker_profiles tp join users u on u.id = tp.user_id ${RULES_JOINS}
    where tp.id = ${profileId}::uuid and ${HIREABLE_SQL}`,
  );
  return row ? { rules: toRules(row).rules, spans: row.spans, userId: row.user_id } : null;
}

/** A tasker's free times, and until when they hold as time passes (their first time minus the notice). */
export async function taskerSlots(
  database: Database,
  profileId: string,
  q: SlotRequest,
  now = Date.now(),
): Promise<{ answer: Slots; userId: string; holdsUntil: number }> {
  const from = Date.parse(q.from);
  const to = Date.parse(q.to);
  const durationMs = q.duration * HOUR_MS;
  const source = await slotSource(database, profileId, { start: from, end: to + durationMs });
  if (!source) throw notFound("Tasker not found");
  const { rules } = source;
  const busy = rules.onVacation ? [] : busyFromSpans(source.spans, rules.bufferMinutes);
  const slots = freeSlots(rules, busy, { from, to, durationMs, now });
  return {
    answer: { timeZone: rules.timeZone, duration: q.duration, slots: isoTimes(slots) },
    userId: source.userId,
    holdsUntil: slots.length ? slots[0] - rules.noticeHours * HOUR_MS : Infinity,
  };
}

/** The answer as the API sends it (schema-checked JSON), from this instance's memory while it holds. */
export async function taskerSlotsJson(
  database: Database,
  cache: Cache<SlotAnswer>,
  profileId: string,
  q: SlotRequest,
): Promise<Buffer> {
  const key = JSON.stringify([profileId.toLowerCase(), q.from, q.to, q.duration]);
  const answer = await cache.getOrRead(key, async () => {
    const { answer, userId, holdsUntil } = await taskerSlots(database, profileId, q);
    const body = Buffer.from(JSON.stringify(slotsSchema.parse(answer)));
    return { value: { body }, expiresBy: holdsUntil, tags: [userId] };
  });
  return answer.body;
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
  const start = claim.start.getTime();
  const durationMs = claim.durationHours * HOUR_MS;
  const window = { start, end: start + durationMs };
  const tasker = (await loadRulesAndBusy(tx, [claim.taskerUserId], window, claim.excludeBookingId)).get(
    claim.taskerUserId.toLowerCase(),
  );
  if (!tasker) throw notFound("Tasker not found");
  if (!isFree(tasker.rules, tasker.busy, start, durationMs, Date.now())) throw conflict(SLOT_TAKEN_MESSAGE);
}
