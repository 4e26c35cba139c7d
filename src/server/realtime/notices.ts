// What instances tell each other over the real-time channel. Kept apart from the hub so that
// code which only publishes (sessions ending) does not depend on the hub's message loading.
import { sql } from "drizzle-orm";
import type { Db } from "../db/connect";

export const CHANNEL = "taskly_events";

/** Sessions of a user ended: close their sockets (`only` those sessions, or all `except` one). */
export type SessionsEnded = { kind: "sessions-ended"; userId: string; only?: string[]; except?: string };
export type Notice =
  | { kind: "message"; messageId: string; senderId: string; receiverId: string }
  | { kind: "unread"; userId: string }
  | SessionsEnded;

/** Publishes a SessionsEnded notice; inside a transaction it goes out on commit. */
export async function publishSessionsEnded(db: Db, ended: Omit<SessionsEnded, "kind">): Promise<void> {
  await db.execute(sql`select pg_notify(${CHANNEL}, ${JSON.stringify({ kind: "sessions-ended", ...ended })})`);
}
