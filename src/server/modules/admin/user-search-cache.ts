// The admin users list held in this instance's memory between requests (lib/cache.ts), for
// ADMIN_CACHE_SECONDS: a search matches names and e-mails anywhere in them over two trigram indexes,
// which costs the database milliseconds a request, and an admin pages, filters and searches again
// and again while handling a case. Every account change may move any account into or out of any
// search or filter (a new name, a suspension, a deletion, a new account), so any of them forgets
// every held page, on every instance.
import { z } from "zod";
import { adminUserSchema, type adminUsersQuery } from "../../../contract/admin";
import type { Db } from "../../db/connect";
import type { EventFeed } from "../../events/feed";
import { Cache } from "../../lib/cache";
import { countedPageAtOffset } from "../../lib/page-cursor";
import type { JsonPage } from "../../lib/paged-reply";
import { jsonBytesWriter } from "../../lib/response-serializer";
import { listUsers } from "./users";

const MAX_PAGES = 1_000;

export function createAdminUserCache(feed: EventFeed, ttlMs: number): Cache<JsonPage> {
  const pages = new Cache<JsonPage>({ ttlMs, max: MAX_PAGES });
  feed.onHearing((hearing) => pages.hold(hearing));
  feed.on(["user.registered", "user.changed"], () => pages.clear());
  return pages;
}

const writeUsers = jsonBytesWriter(z.array(adminUserSchema));

/** The page of the admin users list `query` asks for, as sent, from memory when held. */
export function adminUserPageJson(db: Db, pages: Cache<JsonPage>, query: z.infer<typeof adminUsersQuery>) {
  const key = JSON.stringify([
    query.q ?? "",
    query.userType ?? "",
    query.status ?? "",
    query.limit,
    query.cursor ?? "",
  ]);
  return pages.getOrRead(key, async () => {
    const page = await countedPageAtOffset(query, (at) => listUsers(db, at));
    return { value: { ...page, items: writeUsers(page.items) } };
  });
}
