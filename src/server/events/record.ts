// Writing domain events: `recordEvents(tx, …)` inserts them into the `events` table inside the
// caller's transaction, so they commit or roll back with the change they tell of. The instance that
// wrote them hears of them the moment the transaction commits (`onCommittedEvents`), before the
// request's answer goes out; other instances hear of them from the feed's channel (feed.ts). The
// notification centre's items of the events are written here too, in the same transaction: they exist
// exactly when their events do (modules/notification-centre/create.ts).
import { sql } from "drizzle-orm";
import type { DomainEvent } from "../../contract/events";
import type { Db } from "../db/connect";
import { queryRows } from "../db/query";
import { notificationItems } from "../modules/notification-centre/create";

/** An event as stored: its id orders events and lets each instance apply each once. */
export interface StoredEvent {
  id: number;
  event: DomainEvent;
}

type CommitListener = (stored: StoredEvent[]) => void;

/** The events recorded so far in each open transaction, by its `tx`. */
const openTransactions = new WeakMap<Db, StoredEvent[]>();
/** Each database's listeners, by its root Drizzle instance (a transaction's `tx` is not in here). */
const commitListeners = new WeakMap<Db, Set<CommitListener>>();

/**
 * Makes `db.transaction` tell the database's commit listeners of the events recorded inside it, once
 * it has committed (connect.ts does this for every database it opens).
 */
export function trackCommits(db: Db): void {
  if (commitListeners.has(db)) return;
  const listeners = new Set<CommitListener>();
  commitListeners.set(db, listeners);
  const begin = db.transaction.bind(db);
  db.transaction = (async (work: Parameters<Db["transaction"]>[0], config?: Parameters<Db["transaction"]>[1]) => {
    const recorded: StoredEvent[] = [];
    const result = await begin((tx) => {
      openTransactions.set(tx as unknown as Db, recorded);
      return work(tx);
    }, config);
    if (recorded.length > 0) for (const listener of listeners) listener(recorded);
    return result;
  }) as Db["transaction"];
}

/** Calls `listener` with the events of each committed transaction (and each event recorded outside one). */
export function onCommittedEvents(db: Db, listener: CommitListener): () => void {
  const listeners = commitListeners.get(db);
  if (!listeners) throw new Error("This database does not track its commits (db/connect.ts opens databases)");
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Hands the database's commit listeners the events a database function recorded in a statement that
 * has committed on its own (the booking call, decision 0054), as `db.transaction` does for its own.
 */
export function eventsCommitted(db: Db, stored: StoredEvent[]): void {
  if (stored.length === 0) return;
  const listeners = commitListeners.get(db);
  if (!listeners) throw new Error("This database does not track its commits (db/connect.ts opens databases)");
  for (const listener of listeners) listener(stored);
}

/**
 * Records `list` in the transaction `db` runs (or at once when `db` is a database outside any
 * transaction). Call it in the transaction of the change the events tell of.
 */
export async function recordEvents(db: Db, ...list: DomainEvent[]): Promise<void> {
  if (list.length === 0) return;
  // One call per event: the event and the notification items it makes (notification-centre/create.ts).
  const stored: StoredEvent[] = [];
  for (const event of list) {
    const [row] = await queryRows<{ id: string }>(
      db,
      sql`select record_event(${event.type}, ${JSON.stringify(event)}::jsonb, ${notificationItems(event)}::jsonb) as id`,
    );
    stored.push({ id: Number(row.id), event });
  }
  const outside = commitListeners.get(db);
  if (outside) {
    for (const listener of outside) listener(stored);
    return;
  }
  const recorded = openTransactions.get(db);
  if (!recorded)
    throw new Error("recordEvents was given a transaction the database did not open through db.transaction");
  recorded.push(...stored);
}
