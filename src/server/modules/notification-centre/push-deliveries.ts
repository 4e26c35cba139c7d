// Sends the web pushes that notification items made (`push_deliveries`, written with the items in
// their event's transaction): the "send-push" job drains them every few seconds, and the instance
// that committed an event nudges it at once. A push is claimed by moving its due time past a lease,
// so two runners never send one at the same moment and one whose process died is sent after the lease
// (at most twice then; the topic makes the device show it once). Each person's choice is read again
// when the push goes: push turned off since → not sent; inside their quiet hours (and not urgent) →
// held, and at the end all their held pushes go as one summary.
import { sql } from "drizzle-orm";
import { PREFERENCE_CATEGORY_LABELS, type PreferenceCategory } from "../../../contract/notification-preferences";
import { notificationTitle, type NotificationData, type NotificationKind } from "../../../contract/notifications";
import { plural } from "../../../contract/plural";
import type { Db } from "../../db/connect";
import { queryRows } from "../../db/query";
import { deliveryPlans } from "../notification-preferences/delivery";
import type { PushMessage } from "../push/message";
import { PushRetryError, sendPush, type PushOptions } from "../push/send";

const BATCH = 100;
/** A claimed push not done by then is claimed again (its runner died). */
const LEASE_SECONDS = 120;
/** Attempts before a push that push services keep refusing is given up. */
const MAX_ATTEMPTS = 6;
const DAY_SECONDS = 86_400;
/** How long a push service keeps a push for an offline device: a day, two hours for what is about to start. */
const ttlOf = (kind: string) => (kind === "reminder.booking-2h" ? 2 * 3600 : DAY_SECONDS);

interface DeliveryRow {
  id: string;
  user_id: string;
  kind: NotificationKind;
  preference: PreferenceCategory;
  topic: string;
  link: string;
  data: NotificationData;
  urgent: boolean;
  held: boolean;
  delivered_to: string[];
  attempts: number;
}

export interface PushDrain {
  /** Sends what is due at `now`; resolves with how many pushes went out. */
  drain(now?: Date): Promise<number>;
  /** Drains soon, once (a commit that may have written pushes). */
  nudge(): void;
  /** Resolves once a nudged drain in progress has finished. */
  idle(): Promise<void>;
}

export function createPushDrain(db: Db, options: PushOptions, log: { warn(message: string): void }): PushDrain {
  let running: Promise<number> | null = null;
  let again = false;

  async function drain(now = new Date()): Promise<number> {
    let sent = 0;
    for (;;) {
      const rows = await claim(db, now);
      sent += await deliver(db, rows, options, now);
      if (rows.length < BATCH) return sent;
    }
  }

  function nudge(): void {
    if (running) {
      again = true;
      return;
    }
    running = drain()
      .catch((error: unknown) => {
        log.warn(`Push delivery: ${error instanceof Error ? error.message : String(error)}`);
        return 0;
      })
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          nudge();
        }
      });
  }

  return {
    drain,
    nudge,
    async idle() {
      while (running) await running;
    },
  };
}

async function claim(db: Db, now: Date): Promise<DeliveryRow[]> {
  const at = now.toISOString();
  return queryRows<DeliveryRow>(
    db,
    sql`update push_deliveries set due_at = ${at}::timestamptz + make_interval(secs => ${LEASE_SECONDS}),
      attempts = attempts + 1
    where id in (select id from push_deliveries where done_at is null and due_at <= ${at}::timestamptz
      order by due_at limit ${BATCH} for update skip locked)
    returning id, user_id, kind, preference, topic, link, data, urgent, held, delivered_to, attempts`,
  );
}

const finish = (db: Db, ids: string[], error: string | null = null) =>
  ids.length === 0
    ? Promise.resolve()
    : db.execute(sql`update push_deliveries set done_at = now(), last_error = ${error}
      where id = any(${`{${ids.join(",")}}`}::bigint[])`);

