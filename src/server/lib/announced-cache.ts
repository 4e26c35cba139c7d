// Caches of what users read, kept honest by the database's announcements: every instance hears a
// change on a channel, whoever made it; a write forgets its author's entries before its answer goes
// out (an admin's or a signed-out request's forgets them all), so a user sees their own change on the
// next request even before the announcement arrives; and nothing is held while announcements may be
// missed (the notification connection is down). The session cache and Find Work's pages use it.
import type { FastifyInstance } from "fastify";
import type { Database } from "../db/connect";

export interface AnnouncedCache {
  forgetUser(userId: string): void;
  forgetAll(): void;
  /** Announcements arrive (true) or may be missed (false): either way, what is held is forgotten. */
  setListening(listening: boolean): void;
}

const READS = new Set(["GET", "HEAD", "OPTIONS"]);

/** Subscribes `cache` to `channel` once the app is ready (`hear` gets each payload) and to this instance's writes. */
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
  app.addHook("onSend", (request, _reply, payload, done) => {
    if (!READS.has(request.method)) {
      if (request.user && request.user.userType !== "admin") cache.forgetUser(request.user.id);
      else cache.forgetAll();
    }
    done(null, payload);
  });
}
