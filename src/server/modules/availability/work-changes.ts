// What the database announces on taskly_work_changed (migration 0026): a change to what taskers can
// work on and when. Find Work's pages (tasks/open-task-cache.ts) and taskers' free times
// (slot-cache.ts) forget what each announcement may alter.
import type { FastifyInstance } from "fastify";
import type { Database } from "../../db/connect";
import { keepAnnounced, type AnnouncedCache } from "../../lib/announced-cache";

export const WORK_CHANGED_CHANNEL = "taskly_work_changed";

/** A task as a change announces it: enough to tell which Find Work pages it may alter. */
export interface ChangedTask {
  categoryId: string;
  lat: number | null;
  lng: number | null;
}

export type WorkChange =
  /** A task (its row before, and after, the change). */
  | { kind: "task"; taskId: string; task: ChangedTask }
  /** The offers on a task. */
  | { kind: "offers"; taskId: string }
  /** A tasker's profile, schedule, bookings, imported busy times or invitations. */
  | { kind: "tasker"; userId: string }
  /** A user's name, type or standing, or a category. */
  | { kind: "all" };

const coordinate = (text: string | undefined) => (text ? Number(text) : null);

/** An announcement's payload, as migration 0026 writes it. */
export function parseWorkChange(payload: string): WorkChange {
  const [kind, id = "", categoryId = "", lat, lng] = payload.split("|");
  if (kind === "t")
    return { kind: "task", taskId: id, task: { categoryId, lat: coordinate(lat), lng: coordinate(lng) } };
  if (kind === "o") return { kind: "offers", taskId: id };
  if (kind === "w") return { kind: "tasker", userId: id };
  return { kind: "all" };
}

/** A cache that forgets what a change to taskers' work may alter. */
export type WorkCache = AnnouncedCache<unknown> & { hear(change: WorkChange): void };

/** Subscribes the caches to taskly_work_changed: each announcement is read once and told to all of them. */
export function hearWorkChanges(app: FastifyInstance, database: Database, caches: WorkCache[]): void {
  keepAnnounced(app, database, WORK_CHANGED_CHANNEL, caches, (payload) => {
    const change = parseWorkChange(payload);
    for (const cache of caches) cache.hear(change);
  });
}