async function deliver(db: Db, rows: DeliveryRow[], options: PushOptions, now: Date): Promise<number> {
  // Each person's choice for each row of the grid, read now: one query per (row, urgency).
  const groups = new Map<string, DeliveryRow[]>();
  for (const row of rows) {
    const key = `${row.preference}:${row.urgent}`;
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  const ready: DeliveryRow[] = [];
  for (const group of groups.values()) {
    const { preference, urgent } = group[0];
    const plans = await deliveryPlans(
      db,
      group.map((r) => r.user_id),
      preference,
      { urgent, now },
    );
    const off = group.filter((r) => !plans.get(r.user_id)?.push);
    await finish(
      db,
      off.map((r) => r.id),
      "push turned off",
    );
    for (const row of group) {
      const plan = plans.get(row.user_id);
      if (!plan?.push) continue;
      if (plan.holdUntil) {
        await db.execute(sql`update push_deliveries set due_at = ${plan.holdUntil.toISOString()}::timestamptz,
          held = true, attempts = attempts - 1 where id = ${row.id}::bigint`);
      } else ready.push(row);
    }
  }
  // Held pushes whose quiet hours ended go as one summary per person (a single one as itself).
  const byPerson = new Map<string, DeliveryRow[]>();
  for (const row of ready) {
    if (!row.held) continue;
    byPerson.set(row.user_id, [...(byPerson.get(row.user_id) ?? []), row]);
  }
  let sent = 0;
  for (const [userId, held] of byPerson) {
    if (held.length === 1) continue;
    if (await send(db, held, userId, summaryOf(held), options, now)) sent++;
  }
  for (const row of ready) {
    if (row.held && (byPerson.get(row.user_id)?.length ?? 0) > 1) continue;
    if (await send(db, [row], row.user_id, messageOf(row), options, now)) sent++;
  }
  return sent;
}

function messageOf(row: DeliveryRow): PushMessage {
  return {
    title: notificationTitle(row.kind, 1, row.data),
    // A task alert says why it matched (ours: a category, a distance, a day); the rest their grid row.
    body: row.data.reason ?? PREFERENCE_CATEGORY_LABELS[row.preference],
    url: row.link,
    topic: row.topic,
    urgency: row.urgent ? "high" : "normal",
    ttlSeconds: ttlOf(row.kind),
  };
}

function summaryOf(rows: DeliveryRow[]): PushMessage {
  const titles = rows.map((row) => notificationTitle(row.kind, 1, row.data));
  const body = titles.slice(0, 3).join(" · ");
  return {
    title: `${plural(rows.length, "update")} while your quiet hours were on`,
    body: body.length > 300 ? `${body.slice(0, 299)}…` : body,
    url: "/notifications",
    topic: "quiet-hours-summary",
    urgency: "normal",
    ttlSeconds: DAY_SECONDS,
  };
}

/** Sends `message` for `rows` (one push, or the summary of several); true when some device took it. */
async function send(
  db: Db,
  rows: DeliveryRow[],
  userId: string,
  message: PushMessage,
  options: PushOptions,
  now: Date,
): Promise<boolean> {
  const ids = rows.map((r) => r.id);
  const alreadySent = rows.length === 1 ? rows[0].delivered_to : [];
  try {
    const result = await sendPush(db, userId, message, options, alreadySent);
    await finish(db, ids);
    return result.delivered.length > 0;
  } catch (error) {
    const attempts = Math.max(...rows.map((r) => r.attempts));
    const text = error instanceof Error ? error.message : String(error);
    if (!(error instanceof PushRetryError) || attempts >= MAX_ATTEMPTS) {
      await finish(db, ids, text);
      return false;
    }
    // Backoff: 30 s, 1, 2, 4, 8 minutes; the devices that have it are skipped next time.
    const retryAt = new Date(now.getTime() + 30_000 * 2 ** (attempts - 1)).toISOString();
    await db.execute(sql`update push_deliveries set due_at = ${retryAt}::timestamptz, last_error = ${text},
      delivered_to = ${`{${error.delivered.join(",")}}`}::uuid[] where id = any(${`{${ids.join(",")}}`}::bigint[])`);
    return false;
  }
}
