// The bell's reads as sent, from this instance's memory when held (bell-cache.ts).
import { z } from "zod";
import { notificationSchema } from "../../../contract/notifications";
import type { Db } from "../../db/connect";
import { decodeCursor, encodeCursor, keysetPosition } from "../../lib/page-cursor";
import type { JsonPage } from "../../lib/paged-reply";
import { jsonBytesWriter } from "../../lib/response-serializer";
import type { BellCaches } from "./bell-cache";
import { listNotifications, unreadNotifications } from "./service";

const writeItems = jsonBytesWriter(z.array(notificationSchema));

/** A page of `userId`'s notifications after `cursor` (as the client sent it), with the total. */
export function notificationPageJson(
  db: Db,
  caches: BellCaches,
  userId: string,
  limit: number,
  cursor: string | null,
): Promise<JsonPage> {
  return caches.pages.getOrRead(`${userId}:${limit}:${cursor ?? ""}`, async () => {
    const page = await listNotifications(db, userId, limit, decodeCursor(cursor ?? undefined, keysetPosition));
    const value: JsonPage = {
      items: writeItems(page.items),
      nextCursor: page.next ? encodeCursor(page.next) : null,
      total: page.total,
    };
    return { value, tags: [userId] };
  });
}

/** How many of `userId`'s notifications are unread. */
export function unreadNotificationsHeld(db: Db, caches: BellCaches, userId: string): Promise<number> {
  return caches.unread.getOrRead(userId, async () => ({ value: await unreadNotifications(db, userId) }));
}
