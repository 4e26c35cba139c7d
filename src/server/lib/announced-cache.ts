// Caches of what users read, kept honest by the database's announcements: every instance hears a
// change on a channel, whoever made it (a write's own instance before the write's answer goes out:
// lib/caught-up.ts), and nothing is held while announcements may be missed (the notification
// connection is down). The session cache, Find Work's pages and taskers' free times use it.
import type { FastifyInstance } from "fastify";
import type { Database } from "../db/connect";

export interface AnnouncedCache {
  /** Announcements arrive (true) or may be missed (false): either way, what is held is forgotten. */
  setListening(listening: boolean): void;
}

/** Subscribes `cache` to `channel` once the app is ready (`hear` gets each payload). */
export function keepAnnounced(
  app: FastifyInstance,
  database: Database,
  channel: string,
  cache: AnnouncedCache,
  hear: (payload: string) => void,
): void {
  app.addHook("onReady", async () => {
    await database.listen(channel, hear);
    const notifications = database.notifications;
    // Without a notification connection (the embedded database) announcements never drop.
    cache.setListening(notifications ? notifications.isUp() : true);
    notifications?.onChange((up) => cache.setListening(up));
  });
}
