// A person's push subscriptions: one row per browser endpoint. Subscribing is idempotent on the
// endpoint (the same browser again updates its keys; a browser someone else subscribed moves to
// this person, as it is theirs now); past MAX_PUSH_DEVICES the least recently used one is dropped.
import { and, desc, eq, sql } from "drizzle-orm";
import { MAX_PUSH_DEVICES, type PushDevice } from "../../../contract/push";
import type { Db } from "../../db/connect";
import { pushSubscriptions } from "../../db/schema";
import { toIso } from "../../lib/dates";

export interface NewSubscription {
  endpoint: string;
  p256dh: string;
  auth: string;
  device: string;
}

const lastUsed = sql`coalesce(${pushSubscriptions.lastSuccessAt}, ${pushSubscriptions.createdAt})`;

export async function subscribe(db: Db, userId: string, s: NewSubscription): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(pushSubscriptions)
      .values({ userId, endpoint: s.endpoint, p256dh: s.p256dh, auth: s.auth, userAgent: s.device })
      .onConflictDoUpdate({
        target: pushSubscriptions.endpoint,
        set: {
          userId,
          p256dh: s.p256dh,
          auth: s.auth,
          userAgent: s.device,
          // A browser that moved to another person starts afresh for them.
          createdAt: sql`case when ${pushSubscriptions.userId} = ${userId} then ${pushSubscriptions.createdAt} else now() end`,
          lastSuccessAt: sql`case when ${pushSubscriptions.userId} = ${userId} then ${pushSubscriptions.lastSuccessAt} end`,
        },
      });
    await tx.execute(sql`
      delete from push_subscriptions where user_id = ${userId} and id not in (
        select id from push_subscriptions where user_id = ${userId}
        order by (endpoint = ${s.endpoint}) desc, ${lastUsed} desc, id desc limit ${MAX_PUSH_DEVICES}
      )`);
  });
}

/** Removes the endpoint if it is this person's; someone else's is left alone (and nothing says whose it is). */
export async function unsubscribe(db: Db, userId: string, endpoint: string): Promise<void> {
  await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)));
}

export async function listDevices(db: Db, userId: string): Promise<PushDevice[]> {
  const rows = await db
    .select()
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(desc(lastUsed), desc(pushSubscriptions.id));
  return rows.map((r) => ({
    id: r.id,
    endpoint: r.endpoint,
    device: r.userAgent,
    createdAt: toIso(r.createdAt),
    lastSuccessAt: r.lastSuccessAt ? toIso(r.lastSuccessAt) : null,
  }));
}
