// Find Work pages held in this instance's memory between requests, by tasker and query, for
// OPEN_TASKS_CACHE_SECONDS: a tasker browsing the board asks for the same pages again and again.
// Kept honest by forgetting (lib/announced-cache.ts): the database announces whatever can change a
// page on taskly_open_tasks_changed (migration 0026), and each instance forgets the pages it may
// alter; a write forgets its author's pages before its answer goes out. What no announcement
// covers is bounded by the TTL: time passing (a free day filling up with notice, a date going by),
// and a change to an invited task that is not on the page held.
import type { FastifyInstance } from "fastify";
import type { Database } from "../../db/connect";
import { keepAnnounced, type AnnouncedCache } from "../../lib/announced-cache";
import { TtlCache } from "../../lib/ttl-cache";
import type { ChangedTask } from "./work-area";

export const OPEN_TASKS_CHANGED_CHANNEL = "taskly_open_tasks_changed";
const MAX_PAGES = 5_000;

export interface OpenTaskPageEntry {
  userId: string;
  /** Whether a change to a task may alter the page (from the tasker's area: work-area.ts). */
  mayHold: (task: ChangedTask) => boolean;
  /** The tasks on the page. */
  taskIds: Set<string>;
  /** The page as sent. */
  body: Buffer;
}

/** An announcement, as migration 0026 writes it. */
export type OpenTasksChange =
  | { kind: "task"; taskId: string; task: ChangedTask }
  | { kind: "offers"; taskId: string }
  | { kind: "tasker"; userId: string }
  | { kind: "all" };

const coordinate = (text: string | undefined) => (text ? Number(text) : null);

export function parseOpenTasksChange(payload: string): OpenTasksChange {
  const [kind, id = "", categoryId = "", lat, lng] = payload.split("|");
  if (kind === "t")
    return { kind: "task", taskId: id, task: { categoryId, lat: coordinate(lat), lng: coordinate(lng) } };
  if (kind === "o") return { kind: "offers", taskId: id };
  if (kind === "w") return { kind: "tasker", userId: id };
  return { kind: "all" };
}

export class OpenTaskCache implements AnnouncedCache {
  private readonly pages: TtlCache<OpenTaskPageEntry>;
  private listening = false;

  constructor(ttlMs: number) {
    this.pages = new TtlCache<OpenTaskPageEntry>(ttlMs, MAX_PAGES);
  }

  /** Take this before reading a page, and pass it to `keep`. */
  get epoch(): number {
    return this.pages.epoch;
  }

  get(key: string): Buffer | undefined {
    return this.listening ? this.pages.get(key)?.body : undefined;
  }

  /** Keeps a page unless something was forgotten since `readAt`. */
  keep(key: string, entry: OpenTaskPageEntry, readAt: number): void {
    if (this.listening) this.pages.set(key, entry, readAt);
  }

  hear(change: OpenTasksChange): void {
    switch (change.kind) {
      case "task":
        return this.pages.deleteWhere((p) => p.taskIds.has(change.taskId) || p.mayHold(change.task));
      case "offers":
        return this.pages.deleteWhere((p) => p.taskIds.has(change.taskId));
      case "tasker":
        return this.forgetUser(change.userId);
      case "all":
        return this.forgetAll();
    }
  }

  forgetUser(userId: string): void {
    this.pages.deleteWhere((p) => p.userId === userId);
  }

  forgetAll(): void {
    this.pages.clear();
  }

  setListening(listening: boolean): void {
    this.listening = listening;
    this.pages.clear();
  }
}

/** This instance's Find Work pages, subscribed to the database's announcements and to its writes. */
export function registerOpenTaskCache(app: FastifyInstance, database: Database, ttlSeconds: number): OpenTaskCache {
  const cache = new OpenTaskCache(ttlSeconds * 1000);
  if (ttlSeconds > 0)
    keepAnnounced(app, database, OPEN_TASKS_CHANGED_CHANNEL, cache, (payload) =>
      cache.hear(parseOpenTasksChange(payload)),
    );
  return cache;
}
