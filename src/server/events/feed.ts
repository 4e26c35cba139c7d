// The event feed of one API instance: applies every domain event once, in order, to the consumers
// subscribed to its type (the caches, the real-time hub, …). Events recorded on this instance are
// applied the moment their transaction commits; then their ids go out on one channel (a NOTIFY after
// the commit, never inside the writing transaction) and every other instance reads and applies them.
// While the channel's connection is down an instance may miss events: `hearing` turns false (caches
// hold nothing meanwhile), and once it is back the events written meanwhile are read from the table
// and applied (replayed, not guessed).
import { sql } from "drizzle-orm";
import { LRUCache } from "lru-cache";
import { domainEventSchema, type DomainEvent, type DomainEventType, type EventOf } from "../../contract/events";
import type { Database } from "../db/connect";
import { queryRows } from "../db/query";
import { onCommittedEvents, type StoredEvent } from "./record";

export const FEED_CHANNEL = "taskly_feed";
/** NOTIFY payloads stay well under PostgreSQL's 8,000 bytes. */
const IDS_PER_NOTICE = 500;
/** Events written up to this long before the channel dropped are read again when it is back. */
const REPLAY_MARGIN_SECONDS = 60;
/** Ids of events applied lately: an instance hears its own events again from the channel. */
const REMEMBERED_IDS = 100_000;

type Handler<E extends DomainEvent = DomainEvent> = (event: E) => void | Promise<void>;
interface Log {
  warn(details: object, message: string): void;
}

export class EventFeed {
  private readonly handlers = new Map<DomainEventType, Handler[]>();
  private readonly hearingListeners = new Set<(hearing: boolean) => void>();
  private readonly applied = new LRUCache<number, true>({ max: REMEMBERED_IDS });
  private stopListening: (() => Promise<void>) | undefined;
  private stopCommits: (() => void) | undefined;
  private stopWatching: (() => unknown) | undefined;
  private droppedAt: number | undefined;
  /** Ids committed on this instance and not yet announced to the others. */
  private readonly unannounced: number[] = [];
  /** Whether every event reaches this instance (false while the channel's connection is down). */
  hearing = true;

  constructor(
    private readonly database: Database,
    private readonly log: Log,
  ) {}

  /** Runs `handler` for every event of these types, on this instance, once each. */
  on<T extends DomainEventType>(types: T | readonly T[], handler: Handler<EventOf<T>>): void {
    for (const type of Array.isArray(types) ? types : [types]) {
      const list = this.handlers.get(type) ?? [];
      list.push(handler as Handler);
      this.handlers.set(type, list);
    }
  }

  /** Tells `listener` now and on every change whether every event reaches this instance. */
  onHearing(listener: (hearing: boolean) => void): void {
    this.hearingListeners.add(listener);
    listener(this.hearing);
  }

  async start(): Promise<void> {
    this.stopCommits = onCommittedEvents(this.database.db, (stored) => this.committed(stored));
    const notifications = this.database.notifications;
    // The embedded database serves one process: there is nobody else to tell.
    if (!notifications) return;
    this.stopListening = await this.database.listen(FEED_CHANNEL, (payload) =>
      this.heard(payload).catch(() => undefined),
    );
    if (!notifications.isUp()) {
      this.droppedAt = Date.now();
      this.setHearing(false);
    }
    this.stopWatching = notifications.onChange((up) => {
      if (!up) {
        this.droppedAt ??= Date.now();
        this.setHearing(false);
      } else this.caughtUp().catch(() => undefined);
    });
  }

  /** Stops hearing; what this instance committed and has not announced yet is announced first. */
  async stop(): Promise<void> {
    this.stopCommits?.();
    this.stopWatching?.();
    await this.announce();
    await this.stopListening?.();
  }

  private setHearing(hearing: boolean): void {
    if (hearing === this.hearing) return;
    this.hearing = hearing;
    for (const listener of this.hearingListeners) listener(hearing);
  }

  /** This instance's own events, committed: applied now, then announced to the others. */
  private committed(stored: StoredEvent[]): void {
    this.apply(stored);
    if (!this.database.notifications) return;
    for (const { id } of stored) this.unannounced.push(id);
    // The commits of one turn of the event loop share their announcements: under load that is one
    // NOTIFY for many writes rather than one statement each.
    if (this.unannounced.length === stored.length) setImmediate(() => this.announce().catch(() => undefined));
  }

  private async announce(): Promise<void> {
    const ids = this.unannounced.splice(0);
    const notices: Promise<unknown>[] = [];
    for (let i = 0; i < ids.length; i += IDS_PER_NOTICE) {
      const payload = ids.slice(i, i + IDS_PER_NOTICE).join(",");
      notices.push(
        this.database.db.execute(sql`select pg_notify(${FEED_CHANNEL}, ${payload})`).catch((error: unknown) => {
          // The others read it when their channel comes back, or never hear: say so.
          this.log.warn({ code: (error as { code?: string }).code }, "event announcement failed");
        }),
      );
    }
    await Promise.all(notices);
  }

  /** Ids another instance announced: read the ones not applied yet, and apply them. */
  private async heard(payload: string): Promise<void> {
    const ids = payload
      .split(",")
      .map(Number)
      .filter((id) => Number.isSafeInteger(id) && !this.applied.has(id));
    if (ids.length === 0) return;
    try {
      const rows = await queryRows<{ id: string; payload: unknown }>(
        this.database.db,
        sql`select id, payload from events where id = any(${`{${ids.join(",")}}`}::bigint[]) order by id`,
      );
      this.apply(parseRows(rows));
    } catch (error) {
      this.log.warn({ code: (error as { code?: string }).code }, "reading announced events failed");
    }
  }

  /** The channel is back: apply what was written while it was down, then hear again. */
  private async caughtUp(): Promise<void> {
    const since = this.droppedAt;
    this.droppedAt = undefined;
    if (since !== undefined) {
      const seconds = Math.ceil((Date.now() - since) / 1000) + REPLAY_MARGIN_SECONDS;
      try {
        const rows = await queryRows<{ id: string; payload: unknown }>(
          this.database.db,
          sql`select id, payload from events where created_at >= now() - make_interval(secs => ${seconds}) order by id`,
        );
        this.apply(parseRows(rows));
      } catch (error) {
        // Not read: the caches stay off until the channel drops and comes back again.
        this.droppedAt = since;
        this.log.warn({ code: (error as { code?: string }).code }, "replaying missed events failed");
        return;
      }
    }
    this.setHearing(true);
  }

  private apply(stored: StoredEvent[]): void {
    for (const { id, event } of stored) {
      if (this.applied.has(id)) continue;
      this.applied.set(id, true);
      for (const handler of this.handlers.get(event.type) ?? []) {
        try {
          const done = handler(event);
          if (done) done.catch((error: unknown) => this.failed(event, error));
        } catch (error) {
          this.failed(event, error);
        }
      }
    }
  }

  private failed(event: DomainEvent, error: unknown): void {
    this.log.warn(
      { type: event.type, error: error instanceof Error ? error.message : String(error) },
      "event consumer failed",
    );
  }
}

function parseRows(rows: { id: string; payload: unknown }[]): StoredEvent[] {
  const stored: StoredEvent[] = [];
  for (const row of rows) {
    const parsed = domainEventSchema.safeParse(row.payload);
    // An event this version does not know (written by a newer instance during a rollout) is skipped.
    if (parsed.success) stored.push({ id: Number(row.id), event: parsed.data });
  }
  return stored;
}
